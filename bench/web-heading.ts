import { chromium } from '@playwright/test';
import { signUpFounderWithConsent, startServer } from './harness/server.ts';

/**
 * Time from navigation to the page's heading on an emulated slow link (300 ms RTT, 700 kbps; no CPU slowdown unless
 * CPU=<rate>), first visit (service worker blocked), sign-in, dashboard and a wizard step, RUNS loads each (4).
 * Shows what the chain of requests costs, which Lighthouse's scores mix with CPU. The page itself notes when a
 * heading is first in the document (a MutationObserver, in the page's own clock from navigation start): waiting
 * for it from here is only as exact as the wait's polling, which spaces its looks up to 500 ms apart.
 * Usage (after npm run build): node bench/web-heading.ts
 */
const PAGES = ['/', '/dashboard', '/application/company'];
const RUNS = Number(process.env.RUNS ?? 4);
const KBPS = 700;

const server = await startServer({ SERVE_WEB: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const cookie = await signUpFounderWithConsent(server, `heading-${Date.now()}@example.com`, 'bench-password-1!');
  for (const pagePath of PAGES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
      if (pagePath !== '/')
        await context.addCookies(
          cookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), url: server.url })),
        );
      await context.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('h1, h2')) return;
          (window as unknown as { headingAt: number }).headingAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: (KBPS * 1024) / 8,
        uploadThroughput: (KBPS * 1024) / 8,
      });
      if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'commit' });
      await page.locator('h1, h2').first().waitFor({ state: 'visible', timeout: 60_000 });
      times.push(await page.evaluate(() => Math.round((window as unknown as { headingAt: number }).headingAt)));
      await context.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `${pagePath.padEnd(24)} ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s, median ${(median / 1000).toFixed(2)} s`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
