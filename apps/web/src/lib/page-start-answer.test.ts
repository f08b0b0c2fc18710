import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageStartUrl } from '@portal/shared/web/server-paths';

const ANSWER = { config: { productName: 'WHY Club' }, user: null, privacyStatus: null, answers: {} };

const freshPage = async () => {
  vi.resetModules();
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(ANSWER), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, ...(await import('./page-start-answer.ts')) };
};

describe('the page-start answer (what a page shows first, in one GET its HTML preloads)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is asked for once per page, at the page's own address for its first operations", async () => {
    const { fetchMock, askPageStart } = await freshPage();
    askPageStart(['Viewer', 'MyApplication']);
    askPageStart(['Viewer']);
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[0])).toEqual([pageStartUrl(['Viewer', 'MyApplication'])]);
  });

  it('gives each part to its first reader only, and nothing when the page did not ask', async () => {
    const { askPageStart, takePageStart } = await freshPage();
    expect(takePageStart('config')).toBeUndefined();
    askPageStart([]);
    await expect(takePageStart('config')).resolves.toEqual(ANSWER);
    expect(takePageStart('config')).toBeUndefined();
    await expect(takePageStart('user')).resolves.toEqual(ANSWER);
  });

  it("hands a failed answer to the part's reader to see (each then asks its own address), never as an unhandled rejection", async () => {
    const { askPageStart, takePageStart } = await freshPage();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 503 })));
    askPageStart([]);
    await expect(takePageStart('config')).rejects.toThrow(/503/);
  });
});
