/**
 * The web app's weight and speed budgets for a low-end phone. Bytes are gzip (-9) bytes of the built files a page
 * loads in total (its first load and every chunk it fetches until the network is idle), KiB = 1024 bytes.
 * e2e/bundle-budget.spec.ts fails a build over a byte budget; bench/web.ts measures all of them with Lighthouse.
 * The byte budgets hold for the default build (Preact, docs/decisions/016-preact-by-default.md), not for
 * PORTAL_WEB_RUNTIME=react.
 */
export const WEB_BUDGETS = {
  /** The sign-in page (/): JavaScript and CSS. */
  signInJsBytes: 90 * 1024,
  signInCssBytes: 12 * 1024,
  /** Every founder page: the dashboard and each wizard step. */
  founderRouteJsBytes: 150 * 1024,
  /**
   * Files (JavaScript and CSS) the sign-in page and each founder page load: on a phone's six connections every
   * seventh file waits a whole round trip (apps/web/scripts/chunk-plan.ts keeps shared code in few chunks).
   */
  signInFiles: 16,
  founderRouteFiles: 25,
  /** Lighthouse, mobile preset, on /, /signup, /dashboard and a wizard step. */
  mobilePerformance: 95,
  accessibility: 100,
  /** Lighthouse with the slow preset (300 ms RTT, 700 kbps, 10x CPU), on the same four pages. */
  slowLcpMs: 4000,
  slowTbtMs: 300,
} as const;
