import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_START_ANSWER_MAX_AGE_MS } from '@portal/shared/limits';
import { pageStartAnswerOr, startPageQueries } from './page-start-queries.ts';

/** The server as fetch sees it: each GraphQL POST answered by `answer(operationName)`. */
const serve = (answer: (operationName: string) => Promise<Response>) => {
  const fetchMock = vi.fn((_url: string, init: RequestInit) => answer((JSON.parse(String(init.body)) as { operationName: string }).operationName));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const json = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }));
const viewerOf = (name: string) => ({ viewer: { name } }) as never;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the answers a signed-in page shows first', () => {
  it('are asked for once each as the page starts, and the first query of the same founder takes its answer', async () => {
    const fetchMock = serve((operation) => json(operation === 'Viewer' ? viewerOf('Asha') : { myApplication: null }));
    startPageQueries(['Viewer', 'MyApplication'], 'founder-1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const ask = vi.fn(() => Promise.resolve(viewerOf('asked again')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('Asha'));
    expect(ask).not.toHaveBeenCalled();
  });

  it('are taken once: a later query asks the server itself', async () => {
    serve(() => json(viewerOf('Asha')));
    startPageQueries(['Viewer'], 'founder-1');
    await pageStartAnswerOr('Viewer', 'founder-1', () => Promise.resolve(viewerOf('unused')));
    const ask = vi.fn(() => Promise.resolve(viewerOf('fresh')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('fresh'));
    expect(ask).toHaveBeenCalledOnce();
  });

  it('never go to another founder (signed out and in on the same page)', async () => {
    serve(() => json(viewerOf('Asha')));
    startPageQueries(['Viewer'], 'founder-1');
    const ask = vi.fn(() => Promise.resolve(viewerOf('Ravi')));
    await expect(pageStartAnswerOr('Viewer', 'founder-2', ask)).resolves.toEqual(viewerOf('Ravi'));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', () => Promise.resolve(viewerOf('asked again')))).resolves.toEqual(viewerOf('asked again'));
  });

  it('are too old to stand in for a read once PAGE_START_ANSWER_MAX_AGE_MS has passed since they were asked for', async () => {
    serve(() => json(viewerOf('Asha')));
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startPageQueries(['Viewer'], 'founder-1');
    now.mockReturnValue(1_000_000 + PAGE_START_ANSWER_MAX_AGE_MS + 1);
    const ask = vi.fn(() => Promise.resolve(viewerOf('fresh')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('fresh'));
    now.mockRestore();
  });

  it('are asked for again when the early request failed, and the failure reaches no one else', async () => {
    serve(() => Promise.reject(new TypeError('network down')));
    startPageQueries(['Viewer'], 'founder-1');
    const ask = vi.fn(() => Promise.resolve(viewerOf('after the network came back')));
    await expect(pageStartAnswerOr('Viewer', 'founder-1', ask)).resolves.toEqual(viewerOf('after the network came back'));
    expect(ask).toHaveBeenCalledOnce();
  });
});
