import { describe, expect, it } from 'vitest';
import {
  ACCESS_LOG_PAGE_SIZE,
  PRIVACY_PATHS,
  STAFF_ACCESS_ACTIONS,
  STAFF_FILE_READ_LOG_WINDOW_MS,
  type StaffAccessLogPage,
} from '@portal/shared/privacy/privacy';
import { get } from '../support/auth-kit.ts';
import { runOperation } from '../support/graphql-client.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { createListeningTestApp, setApplicationStatus } from '../support/fixtures/founders.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { founderWithFile } from '../support/fixtures/data-rights-kit.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';
import { recordStaffAccess } from '../../src/modules/privacy/staff-access-log.ts';

const DAY = 86_400_000;

/** Every Range form a client may send; each still hands the reader most or all of the file. */
const RANGE_FORMS = [undefined, 'bytes=-100000000', 'Bytes=0-', 'bytes= 0-', 'bytes=0-10,20-30', 'items=0-', 'bytes=1-'] as const;

/** Staff reads of founders' files, and the admins' view of the access log, over HTTP on each dialect. */
describe.each(TEST_DIALECTS)('the staff access log on %s', (dialect) => {
  const t = appPerSuite(() => createListeningTestApp(dialect, CONSOLE_ENV));
  const log = () => privacyDb(t.app.database.db);

  const fileRowsOf = async (staffId: string, fileId: string) =>
    (
      await log()
        .selectFrom('staff_access_log')
        .select(['detail', 'application_id'])
        .where('staff_id', '=', staffId)
        .where('action', '=', STAFF_ACCESS_ACTIONS.file)
        .execute()
    ).filter((row) => row.detail?.endsWith(fileId));
  /** As if the staff member's rows were written before the window began (the next read is a new view). */
  const windowPasses = (staffId: string) =>
    log()
      .updateTable('staff_access_log')
      .set({ at: new Date(Date.now() - STAFF_FILE_READ_LOG_WINDOW_MS - 1000).toISOString() })
      .where('staff_id', '=', staffId)
      .execute();
  const download = async (url: string, cookie: string, range?: string) => {
    const response = await fetch(new URL(url, t.baseUrl), { headers: { cookie, ...(range === undefined ? {} : { range }) } });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('writes a row for every staff read of a founder file, whatever the Range header says', async () => {
    const founder = await founderWithFile(t, 'range-forms');
    await setApplicationStatus(t.app, founder.applicationId, 'submitted');
    for (const role of ['admin', 'reviewer'] as const) {
      const staff = await accountWithRole(t.app, role);
      for (const [index, range] of RANGE_FORMS.entries()) {
        await windowPasses(staff.userId);
        const answer = await download(founder.fileUrl, staff.cookie, range);
        expect([200, 206], `${role} ${range}`).toContain(answer.status);
        expect(answer.body.length, `${role} ${range}`).toBeGreaterThan(founder.data.length / 2);
        expect(await fileRowsOf(staff.userId, founder.fileId), `${role} ${range}`).toHaveLength(index + 1);
      }
      // Within the window, a video player's further chunks are the same view; a refused range sends nothing.
      await download(founder.fileUrl, staff.cookie, 'bytes=10-20');
      expect((await download(founder.fileUrl, staff.cookie, 'bytes=999999-')).status).toBe(416);
      expect(await fileRowsOf(staff.userId, founder.fileId)).toHaveLength(RANGE_FORMS.length);
      // A presigned link reads the whole file without a session: handing it out is a read, whatever the Range.
      const link = await get(t, `${founder.fileUrl}/presignedurl`, staff.cookie, { range: 'bytes=5-' });
      expect(link.statusCode).toBe(200);
      const rows = await fileRowsOf(staff.userId, founder.fileId);
      expect(rows).toHaveLength(RANGE_FORMS.length + 1);
      expect(rows.every((row) => row.application_id === founder.applicationId)).toBe(true);
    }
    // The founder's own downloads are not staff access.
    await download(founder.fileUrl, founder.cookie, 'bytes=-100000000');
    expect(await fileRowsOf(founder.userId, founder.fileId)).toHaveLength(0);
  }, 60_000);

  it('pages and filters the log so that an earlier view stays in reach after 210 more', async () => {
    const watched = await founderWithFile(t, 'earlier-view');
    const other = await founderWithFile(t, 'flooded');
    await setApplicationStatus(t.app, watched.applicationId, 'submitted');
    await setApplicationStatus(t.app, other.applicationId, 'submitted');
    const admin = await accountWithRole(t.app, 'admin');
    const earlier = await accountWithRole(t.app, 'reviewer');
    const flooder = await accountWithRole(t.app, 'reviewer');

    expect(
      (await runOperation(t.app, 'ConsoleApplication', { id: watched.applicationId }, earlier.cookie)).errors,
    ).toBeUndefined();
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    await log()
      .updateTable('staff_access_log')
      .set({ at: threeDaysAgo.toISOString() })
      .where('staff_id', '=', earlier.userId)
      .execute();
    // The flood: one real view over GraphQL, then 209 more rows like it (210 requests take too long on a loaded machine).
    expect((await runOperation(t.app, 'ConsoleApplication', { id: other.applicationId }, flooder.cookie)).errors).toBeUndefined();
    const flooderStaff = { id: flooder.userId, email: flooder.email };
    for (let i = 1; i < 210; i += 1)
      await recordStaffAccess(t.app.database.db, flooderStaff, STAFF_ACCESS_ACTIONS.view, { applicationId: other.applicationId });

    const page = async (query: Record<string, string>) => {
      const answer = await get(t, `${PRIVACY_PATHS.consoleAccessLog}?${new URLSearchParams(query).toString()}`, admin.cookie);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      return answer.json() as StaffAccessLogPage;
    };
    const isEarlierView = (entry: { staffEmail: string; applicationId: string | null }) =>
      entry.staffEmail === earlier.email && entry.applicationId === watched.applicationId;

    // The newest page is the flood; older pages follow the cursor, newest first, without gaps or repeats.
    const first = await page({});
    expect(first.entries).toHaveLength(ACCESS_LOG_PAGE_SIZE);
    expect(first.entries.some(isEarlierView)).toBe(false);
    const seen = [...first.entries];
    for (let next = first.next; next !== null && !seen.some(isEarlierView);) {
      const older = await page({ before: next });
      seen.push(...older.entries);
      next = older.next;
    }
    expect(seen.some(isEarlierView)).toBe(true);
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    expect(seen.map((e) => e.at)).toEqual(
      seen
        .map((e) => e.at)
        .sort()
        .reverse(),
    );

    // Filters: by staff member, by application, by day.
    expect((await page({ staff: earlier.email })).entries.filter(isEarlierView)).toHaveLength(1);
    expect((await page({ staff: earlier.email.toUpperCase() })).entries.filter(isEarlierView)).toHaveLength(1);
    const forWatched = await page({ application: watched.applicationId });
    expect(forWatched.entries.map((e) => e.staffEmail)).toEqual([earlier.email]);
    const day = threeDaysAgo.toISOString().slice(0, 10);
    const thatDay = await page({ from: day, to: day, staff: earlier.email });
    expect(thatDay.entries.filter(isEarlierView)).toHaveLength(1);
    expect((await page({ from: day, to: day })).entries.every((e) => e.at.startsWith(day))).toBe(true);
    const dayAfter = new Date(threeDaysAgo.getTime() + DAY).toISOString().slice(0, 10);
    const dayBefore = new Date(threeDaysAgo.getTime() - DAY).toISOString().slice(0, 10);
    expect((await page({ from: dayAfter, application: watched.applicationId })).entries).toHaveLength(0);
    expect((await page({ to: dayBefore, application: watched.applicationId })).entries).toHaveLength(0);

    // The flooder's own rows, page by page: all 210, once each.
    const flood: string[] = [];
    for (let next: string | null = ''; next !== null;) {
      const result: StaffAccessLogPage = await page({ staff: flooder.email, ...(next ? { before: next } : {}) });
      flood.push(...result.entries.map((e) => e.id));
      next = result.next;
    }
    expect(new Set(flood).size).toBe(210);

    // Only admins read it; a malformed filter is refused.
    expect((await get(t, PRIVACY_PATHS.consoleAccessLog, flooder.cookie)).statusCode).toBe(403);
    expect((await get(t, `${PRIVACY_PATHS.consoleAccessLog}?from=yesterday`, admin.cookie)).statusCode).toBe(400);
    expect((await get(t, `${PRIVACY_PATHS.consoleAccessLog}?before=not-a-cursor`, admin.cookie)).statusCode).toBe(400);
  }, 60_000);
});
