import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageStartUrl } from '@portal/shared/web/server-paths';

const ASHA = { id: 'u1', name: 'Asha', email: 'asha@example.org' };

/** A fresh page whose server answers get-session with Asha and the page-start GET with `pageStart`. */
const pageWith = async (pageStart: () => Promise<Response>) => {
  vi.resetModules();
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return url.startsWith(pageStartUrl([])) ? pageStart() : new Response(JSON.stringify({ user: ASHA }), { status: 200 });
  });
  const { askPageStart } = await import('./page-start-answer.ts');
  const { fetchSessionUser } = await import('./auth-client.ts');
  return { asked, askPageStart, fetchSessionUser };
};
const pageStartNaming = (user: typeof ASHA | null) => () =>
  Promise.resolve(new Response(JSON.stringify({ config: {}, user, privacyStatus: null, answers: {} }), { status: 200 }));

describe('fetchSessionUser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the page's first check from the page-start answer; every other check asks get-session afresh", async () => {
    const { asked, askPageStart, fetchSessionUser } = await pageWith(pageStartNaming({ ...ASHA, name: 'Asha at start' }));
    askPageStart([]);
    expect(await fetchSessionUser(undefined, { pageStart: true })).toEqual({ ...ASHA, name: 'Asha at start' });
    expect(await fetchSessionUser(undefined, { pageStart: true })).toEqual(ASHA);
    await fetchSessionUser();
    expect(asked).toEqual([pageStartUrl([]), '/api/auth/get-session', '/api/auth/get-session']);
  });

  it('reads "nobody signed in" from the page-start answer without asking again', async () => {
    const { asked, askPageStart, fetchSessionUser } = await pageWith(pageStartNaming(null));
    askPageStart([]);
    expect(await fetchSessionUser(undefined, { pageStart: true })).toBeNull();
    expect(asked).toEqual([pageStartUrl([])]);
  });

  it('asks get-session itself when the page-start answer failed (network, or a server error)', async () => {
    for (const failure of [
      () => Promise.reject(new TypeError('network down')),
      () => Promise.resolve(new Response('{"code":"INTERNAL"}', { status: 500 })),
    ]) {
      const { asked, askPageStart, fetchSessionUser } = await pageWith(failure);
      askPageStart([]);
      expect(await fetchSessionUser(undefined, { pageStart: true })).toEqual(ASHA);
      expect(asked).toEqual([pageStartUrl([]), '/api/auth/get-session']);
    }
  });
});
