import { afterEach, describe, expect, it, vi } from 'vitest';

type Answer = 'no answer' | 'saved' | 'signed out';

/** A fresh page: a window that can fire `online`, this device's storage, and a server whose answer each test sets. */
const pageWith = async (answer: Answer) => {
  vi.resetModules();
  const page = new EventTarget();
  const stored = new Map<string, string>();
  const server = { answer, sent: [] as unknown[] };
  vi.stubGlobal('window', page);
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    if (server.answer === 'no answer') throw new TypeError('Failed to fetch');
    server.sent.push(JSON.parse(init.body).variables);
    const body =
      server.answer === 'saved'
        ? { data: { setLanguage: { language: 'hi' } } }
        : { errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  const api = await import('./language-api.ts');
  const { serverReachability } = await import('./reachability.ts');
  const backOnline = async () => {
    server.answer = 'saved';
    serverReachability.markReachable();
    page.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.sent.length).toBeGreaterThan(0));
  };
  return { api, server, stored, backOnline };
};

describe('the account language chosen on this device', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without an answer, is kept and sent once the connection is back', async () => {
    const { api, server, stored, backOnline } = await pageWith('no answer');
    await api.saveAccountLanguage('hi');
    expect(server.sent).toEqual([]);
    expect([...stored.values()]).toEqual(['hi']);

    await backOnline();
    expect(server.sent).toEqual([{ language: 'hi' }]);
    await vi.waitFor(() => expect(stored.size).toBe(0));
  });

  it('a reopened page sends what an earlier one could not', async () => {
    const first = await pageWith('no answer');
    await first.api.saveAccountLanguage('ta');
    const second = await pageWith('saved');
    for (const [key, value] of first.stored) second.stored.set(key, value);
    await second.api.sendUnsentAccountLanguage();
    expect(second.server.sent).toEqual([{ language: 'ta' }]);
    expect(second.stored.size).toBe(0);
  });

  it('refused (signed out), is dropped and not sent again', async () => {
    const { api, server, stored } = await pageWith('signed out');
    await api.saveAccountLanguage('hi');
    expect(server.sent).toEqual([{ language: 'hi' }]);
    expect(stored.size).toBe(0);
  });

  it('signing out before the connection is back drops it', async () => {
    const { api, server, stored, backOnline } = await pageWith('no answer');
    await api.saveAccountLanguage('hi');
    api.forgetUnsentAccountLanguage();
    expect(stored.size).toBe(0);
    await expect(backOnline()).rejects.toThrow();
    expect(server.sent).toEqual([]);
  });
});
