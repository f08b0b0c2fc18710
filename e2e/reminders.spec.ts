import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { istInputValue } from '../packages/shared/src/format/ist-time.ts';
import { STOP_PAGE } from '../packages/shared/src/messages/message-texts.ts';
import { missingStepsSentence, REMINDER_EMAILS } from '../packages/shared/src/reminders/reminder-emails.ts';
import { testOnOwnPortal, newPage } from './deployment-kit.ts';
import {
  graphqlOk,
  openConsoleAsNewAdmin,
  outboxMessageWhere,
  saveRequiredSteps,
  signUpViaApi,
  uploadPitchVideo,
  type Founder,
} from './fixtures.ts';

/**
 * A reminder before the close, end to end (docs/reminders.md): an admin creates a cohort on the console (the form
 * offers the default reminder times) and later moves its close to under 3 hours away, so the 3 h reminder is due; the
 * Hindi founder whose draft misses the video gets one email in Hindi naming the video step, with a link that opens
 * it; the founder who submitted gets none. Once the first founder has followed the link and submitted, the console's
 * application page shows the reminder as sent to them. A portal of its own (deployment-kit.ts): a due reminder
 * would reach every other spec's drafts; its reminder round runs every 2 s instead of every minute so the test does not
 * wait for the round.
 */
const test = testOnOwnPortal({ REMINDER_ROUND_SECONDS: '2' });

const HOUR = 60 * 60 * 1000;
/** Six digits in its name: the reminder must still go (no sign-in code in it, packages/shared/src/messages/channels.ts). */
const COHORT = 'Batch 202612';
/** What a Hindi founder reads as the cohort's name. */
const COHORT_HI = 'बैच 202612';
const PITCH_VIDEO = path.join(import.meta.dirname, 'fixtures', 'pitch.mp4');

/** A new founder who starts an application in the cohort and saves every typed step (the video not yet). */
const founderWithDraft = async (
  page: Page,
  cohortId: string,
  language: 'en' | 'hi',
): Promise<{ founder: Founder; id: string }> => {
  await page.goto('/');
  const founder = await signUpViaApi(page);
  await graphqlOk(page, 'SetLanguage', { language });
  const started = await graphqlOk<{ id: string }>(page, 'StartApplication', { cohortId });
  const id = await saveRequiredSteps(page, `Gaon Dairy ${Date.now().toString(36)}`, { name: founder.name, email: founder.email });
  expect(id).toBe(started.id);
  return { founder, id };
};

/** Every outbox file (emails and, here unused, SMS and WhatsApp) that went to `to` and passes `check`. */
const outboxTo = (dataDir: string, to: string, check: (text: string) => boolean): string[] => {
  const dir = `${dataDir}/outbox`;
  return readdirSync(dir)
    .map((file) => readFileSync(`${dir}/${file}`, 'utf8'))
    .filter((text) => text.includes(`To: ${to}\n`) && check(text));
};

