import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PAGE_DASHBOARD_SCRIPT, type TestApp } from '../support/helper.ts';
import { createAppWithWebPage } from '../support/security-kit.ts';

/**
 * A page address is answered with the build's copy of index.html for that address, which names the page's own
 * files so a browser fetches them beside the app's entry; every other page path gets index.html.
 */
describe('the HTML of a page address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAppWithWebPage();
  });
  afterAll(async () => t?.close());

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      cache: response.headers['cache-control'],
      body: response.body,
    };
  };

  it.each(['/dashboard', '/dashboard/', '/dashboard?from=email'])(
    "%s gets the dashboard's HTML, naming its script",
    async (url) => {
      const answer = await page(url);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.cache).toBe('no-cache');
      expect(answer.body).toContain(`<link rel="modulepreload" crossorigin href="${ONE_PAGE_DASHBOARD_SCRIPT}">`);
    },
  );

  it.each(['/', '/dashboards', '/dashboard/extra', '/anything/else'])('%s gets index.html', async (url) => {
    const answer = await page(url);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).not.toContain(ONE_PAGE_DASHBOARD_SCRIPT);
  });

  it.each(['/', '/dashboard'])('HEAD %s is answered like GET, without a body', async (url) => {
    const response = await t.app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('API paths and files are never answered with a page', async () => {
    expect((await page('/api/nothing-here')).status).toBe(404);
    expect((await page('/assets/missing-file.js')).status).toBe(404);
  });
});
