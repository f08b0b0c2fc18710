import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageStartUrl } from '@portal/shared/web/server-paths';
import { patternOf, withPageStart } from '../../scripts/page-preloads-plugin.ts';
import { PAGE_ADDRESSES } from './page-addresses.ts';

const SAMPLE_PATHS = [
  '/',
  '/signup',
  '/signup/',
  '/dashboard',
  '/dashboard/',
  '/dashboard/x',
  '/dashboards',
  '/application',
  '/application/personal',
  '/application/personal/',
  '/application/a/b',
  '/account/security',
  '/account',
  '/console',
  '/console/',
  '/console/applications/12',
  '/consoles',
  '/reset-password',
  '/verify-email/',
  '/magic-link',
  '/privacy',
  '/unknown',
  '/signup/extra',
];

describe('the server picks the same page for an address as the router', () => {
  it.each(PAGE_ADDRESSES.map((address) => address.path))('%s', (path) => {
    const pattern = new RegExp(patternOf(path));
    for (const sample of SAMPLE_PATHS) expect([sample, pattern.test(sample)]).toEqual([sample, matchPath(path, sample) !== null]);
  });
});

describe("each page's HTML names its page-start answer", () => {
  const html =
    '<!doctype html><html><head><meta charset="UTF-8" /><title>t</title><script type="module" src="/assets/index.js"></script></head></html>';

  it("as preloads with the credentials mode of the app's fetch, after the charset and before any script", () => {
    const address = pageStartUrl(['Viewer']);
    const page = withPageStart(html, address);
    const link = `<link rel="preload" as="fetch" crossorigin href="${address}">`;
    expect(page).toBe(html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${link}`));
    expect(page.indexOf(address)).toBeLessThan(page.indexOf('<script'));
  });

  it('refuses an index.html without a charset rather than writing the links somewhere else', () => {
    expect(() => withPageStart('<html><head></head></html>', pageStartUrl([]))).toThrow(/charset/);
  });
});

describe('what a page asks for as soon as its session is known', () => {
  it('is named only on signed-in pages: a visitor has no account to ask about', () => {
    const visitorsAsking = PAGE_ADDRESSES.filter((address) => address.access !== 'signed-in' && 'startQueries' in address);
    expect(visitorsAsking).toEqual([]);
  });
});
