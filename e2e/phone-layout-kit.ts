import { expect, type Page } from '@playwright/test';
import { expectNoViolations, runOperation } from './a11y-kit.ts';

/** Layout checks of e2e/phone-layout.spec.ts: nothing wider than the screen, no cut-off text, 44 px tap targets. */

export const WIDTHS = [320, 360, 412, 1280] as const;
export const TAP_MIN_PX = 44;

/** Elements whose text is cut off: a visible element with its own text whose content is wider than its box. */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'SCRIPT', 'STYLE', 'svg', 'VIDEO', 'IFRAME'].includes(el.tagName)) continue;
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!ownText || el.clientWidth === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || (style.position === 'absolute' && el.clientWidth <= 1)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || el.closest('[aria-hidden="true"]')) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(
          `${el.tagName}.${el.className.toString().slice(0, 60)} "${el.textContent!.trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`,
        );
    }
    return found;
  });

/** Controls smaller than 44 x 44 px: buttons, links (not those inside a sentence), radios, checkboxes, switches, selects. */
const smallTapTargets = (page: Page, min: number) =>
  page.evaluate((minPx) => {
    const targetOf = (el: Element): Element => {
      if (el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)) {
        return el.closest('.mantine-Radio-body, .mantine-Checkbox-body, .mantine-Switch-body, label') ?? el;
      }
      return el;
    };
    // WCAG 2.5.8 spares a link inside a sentence; every other link (a logo, an icon, "View document" beside an icon,
    // a link alone in its line) is a tap target.
    const inSentence = (a: HTMLAnchorElement) =>
      a.parentElement !== null &&
      Array.from(a.parentElement.childNodes).some(
        (n) => n !== a && n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
    const candidates = [
      ...Array.from(
        document.querySelectorAll(
          'button, [role="button"], [role="menuitem"], [role="menuitemcheckbox"], [role="tab"], [role="switch"], select, input[type="radio"], input[type="checkbox"], input[aria-haspopup="listbox"]',
        ),
      ),
      ...Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).filter(
        (a) => a.matches('.mantine-Button-root, .mantine-NavLink-root') || !inSentence(a),
      ),
    ];
    const small: string[] = [];
    for (const el of new Set(candidates.map(targetOf))) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]'))
        continue;
      if (rect.width < minPx - 0.5 || rect.height < minPx - 0.5) {
        small.push(
          `${el.tagName} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        );
      }
    }
    return small;
  }, min);

/** The page fits the width, no text is cut off, every control is big enough to tap, and axe finds nothing. */
export const expectPhoneFriendly = async (page: Page, width: number, state: string): Promise<void> => {
  // Settled, but not waiting long: the first visit's precache keeps the network busy for a while.
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth, `${state}: page wider than ${width} px`).toBeLessThanOrEqual(width);
  expect(await clippedText(page), `${state}: text cut off`).toEqual([]);
  expect(await smallTapTargets(page, TAP_MIN_PX), `${state}: tap targets under ${TAP_MIN_PX} px`).toEqual([]);
  await expectNoViolations(page, state);
};

/** Signed-out pages read the scheme from localStorage (app/providers.tsx); signed-in pages follow the account's Dark Mode. */
export const useDarkSignedOut = (page: Page) => page.addInitScript(() => localStorage.setItem('portal-color-scheme', 'dark'));
export const setDarkMode = async (page: Page, darkMode: boolean): Promise<void> => {
  await runOperation(page, 'UpdatePreferences', { input: { darkMode } });
};
export const expectScheme = (page: Page, scheme: 'light' | 'dark') =>
  expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
