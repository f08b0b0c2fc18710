import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REACHABILITY_PROBE_BASE_MS, REACHABILITY_PROBE_MAX_MS } from '@portal/shared/limits';
import { createReachability, probeDelayMs, type Reachability } from './reachability.ts';

describe('server reachability', () => {
  let store: Reachability;
  const server = { answers: false, probes: 0 };
  const probe = async () => {
    server.probes += 1;
    return server.answers;
  };
  beforeEach(() => {
    vi.useFakeTimers();
    server.answers = false;
    server.probes = 0;
    store = createReachability({ probe });
  });
  afterEach(() => {
    store.stop();
    vi.useRealTimers();
  });

  it('a request without an answer marks the server unreachable and tells the listeners; any answer clears it', () => {
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.isReachable()));
    expect(store.isReachable()).toBe(true);
    store.markUnreachable();
    store.markUnreachable();
    expect(store.isReachable()).toBe(false);
    store.markReachable();
    expect(store.isReachable()).toBe(true);
    expect(seen).toEqual([false, true]);
  });

  it('while unreachable, asks the server again with backoff until it answers, then stops asking', async () => {
    store.markUnreachable();
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_BASE_MS - 1);
    expect(server.probes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.probes).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * REACHABILITY_PROBE_BASE_MS);
    expect(server.probes).toBe(2);
    expect(store.isReachable()).toBe(false);
    server.answers = true;
    await vi.advanceTimersByTimeAsync(4 * REACHABILITY_PROBE_BASE_MS);
    expect(server.probes).toBe(3);
    expect(store.isReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MAX_MS * 3);
    expect(server.probes).toBe(3);
  });

  it("asks at once when the browser's network comes back, and not at all while reachable", async () => {
    store.probeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.probes).toBe(0);
    store.markUnreachable();
    server.answers = true;
    store.probeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.probes).toBe(1);
    expect(store.isReachable()).toBe(true);
  });

  it('caps the probe backoff', () => {
    expect(probeDelayMs(0)).toBe(REACHABILITY_PROBE_BASE_MS);
    expect(probeDelayMs(1)).toBe(2 * REACHABILITY_PROBE_BASE_MS);
    expect(probeDelayMs(30)).toBe(REACHABILITY_PROBE_MAX_MS);
  });
});
