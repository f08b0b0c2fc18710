import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_START_SESSION_PATH } from '@portal/shared/web/server-paths';
import { fetchSessionUser } from './auth-client.ts';

describe('fetchSessionUser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the preloaded page-start address for the first check of the page only; every other check asks afresh', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ user: { id: 'u1', name: 'Asha', email: 'asha@example.org' } }), { status: 200 });
    });
    await fetchSessionUser();
    expect(await fetchSessionUser(undefined, { pageStart: true })).toEqual({ id: 'u1', name: 'Asha', email: 'asha@example.org' });
    await fetchSessionUser(undefined, { pageStart: true });
    await fetchSessionUser();
    expect(asked).toEqual(['/api/auth/get-session', PAGE_START_SESSION_PATH, '/api/auth/get-session', '/api/auth/get-session']);
  });
});
