import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_START_ANSWER_MAX_AGE_MS } from '@portal/shared/limits';
import { pageStartQueriesUrl } from '@portal/shared/web/server-paths';
import { pageStartAnswerOr, startPageQueries } from './page-start-queries.ts';

type Answers = Record<string, { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>;

/** The server as fetch sees it: GET /api/page-start answered for `userId` with `answers(queries)`. */
const serve = (reply: (queries: string[]) => Promise<Response>) => {
  const fetchMock = vi.fn((url: string) => reply(new URL(url, 'http://portal.test').searchParams.get('queries')!.split(',')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const answersFor = (userId: string, answers: (query: string) => Answers[string]) => (queries: string[]) =>
  Promise.resolve(
    new Response(JSON.stringify({ userId, answers: Object.fromEntries(queries.map((q) => [q, answers(q)])) }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
const viewerOf = (name: string) => ({ viewer: { name } }) as never;
const ashaAnswers = answersFor('founder-1', (query) => ({
  data: query === 'Viewer' ? viewerOf('Asha') : { myApplication: null },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the answers a signed-in page shows first', () => {
  it('are asked for in one GET as the page starts (the one its HTML preloads), and the first query of the same founder takes its answer', async () => {
    const fetchMock = serve(ashaAnswers);
    startPageQueries(['Viewer', 'MyApplication'], 'founder-1');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe(pageStartQueriesUrl(['Viewer', 'MyApplication']));
    const ask = vi.fn(() => Promise.resolve(viewerOf('asked again')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('Asha'));
    await expect(pageStartAnswerOr('MyApplication', 'founder-1', ask as never)).resolves.toEqual({ myApplication: null });
    expect(ask).not.toHaveBeenCalled();
  });

  it('ask for nothing on a page that shows no account data first', () => {
    const fetchMock = serve(ashaAnswers);
    startPageQueries([], 'founder-1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are taken once: a later query asks the server itself', async () => {
    serve(ashaAnswers);
    startPageQueries(['Viewer'], 'founder-1');
    await pageStartAnswerOr('Viewer', 'founder-1', () => Promise.resolve(viewerOf('unused')));
    const ask = vi.fn(() => Promise.resolve(viewerOf('fresh')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('fresh'));
    expect(ask).toHaveBeenCalledOnce();
  });

  it('never go to another founder (signed out and in on the same page)', async () => {
    serve(ashaAnswers);
    startPageQueries(['Viewer'], 'founder-1');
    const ask = vi.fn(() => Promise.resolve(viewerOf('Ravi')));
    await expect(pageStartAnswerOr('Viewer', 'founder-2', ask)).resolves.toEqual(viewerOf('Ravi'));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', () => Promise.resolve(viewerOf('asked again')))).resolves.toEqual(
      viewerOf('asked again'),
    );
  });

  it('are refused when the server answered for another founder than the session check named (a sign-in elsewhere in between)', async () => {
    serve(answersFor('founder-2', () => ({ data: viewerOf('Ravi') })));
    startPageQueries(['Viewer'], 'founder-1');
    const ask = vi.fn(() => Promise.resolve(viewerOf('Asha, asked again')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('Asha, asked again'));
  });

  it("carry an operation's own error to the query that takes it, which then asks itself", async () => {
    serve(answersFor('founder-1', () => ({ errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL' } }] })));
    startPageQueries(['Viewer'], 'founder-1');
    const ask = vi.fn(() => Promise.resolve(viewerOf('Asha')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('Asha'));
    expect(ask).toHaveBeenCalledOnce();
  });

  it('are too old to stand in for a read once PAGE_START_ANSWER_MAX_AGE_MS has passed since they were asked for', async () => {
    serve(ashaAnswers);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startPageQueries(['Viewer'], 'founder-1');
    now.mockReturnValue(1_000_000 + PAGE_START_ANSWER_MAX_AGE_MS + 1);
    const ask = vi.fn(() => Promise.resolve(viewerOf('fresh')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('fresh'));
    now.mockRestore();
  });

  it('are asked for again when the early request failed (network, or the server said no), and the failure reaches no one else', async () => {
    for (const failure of [
      () => Promise.reject(new TypeError('network down')),
      () => Promise.resolve(new Response('{"code":"UNAUTHENTICATED"}', { status: 401 })),
    ]) {
      serve(failure);
      startPageQueries(['Viewer'], 'founder-1');
      const ask = vi.fn(() => Promise.resolve(viewerOf('after the network came back')));
      await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('after the network came back'));
      expect(ask).toHaveBeenCalledOnce();
    }
  });
});
