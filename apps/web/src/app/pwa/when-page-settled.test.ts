import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, MAX_WAIT_MS, QUIET_MS, whenPageSettled, type PageActivity } from './when-page-settled.ts';

/** The page's requests and the browser's idle callback, driven by the test. */
interface FakePage {
  inFlight: number;
  idleAfterMs: number;
  start: () => void;
  end: () => void;
  activity: PageActivity;
}
const fakePage = (): FakePage => {
  const listeners = new Set<() => void>();
  const page: FakePage = {
    inFlight: 0,
    idleAfterMs: 0,
    start: () => {
      page.inFlight += 1;
      for (const l of listeners) l();
    },
    end: () => {
      page.inFlight -= 1;
      for (const l of listeners) l();
    },
    activity: {
      inFlight: () => page.inFlight,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      whenIdle: (callback, timeoutMs) => setTimeout(callback, Math.min(page.idleAfterMs, timeoutMs)),
    },
  };
  return page;
};

describe('the service worker waits for the first screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const track = (promise: Promise<void>) => {
    const state = { settled: false };
    void promise.then(() => (state.settled = true));
    return state;
  };

  it("waits while the first screen's data is on its way, then for a quiet moment and the idle browser", async () => {
    const page = fakePage();
    page.start(); // the session check
    page.idleAfterMs = 200;
    const settled = track(whenPageSettled(page.activity));
    await vi.advanceTimersByTimeAsync(10_000); // a slow 2G answer
    expect(settled.settled).toBe(false);
    page.start(); // the dashboard's data, asked for once the session is known
    page.end();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(settled.settled).toBe(false);
    page.end();
    await vi.advanceTimersByTimeAsync(QUIET_MS + 199);
    expect(settled.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled.settled).toBe(true);
  });

  it('starts the quiet moment again when a request begins within it', async () => {
    const page = fakePage();
    const settled = track(whenPageSettled(page.activity));
    await vi.advanceTimersByTimeAsync(QUIET_MS - 10);
    page.start();
    page.end();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 10);
    expect(settled.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(11);
    expect(settled.settled).toBe(true);
  });

  it('does not wait for a busy browser longer than the idle timeout', async () => {
    const page = fakePage();
    page.idleAfterMs = Number.POSITIVE_INFINITY;
    const settled = track(whenPageSettled(page.activity));
    await vi.advanceTimersByTimeAsync(QUIET_MS + IDLE_TIMEOUT_MS);
    expect(settled.settled).toBe(true);
  });

  it('registers anyway after MAX_WAIT_MS on a page that never stops asking', async () => {
    const page = fakePage();
    page.start();
    const settled = track(whenPageSettled(page.activity));
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(settled.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled.settled).toBe(true);
  });
});
