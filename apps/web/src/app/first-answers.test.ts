import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_WAIT_MS } from '@portal/shared/limits';
import type { SessionUser } from '../lib/auth-client.ts';
import { SessionStore } from '../lib/session/session-store.ts';
import { firstAnswers } from './first-answers.ts';

const asha: SessionUser = { id: 'u1', name: 'Asha', email: 'asha@example.org' };

/** A session whose check answers when the test says so. */
const sessionAnsweringLater = () => {
  let answer: (user: SessionUser | null) => void = () => undefined;
  const store = new SessionStore({
    fetchUser: () => new Promise((resolve) => (answer = resolve)),
    openChannel: () => ({ announce: () => undefined, close: () => undefined }),
  });
  store.start();
  return { store, answer: (user: SessionUser | null) => answer(user) };
};

const settledYet = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
};

describe('firstAnswers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the page code, the session answer and the configuration, whichever comes last', async () => {
    const session = sessionAnsweringLater();
    let codeIn: () => void = () => undefined;
    let configIn: () => void = () => undefined;
    const done = settledYet(
      firstAnswers({
        session: session.store,
        pageCode: new Promise<void>((resolve) => (codeIn = resolve)),
        publicConfig: new Promise<void>((resolve) => (configIn = resolve)),
        prepare: async () => undefined,
      }),
    );
    codeIn();
    session.answer(asha);
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false);
    configIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('does not wait on a failure: code that failed to load and a configuration that could not be fetched count as answered', async () => {
    const session = sessionAnsweringLater();
    session.answer(null);
    const done = settledYet(
      firstAnswers({
        session: session.store,
        pageCode: Promise.reject(new Error('offline')),
        publicConfig: Promise.reject(new Error('offline')),
        prepare: async () => undefined,
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('for a founder signed in, waits for what the page prepares for that founder; for a visitor, prepares nothing', async () => {
    const prepared: string[] = [];
    let preparedIn: () => void = () => undefined;
    const prepare = (userId: string) => {
      prepared.push(userId);
      return new Promise<void>((resolve) => (preparedIn = resolve));
    };
    const founder = sessionAnsweringLater();
    const done = settledYet(
      firstAnswers({ session: founder.store, pageCode: Promise.resolve(), publicConfig: Promise.resolve(), prepare }),
    );
    founder.answer(asha);
    await vi.advanceTimersByTimeAsync(10);
    expect(prepared).toEqual(['u1']);
    expect(done()).toBe(false);
    preparedIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);

    const visitor = sessionAnsweringLater();
    visitor.answer(null);
    await firstAnswers({ session: visitor.store, pageCode: Promise.resolve(), publicConfig: Promise.resolve(), prepare });
    expect(prepared).toEqual(['u1']);
  });

  it(`gives up waiting after ${FIRST_ANSWERS_WAIT_MS} ms, so a session check that hangs leaves the page to show its spinner`, async () => {
    const session = sessionAnsweringLater();
    const done = settledYet(
      firstAnswers({
        session: session.store,
        pageCode: Promise.resolve(),
        publicConfig: Promise.resolve(),
        prepare: async () => undefined,
      }),
    );
    await vi.advanceTimersByTimeAsync(FIRST_ANSWERS_WAIT_MS - 1);
    expect(done()).toBe(false);
    expect(session.store.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
