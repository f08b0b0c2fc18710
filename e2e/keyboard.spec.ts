import { CONSENT_TEXTS } from '@portal/shared/privacy/privacy-messages';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consentViaApi, newFounder } from './fixtures.ts';
import { VIDEO } from './a11y-kit.ts';

/**
 * A whole application with the keyboard alone: Tab and Shift+Tab to move, typing and arrow keys in the
 * lists, Space on the radio, Enter on the buttons. Nothing is clicked; the video is set on the focused file
 * input (a browser's file dialog is outside the page).
 */

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it (not reachable by keyboard). */
const tabTo = async (page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
  await expect(target).toBeVisible();
  for (let i = 0; i < 80; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target} with ${key}`);
};

const typeInto = async (page: Page, target: Locator, text: string) => {
  await tabTo(page, target);
  await page.keyboard.type(text);
};

/** A list (the browser's own select): type the option's first letters to jump to it, ArrowDown if it is further on. */
const chooseWithKeys = async (page: Page, select: Locator, search: string, option: string) => {
  await tabTo(page, select);
  await page.keyboard.type(search);
  const chosen = () => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  for (let i = 0; i < 40 && (await chosen()) !== option; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(chosen).toBe(option);
};

const saveAndNextWithKeys = async (page: Page, next: RegExp) => {
  await tabTo(page, page.getByRole('button', { name: 'Save & Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(next);
};

test('a founder completes the whole application with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const founder = newFounder({ name: 'Keya Keyboard' });

  await page.goto('/signup');
  await typeInto(page, page.getByLabel('Full Name'), founder.name);
  await typeInto(page, page.getByLabel('Email Address'), founder.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Password' }), founder.password);
  await tabTo(page, page.getByRole('checkbox', { name: CONSENT_TEXTS.CHECKBOX }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Create Your Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  await tabTo(page, page.getByRole('button', { name: 'Apply Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application\/personal$/);

  await typeInto(page, page.getByLabel('Phone Number'), '9876543210');
  await saveAndNextWithKeys(page, /\/application\/company$/);

  await typeInto(page, page.getByLabel('Company Name'), 'Keys & Co');
  await typeInto(page, page.getByLabel('Company Description'), 'Farm tools that work without a mouse.');
  await tabTo(page, page.getByLabel('Number of Founders'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await tabTo(page, page.getByLabel('Team Size'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  await typeInto(page, page.getByLabel('City'), 'Nagpur');
  await chooseWithKeys(page, page.getByRole('combobox', { name: 'State' }), 'Maha', 'Maharashtra');
  // The radio group is one Tab stop (the checked option, else the first); the arrow keys move and choose, Space picks.
  await tabTo(page, page.getByRole('radiogroup'));
  if (!(await isFocused(page.getByRole('radio', { name: 'Yes' })))) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  // Shift+Tab goes back: the City field is before the radio.
  await tabTo(page, page.getByLabel('City'), 'Shift+Tab');
  await saveAndNextWithKeys(page, /\/application\/business$/);

  await chooseWithKeys(page, page.getByRole('combobox', { name: 'Sector' }), 'Agri', 'Agriculture & Food Supply Chain');
  await typeInto(page, page.getByLabel('Founding Year'), '2021');
  await chooseWithKeys(page, page.getByRole('combobox', { name: 'Revenue Range' }), '25', '25-50 Lakhs');
  await saveAndNextWithKeys(page, /\/application\/funding$/);

  await typeInto(page, page.getByLabel('Equity Funding'), '1000000');
  await typeInto(page, page.getByLabel('Debt Funding'), '0');
  await typeInto(page, page.getByLabel('Grant Funding'), '0');
  await saveAndNextWithKeys(page, /\/application\/video$/);

  // The drop zone (the file input's focusable wrapper) takes the focus; Enter on it would open the file dialog.
  const videoInput = page.locator('#upload-input-video');
  await tabTo(page, videoInput.locator('xpath=..'));
  await videoInput.setInputFiles(VIDEO);
  await expect(page.getByText('Upload complete: pitch.mp4')).toBeVisible({ timeout: 60_000 });
  await saveAndNextWithKeys(page, /\/application\/financial$/);
  await saveAndNextWithKeys(page, /\/application\/pitch_deck$/);
  await saveAndNextWithKeys(page, /\/application\/review$/);

  await tabTo(page, page.getByRole('button', { name: 'Submit Application' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByTestId('status-card')).toContainText('Keys & Co');
});

test('the account menu opens, moves and closes with the keyboard', async ({ page }) => {
  const founder = newFounder();
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', { data: founder, headers: { origin } });
  expect(response.status()).toBe(200);
  await consentViaApi(page, origin);
  await page.goto('/dashboard');
  await tabTo(page, page.getByRole('button', { name: /Account menu/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // The menu opens on its first item; no arrow is pressed before the focus is there. On a loaded machine, arrows
  // pressed while the menu was opening left the focus past the first item (the order of the events is inferred from
  // the failure's screenshot, not traced).
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark Mode' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Email Preferences' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark Mode' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark Mode' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeFocused();
});
