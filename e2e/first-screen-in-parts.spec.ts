import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures.ts';

/**
 * A first screen comes in parts, one a frame, top to bottom (apps/web/src/lib/in-turns.tsx), so a phone answers a tap
 * between them. What a founder could notice: everything arrives, in reading order, and a field already shown is never
 * drawn afresh as the rest arrive (what was typed or focused stays).
 */
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

/** Before the page's scripts: counts the frames drawn, and notes the frame each form control arrived in. */
const watchControlsArriving = () => {
  const seen = { frame: 0, controls: [] as { name: string; frame: number; element: Element }[] };
  (window as unknown as { arriving: typeof seen }).arriving = seen;
  const countFrames = () => {
    seen.frame++;
    requestAnimationFrame(countFrames);
  };
  requestAnimationFrame(countFrames);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const controls = [node, ...node.querySelectorAll('*')].filter((e) => e.matches('input, textarea, select, button, a'));
        for (const control of controls) {
          const name =
            control.getAttribute('aria-label') ??
            (control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`)?.textContent : null) ??
            control.textContent ??
            '';
          seen.controls.push({ name: name.trim(), frame: seen.frame, element: control });
        }
      }
  }).observe(document, { childList: true, subtree: true });
};

/** The controls as they arrived: name, frame, whether that same element is still on the page, and its place now. */
const arrivals = (page: Page) =>
  page.evaluate(() => {
    const { controls } = (window as unknown as { arriving: { controls: { name: string; frame: number; element: Element }[] } })
      .arriving;
    const onPage = [...document.querySelectorAll('input, textarea, select, button, a')];
    return controls.map(({ name, frame, element }) => ({
      name,
      frame,
      stillShown: element.isConnected,
      place: onPage.indexOf(element),
    }));
  });

test('a wizard step arrives field by field, in reading order, and a field typed in early keeps its text', async ({ page }) => {
  await signUpViaApi(page);
  await page.addInitScript(watchControlsArriving);
  await page.goto('/application/company');
  const companyName = page.getByLabel('Company Name');
  await companyName.fill('Gram Vikas Agritech');
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeVisible();

  const arrived = await arrivals(page);
  const fieldFrames = ['Company Name', 'City', 'Save & Next'].map(
    (name) => arrived.find((control) => control.name.startsWith(name))?.frame,
  );
  expect(fieldFrames.every((frame) => frame !== undefined)).toBe(true);
  // Each later part comes in a later frame than the one above it.
  expect(fieldFrames[0]!).toBeLessThan(fieldFrames[1]!);
  expect(fieldFrames[1]!).toBeLessThan(fieldFrames[2]!);
  // Nothing shown was replaced as the rest arrived: each control that arrived is the one on the page now, in order.
  const step = arrived.filter((control) => control.place >= 0);
  expect(arrived.filter((control) => !control.stillShown).map((control) => control.name)).toEqual([]);
  expect(step.map((control) => control.place)).toEqual([...step.map((control) => control.place)].sort((a, b) => a - b));
  await expect(companyName).toHaveValue('Gram Vikas Agritech');
});

test('the sign-in form comes before the ways below it, and the email typed at once stays', async ({ page }) => {
  await page.addInitScript(watchControlsArriving);
  await page.goto('/');
  const email = page.getByLabel('Email Address');
  await email.fill('asha@example.org');
  await expect(page.getByRole('link', { name: 'Create one now' })).toBeVisible();

  const arrived = await arrivals(page);
  const frameOf = (name: string) => arrived.find((control) => control.name.startsWith(name))?.frame ?? -1;
  expect(frameOf('Email Address')).toBeGreaterThanOrEqual(0);
  expect(frameOf('Email Address')).toBeLessThan(frameOf('Create one now'));
  expect(arrived.filter((control) => !control.stillShown).map((control) => control.name)).toEqual([]);
  await expect(email).toHaveValue('asha@example.org');
});
