import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { patternOf } from '../../scripts/page-preloads-plugin.ts';
import { PAGE_ADDRESSES } from './page-addresses.ts';

const SAMPLE_PATHS = [
  '/', '/signup', '/signup/', '/dashboard', '/dashboard/', '/dashboard/x', '/dashboards', '/application', '/application/personal',
  '/application/personal/', '/application/a/b', '/account/security', '/account', '/console', '/console/', '/console/applications/12',
  '/consoles', '/reset-password', '/verify-email/', '/magic-link', '/privacy', '/unknown', '/signup/extra',
];

describe('the server picks the same page for an address as the router', () => {
  it.each(PAGE_ADDRESSES.map((address) => address.path))('%s', (path) => {
    const pattern = new RegExp(patternOf(path));
    for (const sample of SAMPLE_PATHS) expect([sample, pattern.test(sample)]).toEqual([sample, matchPath(path, sample) !== null]);
  });
});
