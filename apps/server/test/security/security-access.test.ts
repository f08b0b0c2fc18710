import { ERROR_CODE } from '@portal/shared/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { type OperationName } from '@portal/shared/graphql/operations';
import { createTestApp, TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import { listen } from '../support/fixtures/founders.ts';
import { runOperation } from '../support/graphql-client.ts';
import { OPERATION_NAMES, sampleVariables } from '../support/security-operations.ts';
import {
  AUTH_ENDPOINT_EXPECTATIONS,
  HOW_TO_DECLARE,
  OPERATION_EXPECTATIONS,
  ROUTE_EXPECTATIONS,
  type ProbeIds,
  type Resource,
} from '../support/security-access-expectations.ts';
import { authEndpointsTakingIds, routeKeysOf } from '../support/security-access-surface.ts';
import { createCast, unknownIdLike, victimState, type Cast, type Victim } from '../support/security-access-fixtures.ts';

/**
 * The standing access-control probe suite. Every GraphQL operation (OPERATIONS), every route of the app's route
 * table and every account route that takes an id is replayed, with founder A's ids, as another founder, a reviewer
 * and a visitor; each answer is compared with the answer for an unknown id of the same shape, checked for A's data,
 * and A's data is read back as A afterwards. Who may do what is declared in security-access-expectations.ts;
 * anything without a line there fails here. Production mode: the trusted documents are what is deployed.
 */

const ENV = { NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '10000' };

/** The surface is read once from a freshly built app, so that every route and endpoint gets its own test. */
const surface = await (async () => {
  const t = await createTestApp('sqlite', ENV, { webApp: true });
  const surface = { routes: routeKeysOf(t.routes), authEndpoints: authEndpointsTakingIds(t.app.auth) };
  await t.close();
  return surface;
})();

/** With the co-founders (docs/co-founders.md): one who left A's draft and one A invited who has not joined yet. */
const ACTORS = ['another founder', 'a former member', 'an invitee before joining', 'a reviewer', 'a visitor'] as const;
type Actor = (typeof ACTORS)[number];
/** The actors who are founders without a staff role: the console does not exist for them. */
const FOUNDERS: readonly Actor[] = ['another founder', 'a former member', 'an invitee before joining'];
const REFUSALS: string[] = [ERROR_CODE.NOT_FOUND, ERROR_CODE.FORBIDDEN, ERROR_CODE.UNAUTHENTICATED];

interface Answer {
  status: number;
  /** Body and headers, with the probed ids replaced by placeholders: equal answers reveal nothing about the id. */
  text: string;
  code?: string;
}

describe.each(TEST_DIALECTS)('access control on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let baseline: { draft: unknown; submitted: unknown };

  beforeAll(async () => {
    t = await createTestApp(dialect, ENV, { webApp: true });
    cast = await createCast(t, await listen(t.app));
    baseline = await bothStates();
  });
  afterAll(async () => t?.close());

  const bothStates = async () => {
    const [draft, submitted] = await Promise.all([
      victimState(t, cast.baseUrl, cast.draft),
      victimState(t, cast.baseUrl, cast.submitted),
    ]);
    return { draft, submitted };
  };
  const cookieOf = (actor: Actor): string | undefined =>
    ({
      'another founder': cast.other.cookie,
      'a former member': cast.formerMember.cookie,
      'an invitee before joining': cast.invitee.cookie,
      'a reviewer': cast.reviewer.cookie,
      'a visitor': undefined,
    })[actor];
  const victims = (): Victim[] => [cast.draft, cast.submitted];
  /** A's ids and, for the control, unknown ones of the same shape. */
  const idsOf = (victim: Victim, resource: Resource): { real: ProbeIds; control: ProbeIds } => {
    const id = victim.ids[resource];
    if (!id) throw new Error(`the cast has no ${resource}`);
    return { real: { id, owner: victim.userId }, control: { id: unknownIdLike(id), owner: unknownIdLike(victim.userId) } };
  };
  const masked = (text: string, ids?: ProbeIds): string =>
    ids ? text.replaceAll(ids.id, '<id>').replaceAll(ids.owner, '<owner>') : text;

  /** Fails on any of these founders' text in an answer (bodies and headers). */
  const expectNoneOf = (label: string, text: string, owners: Victim[]) => {
    for (const owner of owners)
      for (const marker of owner.markers) expect.soft(text, `${label}: shows "${marker}"`).not.toContain(marker);
  };
  /** The two answers differ only where the ids do: the probe cannot tell A's id from an unknown one. */
  const expectAlike = (label: string, real: Answer, control: Answer) => {
    expect
      .soft({ status: real.status, text: real.text }, `${label}: answers A's id unlike an unknown one`)
      .toEqual({ status: control.status, text: control.text });
  };
  /** Reads both founders' data as themselves; the next test compares with what this one found, so a failure does not cascade. */
  const expectVictimsUnchanged = async (label: string) => {
    const before = baseline;
    baseline = await bothStates();
    expect.soft(baseline.draft, `${label} changed A's draft`).toEqual(before.draft);
    expect.soft(baseline.submitted, `${label} changed A2's submitted application`).toEqual(before.submitted);
  };

  describe('the declarations', () => {
    it('name only operations, routes and account routes that exist', () => {
      expect
        .soft(Object.keys(OPERATION_EXPECTATIONS).filter((name) => !OPERATION_NAMES.includes(name as OperationName)))
        .toEqual([]);
      expect.soft(Object.keys(ROUTE_EXPECTATIONS).filter((key) => !surface.routes.includes(key))).toEqual([]);
      expect
        .soft(Object.keys(AUTH_ENDPOINT_EXPECTATIONS).filter((path) => !surface.authEndpoints.some((e) => e.path === path)))
        .toEqual([]);
    });
  });

  describe('GraphQL operations', () => {
    const run = async (
      name: OperationName,
      variables: Record<string, unknown>,
      actor: Actor,
      ids?: ProbeIds,
    ): Promise<Answer> => {
      const result = await runOperation(t.app, name, variables, cookieOf(actor));
      expect.soft(result.status, `${name} as ${actor}`).toBeLessThan(500);
      return { status: result.status, text: masked(result.response.body, ids), code: result.errors?.[0]?.extensions?.code };
    };

    it.each(OPERATION_NAMES)('%s', async (name) => {
      const expectation = OPERATION_EXPECTATIONS[name];
      if (!expectation) {
        expect.fail(
          `The operation ${name} has no access expectation. ${HOW_TO_DECLARE}: add ${name} to OPERATION_EXPECTATIONS as own, founder-owned, staff or link-holder.`,
        );
      }
      const variablesFor = (ids?: ProbeIds) => ({
        ...sampleVariables(name, { id: ids?.id ?? 'none', text: 'probe' }),
        ...(expectation.family === 'staff' || expectation.family === 'link-holder' ? expectation.variables : {}),
      });

      if (expectation.family === 'link-holder') {
        for (const actor of ACTORS) {
          const answer = await run(name, variablesFor(), actor);
          expectNoneOf(`${name} as ${actor}`, answer.text, victims());
          expect
            .soft(answer.code, `${name} as ${actor}: ${answer.text}`)
            .toBe(expectation.notFound ?? ERROR_CODE.INVITATION_NOT_FOUND);
        }
        await expectVictimsUnchanged(name);
        return;
      }

      if (expectation.family === 'own') {
        for (const actor of ACTORS) {
          const answer = await run(name, variablesFor(), actor);
          expectNoneOf(`${name} as ${actor}`, answer.text, victims());
          const data = JSON.parse(answer.text).data as Record<string, unknown> | null;
          if (actor === 'a visitor')
            expect
              .soft(
                answer.code === ERROR_CODE.UNAUTHENTICATED || Object.values(data ?? {}).every((v) => v === null),
                `${name} as a visitor: ${answer.text}`,
              )
              .toBe(true);
        }
        await expectVictimsUnchanged(name);
        return;
      }

      const { resource } = expectation;
      const targets = resource
        ? victims().map((victim) => ({ victim, ...idsOf(victim, resource) }))
        : [{ victim: cast.submitted, real: undefined, control: undefined }];
      const allowedLater: (() => Promise<void>)[] = [];
      for (const actor of ACTORS) {
        for (const { victim, real, control } of targets) {
          const label = `${name} as ${actor}${real ? ` on ${victim === cast.draft ? "A's draft" : "A2's submitted application"}` : ''}`;
          const staffMay =
            expectation.family === 'staff' &&
            actor === 'a reviewer' &&
            expectation.role === 'reviewer' &&
            victim === cast.submitted;
          if (staffMay) {
            // Allowed: run last, so that what the reviewer changes (review state) does not hide what others changed.
            allowedLater.push(async () => {
              const allowed = await run(name, variablesFor(real), actor, real);
              expect.soft(REFUSALS, `${label} is refused: ${allowed.text}`).not.toContain(allowed.code);
              expectNoneOf(label, allowed.text, expectation.answersChangesOnly ? [cast.draft, cast.submitted] : [cast.draft]);
            });
            continue;
          }
          const [answer, unknown] = await Promise.all([
            run(name, variablesFor(real), actor, real),
            control && run(name, variablesFor(control), actor, control),
          ]);
          expectNoneOf(label, answer.text, victims());
          if (unknown) expectAlike(label, answer, unknown);
          const expected =
            actor === 'a visitor'
              ? expectation.family === 'staff'
                ? ERROR_CODE.NOT_FOUND
                : ERROR_CODE.UNAUTHENTICATED
              : expectation.family === 'staff' && FOUNDERS.includes(actor)
                ? ERROR_CODE.NOT_FOUND
                : expectation.family === 'staff' && expectation.role === 'admin'
                  ? ERROR_CODE.FORBIDDEN
                  : undefined;
          if (expected) expect.soft(answer.code, `${label}: ${answer.text}`).toBe(expected);
          else expect.soft(answer.code, `${label} is not refused: ${answer.text}`).toBeDefined();
        }
      }
      await expectVictimsUnchanged(name);
      if (allowedLater.length === 0) return;
      for (const probe of allowedLater) await probe();
      // What the reviewer may change of A2's (the review) is theirs to change; A's draft must stay as it was.
      const draftBefore = baseline.draft;
      baseline = await bothStates();
      expect.soft(baseline.draft, `${name} by a reviewer changed A's draft`).toEqual(draftBefore);
    });

    it('the list filtered by an own question (issue 50): the console is not there for founders and visitors, whatever the filter', async () => {
      const variables = { filter: { cohort: 'first', answer: 'probe:yes' }, page: 1 };
      for (const actor of ACTORS) {
        const answer = await run('ConsoleApplications', variables, actor);
        expectNoneOf(`the answer filter as ${actor}`, answer.text, victims());
        // The reviewer reaches the filter's check: no such question on the cohort's form.
        expect
          .soft(answer.code, `the answer filter as ${actor}: ${answer.text}`)
          .toBe(actor === 'a reviewer' ? ERROR_CODE.VALIDATION_FAILED : ERROR_CODE.NOT_FOUND);
      }
    });
  });

  describe('routes', () => {
    const send = async (
      method: string,
      path: string,
      actor: Actor,
      options: { headers?: Record<string, string>; ids?: ProbeIds } = {},
    ): Promise<Answer> => {
      const cookie = cookieOf(actor);
      const isTus = path.startsWith(TUS_ENDPOINT);
      const response = await fetch(`${cast.baseUrl}${path}`, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          ...(cookie ? { cookie } : {}),
          ...(isTus ? { 'tus-resumable': '1.0.0' } : {}),
          ...(isTus && method === 'PATCH' ? { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } : {}),
          ...(isTus && method === 'POST'
            ? {
                'upload-length': '100',
                'upload-metadata': `kind ${btoa('video')},filename ${btoa('v.mp4')},filetype ${btoa('video/mp4')}`,
              }
            : {}),
          ...options.headers,
        },
        ...(method === 'PATCH' ? { body: Buffer.alloc(100, 1) } : {}),
      });
      const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
      // Headers that differ between any two answers (time, request ids) are left out.
      const headers = [...response.headers]
        .filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name))
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n');
      return { status: response.status, text: masked(`${headers}\n\n${body}`, options.ids) };
    };
    /** A staff route is hidden from a visitor (404) and from another founder alike; the reviewer's answer never shows A's draft. */
    const reviewerAnswerOfStaffRoute = async (key: string, method: string, url: string): Promise<Answer> => {
      const visitor = await send(method, url, 'a visitor');
      expect.soft(visitor.status, key).toBe(404);
      expectAlike(`${key} as another founder`, await send(method, url, 'another founder'), visitor);
      const reviewer = await send(method, url, 'a reviewer');
      expectNoneOf(`${key} as a reviewer`, reviewer.text, [cast.draft]);
      return reviewer;
    };
    it('the export filtered by an own question (issue 50) is hidden from founders and visitors alike', async () => {
      const reviewer = await reviewerAnswerOfStaffRoute(
        'export by answer',
        'GET',
        '/console/export.csv?cohort=first&answer=probe:yes',
      );
      expect.soft(reviewer.status).toBe(400);
    });

    /** The path with the id in place of its parameter; a wildcard gets one of the web app's files. */
    const filled = (url: string, id?: string) => url.replace(/:\w+/, id ?? '').replace('*', 'assets/app-abc123.js');

    it.each(surface.routes)('%s', async (key) => {
      const expectation = ROUTE_EXPECTATIONS[key];
      if (!expectation) {
        expect.fail(
          `The route ${key} has no access expectation. ${HOW_TO_DECLARE}: add '${key}' to ROUTE_EXPECTATIONS (public, static, signed-in, founder-owned, staff-only, ...).`,
        );
      }
      const [method = '', url = ''] = key.split(' ');
      switch (expectation.family) {
        case 'graphql':
        case 'auth-library':
          // Probed one operation or account route at a time (the other tests here).
          return;
        case 'public':
        case 'static':
          expect.soft((await send(method, filled(url), 'a visitor')).status, key).toBeLessThan(400);
          return;
        case 'signed-in':
          expect.soft((await send(method, filled(url), 'a visitor')).status, key).toBe(401);
          return;
        case 'own-or-public': {
          const visitor = await send(method, filled(url), 'a visitor');
          expect.soft(visitor.status, key).toBeLessThan(400);
          if (method === 'GET') expect.soft(visitor.text, key).toContain('"user":null');
          return;
        }
        case 'signed-link': {
          for (const actor of ACTORS)
            for (const token of ['', '?token=', '?token=forged.signature'])
              expect.soft((await send(method, `${filled(url)}${token}`, actor)).status, `${key}${token} as ${actor}`).toBe(400);
          await expectVictimsUnchanged(key);
          return;
        }
        case 'service-webhook': {
          for (const actor of ACTORS) {
            const status = (await send(method, filled(url), actor)).status;
            expect.soft(status >= 400 && status < 500, `${key} as ${actor}: ${status}`).toBe(true);
          }
          await expectVictimsUnchanged(key);
          return;
        }
        case 'preflight': {
          const { real, control } = idsOf(cast.draft, 'upload');
          for (const actor of ACTORS)
            expectAlike(
              `${key} as ${actor}`,
              await send(method, filled(url, real.id), actor, { ids: real }),
              await send(method, filled(url, control.id), actor, { ids: control }),
            );
          return;
        }
        case 'staff-only': {
          const reviewer = await reviewerAnswerOfStaffRoute(key, method, url);
          expect.soft(reviewer.status, `${key} as a reviewer`).toBe(200);
          if (method === 'GET')
            expect.soft(reviewer.text, 'the reviewer sees the submitted application').toContain(cast.submitted.markers[2]);
          await expectVictimsUnchanged(key);
          return;
        }
        case 'staff-route': {
          const reviewer = await reviewerAnswerOfStaffRoute(key, method, url);
          if (expectation.role === 'admin') expect.soft(reviewer.status, `${key} as a reviewer`).toBe(403);
          else
            expect.soft(reviewer.status !== 404 && reviewer.status < 500, `${key} as a reviewer: ${reviewer.status}`).toBe(true);
          await expectVictimsUnchanged(key);
          return;
        }
        case 'founder-owned': {
          const ranges = expectation.ranged ? [undefined, 'bytes=0-99'] : [undefined];
          for (const resource of expectation.resources) {
            for (const victim of victims().filter((v) => v.ids[resource])) {
              const { real, control } = idsOf(victim, resource);
              for (const actor of ACTORS) {
                for (const range of ranges) {
                  const label = `${key} on ${victim === cast.draft ? 'A' : 'A2'}'s ${resource}${range ? ` (${range})` : ''} as ${actor}`;
                  const headers: Record<string, string> = range ? { range } : {};
                  const [answer, unknown] = await Promise.all([
                    send(method, filled(url, real.id), actor, { headers, ids: real }),
                    send(method, filled(url, control.id), actor, { headers, ids: control }),
                  ]);
                  if (expectation.staffReads && actor === 'a reviewer' && victim === cast.submitted) {
                    expect.soft([200, 206], `${label}: ${answer.status}`).toContain(answer.status);
                    continue;
                  }
                  expectNoneOf(label, answer.text, victims());
                  expect.soft(answer.status, label).toBe(actor === 'a visitor' ? 401 : 404);
                  expectAlike(label, answer, unknown);
                }
              }
            }
          }
          await expectVictimsUnchanged(key);
          return;
        }
      }
    });
  });

  describe('account routes that take an id', () => {
    it.each(surface.authEndpoints.map((e) => [`${e.method} /api/auth${e.path} (${e.idFields.join(', ')})`, e] as const))(
      '%s',
      async (_label, endpoint) => {
        const expectation = AUTH_ENDPOINT_EXPECTATIONS[endpoint.path];
        if (!expectation) {
          expect.fail(
            `The account route ${endpoint.path} takes ${endpoint.idFields.join(', ')} and has no access expectation. ${HOW_TO_DECLARE}: add '${endpoint.path}' to AUTH_ENDPOINT_EXPECTATIONS as founder-owned (with the input that names A's resource), secret or caller-only.`,
          );
        }
        if (expectation.family !== 'founder-owned') return;
        const send = async (actor: Actor, ids: ProbeIds): Promise<Answer> => {
          const input = expectation.input(ids);
          const cookie = cookieOf(actor);
          const response =
            endpoint.method === 'GET'
              ? await t.app.inject({
                  method: 'GET',
                  url: `/api/auth${endpoint.path}?${new URLSearchParams(input as Record<string, string>)}`,
                  headers: cookie ? { cookie } : {},
                })
              : await t.app.inject({
                  method: 'POST',
                  url: `/api/auth${endpoint.path}`,
                  headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
                  payload: input,
                });
          expect.soft(response.statusCode, `${endpoint.path} as ${actor}`).toBeLessThan(500);
          return { status: response.statusCode, text: masked(response.body, ids) };
        };
        const { real, control } = idsOf(cast.draft, expectation.resource);
        for (const actor of ACTORS) {
          const label = `${endpoint.path} on A's ${expectation.resource} as ${actor}`;
          const [answer, unknown] = await Promise.all([send(actor, real), send(actor, control)]);
          expectNoneOf(label, answer.text, victims());
          if (actor === 'a visitor') expect.soft(answer.status, label).toBe(401);
          expectAlike(label, answer, unknown);
        }
        await expectVictimsUnchanged(endpoint.path);
      },
    );
  });
});
