import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_START_ANSWER_MAX_AGE_MS } from '@portal/shared/limits';
import { pageStartUrl, type PageStartQuery } from '@portal/shared/web/server-paths';

type Answers = Record<string, { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>;

/** The server as fetch sees it: GET /api/page-start answered for `userId` with `answers(queries)`. */
const serve = (reply: (queries: string[]) => Promise<Response>) => {
  const fetchMock = vi.fn((url: string) =>
    reply(new URL(url, 'http://portal.test').searchParams.get('queries')?.split(',') ?? []),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const answersFor = (userId: string, answers: (query: string) => Answers[string]) => (queries: string[]) =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        config: {},
        user: { id: userId, name: 'N', email: 'n@example.org' },
        privacyStatus: null,
        answers: Object.fromEntries(queries.map((q) => [q, answers(q)])),
      }),
      { headers: { 'content-type': 'application/json' } },
    ),
  );
/** A fresh page: the page-start answer asked for as main.tsx asks it, then the session check names `userId`. */
const pageStartsFor = async (queries: PageStartQuery[], userId: string) => {
  vi.resetModules();
  const { askPageStart } = await import('./page-start-answer.ts');
  const { pageStartAnswerOr, startPageQueries } = await import('./page-start-queries.ts');
  askPageStart(queries);
  startPageQueries(queries, userId);
  return pageStartAnswerOr;
};
const viewerOf = (name: string) => ({ viewer: { name } }) as never;
const ashaAnswers = answersFor('founder-1', (query) => ({
  data: query === 'Viewer' ? viewerOf('Asha') : { myApplication: null },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the answers a signed-in page shows first', () => {
  it('come in the page-start GET (the one its HTML preloads), and the first query of the same founder takes its answer', async () => {
    const fetchMock = serve(ashaAnswers);
    const pageStartAnswerOr = await pageStartsFor(['Viewer', 'MyApplication'], 'founder-1');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe(pageStartUrl(['Viewer', 'MyApplication']));
    const ask = vi.fn(() => Promise.resolve(viewerOf('asked again')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('Asha'));
    await expect(pageStartAnswerOr('MyApplication', 'founder-1', ask as never)).resolves.toEqual({ myApplication: null });
    expect(ask).not.toHaveBeenCalled();
  });

  it('ask for nothing more on a page that shows no account data first: the page-start GET names none', async () => {
    const fetchMock = serve(ashaAnswers);
    const pageStartAnswerOr = await pageStartsFor([], 'founder-1');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([pageStartUrl([])]);
    const ask = vi.fn(() => Promise.resolve(viewerOf('asked')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('asked'));
  });

  it('are taken once: a later query asks the server itself', async () => {
    serve(ashaAnswers);
    const pageStartAnswerOr = await pageStartsFor(['Viewer'], 'founder-1');
    await pageStartAnswerOr('Viewer', 'founder-1', () => Promise.resolve(viewerOf('unused')));
    const ask = vi.fn(() => Promise.resolve(viewerOf('fresh')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('fresh'));
    expect(ask).toHaveBeenCalledOnce();
  });

  it('never go to another founder (signed out and in on the same page)', async () => {
    serve(ashaAnswers);
    const pageStartAnswerOr = await pageStartsFor(['Viewer'], 'founder-1');
    const ask = vi.fn(() => Promise.resolve(viewerOf('Ravi')));
    await expect(pageStartAnswerOr('Viewer', 'founder-2', ask)).resolves.toEqual(viewerOf('Ravi'));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', () => Promise.resolve(viewerOf('asked again')))).resolves.toEqual(
      viewerOf('asked again'),
    );
  });

  it('are refused when the server answered for another founder than the session check named (a sign-in elsewhere in between)', async () => {
    serve(answersFor('founder-2', () => ({ data: viewerOf('Ravi') })));
    const pageStartAnswerOr = await pageStartsFor(['Viewer'], 'founder-1');
    const ask = vi.fn(() => Promise.resolve(viewerOf('Asha, asked again')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('Asha, asked again'));
  });

  it("carry an operation's own error to the query that takes it, which then asks itself", async () => {
    serve(answersFor('founder-1', () => ({ errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL' } }] })));
    const pageStartAnswerOr = await pageStartsFor(['Viewer'], 'founder-1');
    const ask = vi.fn(() => Promise.resolve(viewerOf('Asha')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('Asha'));
    expect(ask).toHaveBeenCalledOnce();
  });

  it('are too old to stand in for a read once PAGE_START_ANSWER_MAX_AGE_MS has passed since they were asked for', async () => {
    serve(ashaAnswers);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const pageStartAnswerOr = await pageStartsFor(['Viewer'], 'founder-1');
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
      const pageStartAnswerOr = await pageStartsFor(['Viewer'], 'founder-1');
      const ask = vi.fn(() => Promise.resolve(viewerOf('after the network came back')));
      await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('after the network came back'));
      expect(ask).toHaveBeenCalledOnce();
    }
  });
});