test('a founder whose draft misses the video gets the 3 h reminder in Hindi with a link to the video step; one who submitted gets none; the console shows it sent', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, base, deployment.dataDir);

  // The cohort, created on the console, closing in 30 days: no reminder due yet. The form offers the defaults.
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cohorts' }).click();
  await admin.getByRole('button', { name: 'New cohort' }).click();
  const form = admin.getByRole('form', { name: 'New cohort' });
  await expect(form.getByLabel('Reminders before closing')).toHaveValue('7d, 2d, 1d, 3h');
  await form.getByLabel('Name (English)').fill(COHORT);
  await form.getByLabel('Name (Hindi)').fill(COHORT_HI);
  await form.getByLabel('Opens (IST)').fill(istInputValue(new Date(Date.now() - HOUR)));
  await form.getByLabel('Closes (IST)').fill(istInputValue(new Date(Date.now() + 30 * 24 * HOUR)));
  await form.getByRole('button', { name: 'Create cohort' }).click();
  await expect(admin.getByTestId(`cohort-${COHORT}`).getByText('Open', { exact: true })).toBeVisible();
  const cohort = (await graphqlOk<{ id: string; nameEn: string }[]>(admin, 'ConsoleCohorts')).find((c) => c.nameEn === COHORT)!;

  // Asha writes in Hindi and has not uploaded her video; Ravi has submitted.
  const asha = await newPage(browser, base);
  const draft = await founderWithDraft(asha, cohort.id, 'hi');
  const ravi = await newPage(browser, base);
  const submitted = await founderWithDraft(ravi, cohort.id, 'en');
  await uploadPitchVideo(ravi);
  expect((await graphqlOk<{ status: string }>(ravi, 'SubmitApplication', { applicationId: submitted.id })).status).toBe(
    'submitted',
  );

  // The close moves to under 3 hours away: every reminder time has come, and only the latest, 3 h, is sent.
  await admin.getByRole('button', { name: `Edit ${COHORT}` }).click();
  const edit = admin.getByRole('form', { name: `Edit ${COHORT}` });
  await edit.getByLabel('Closes (IST)').fill(istInputValue(new Date(Date.now() + 2 * HOUR + 50 * 60_000)));
  await edit.getByRole('button', { name: 'Save cohort' }).click();
  await expect(edit).toHaveCount(0);
  const { closesAt } = (await graphqlOk<{ id: string; closesAt: string }[]>(admin, 'ConsoleCohorts')).find(
    (c) => c.id === cohort.id,
  )!;

  // Found by the next reminder round (every 2 s here) and delivered by the job queue.
  const expected = REMINDER_EMAILS.hi({
    productName: 'unused',
    cohortName: COHORT_HI,
    closesAt,
    missing: ['video'],
    stepLink: `${base}/application/video`,
    stopLink: 'unused',
  });
  const mail = await outboxMessageWhere(
    (text) => text.includes(`To: ${draft.founder.email}\n`) && text.includes('/api/messages/stop'),
    deployment.dataDir,
  );
  expect(mail).toContain(expected.subject);
  expect(mail).toContain(`${missingStepsSentence(['video'], 'hi')}।`);
  expect(mail).toContain(`${base}/application/video`);
  expect(mail).not.toMatch(/sign-in|magic-link|\/api\/auth\//);
  // The first link is the List-Unsubscribe header's, between < and >: the token alone.
  const stop = /https?:\/\/[^\s<>]+\/api\/messages\/stop\?token=[\w.-]+/.exec(mail)?.[0];
  expect(stop).toBeTruthy();

  // Ravi's application has no reminder, and none reached him (Asha's is a draft, so it has no console page yet).
  const ravisReminders = await graphqlOk<unknown[]>(admin, 'ApplicationReminders', { applicationId: submitted.id });
  expect(ravisReminders).toEqual([]);
  expect(outboxTo(deployment.dataDir, submitted.founder.email, (text) => text.includes('/api/messages/stop'))).toEqual([]);

  // The link opens the video step of her application; she uploads the video and submits.
  const link = new RegExp(`${base}/application/video(?=\\s)`).exec(mail)![0];
  await asha.goto(link);
  await expect(asha).toHaveURL(/\/application\/video$/);
  await asha.locator('#upload-input-video').setInputFiles(PITCH_VIDEO);
  // Submitted once the upload has reached the server (the submit is refused until then).
  await expect(async () => {
    expect((await graphqlOk<{ status: string }>(asha, 'SubmitApplication', { applicationId: draft.id })).status).toBe(
      'submitted',
    );
  }).toPass({ timeout: 60_000 });

  // The console's application page shows the reminder as sent to her, by email.
  await admin.goto(`/console/applications/${draft.id}`);
  const reminders = admin.getByTestId('application-reminders');
  await expect(reminders.getByRole('heading', { name: 'Reminders before the deadline' })).toBeVisible({ timeout: 30_000 });
  const reminder = reminders.getByTestId('application-reminder');
  await expect(reminder).toHaveCount(1);
  await expect(reminder).toContainText(`3h before the close · ${draft.founder.name}`);
  await expect(reminder.getByTestId('delivery-email')).toHaveText('Email: sent');

  // Rounds kept running every 2 s while she was still a draft: exactly one reminder reached her, still none Ravi.
  expect(outboxTo(deployment.dataDir, draft.founder.email, (text) => text.includes(expected.subject))).toHaveLength(1);
  expect(outboxTo(deployment.dataDir, submitted.founder.email, (text) => text.includes('/api/messages/stop'))).toEqual([]);
  // The stop link the reminder carries opens the page in her language (the e2e of stopping is team-messages.spec.ts).
  await asha.goto(stop!);
  await expect(asha.getByRole('button', { name: STOP_PAGE.hi.button })).toBeVisible();
});
