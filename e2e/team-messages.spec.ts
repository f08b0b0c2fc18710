import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { DRAFT_HISTORY_TEXTS } from '../packages/shared/src/messages/console-message-texts.ts';
import { STOP_PAGE, TEAM_SMS } from '../packages/shared/src/messages/message-texts.ts';
import { sampleStopLink, smsLength } from '../packages/shared/src/messages/sms-length.ts';
import { testOnOwnPortal, newPage } from './deployment-kit.ts';
import {
  graphqlOk,
  openConsoleAsNewAdmin,
  outboxMessageWhere,
  saveRequiredSteps,
  screenshot,
  signUpViaApi,
  submittedFounder,
} from './fixtures.ts';

/**
 * Team messages end to end (docs/reminders.md, "Team messages"): an admin writes to the founders missing a video, in
 * English and Hindi; a Hindi founder gets the Hindi text by email with a link to the video step; the console shows it
 * as sent; the founder stops the team's emails with the message's stop link (its button) and the next message does
 * not reach them; the draft's history on the console shows the message as sent; a submitted application's console page shows its team message with whose delivery it is. A portal of its own (deployment-kit.ts): a message to every founder missing a video would reach
 * other specs' founders.
 */
const test = testOnOwnPortal();

/**
 * Opens Messages and writes a message to the editor's default group (founders missing the video, checked here): the
 * English and Hindi texts, and a text in one other language (its name as the form labels it), then asks for the preview.
 */
const compose = async (
  admin: Page,
  texts: { en: { subject: string; body: string }; hi: { subject: string; body: string } },
  other?: { label: string; subject: string; body: string },
) => {
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Messages' }).click();
  await expect(admin.getByRole('heading', { name: 'Write a message' })).toBeVisible();
  await expect(admin.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Founders missing a step');
  await expect(admin.getByRole('combobox', { name: 'Missing step', exact: true })).toHaveValue('Video Pitch');
  await admin.getByLabel('Subject (English)').fill(texts.en.subject);
  await admin.getByLabel('Message (English)').fill(texts.en.body);
  await admin.getByLabel('Subject (Hindi)').fill(texts.hi.subject);
  await admin.getByLabel('Message (Hindi)').fill(texts.hi.body);
  if (other) {
    await admin.getByText('Other languages (optional)').click();
    await admin.getByLabel(`Subject in ${other.label}`).fill(other.subject);
    await admin.getByLabel(`Message in ${other.label}`).fill(other.body);
  }
  await admin.getByRole('button', { name: 'Preview' }).click();
};

const FIRST = {
  en: { subject: 'Your video pitch is missing', body: 'Please upload your two-minute video pitch.' },
  hi: { subject: 'आपका वीडियो पिच बाकी है', body: 'कृपया अपना दो मिनट का वीडियो पिच अपलोड करें।' },
};
const TAMIL = { subject: 'உங்கள் வீடியோ பிட்ச் இல்லை', body: 'உங்கள் இரண்டு நிமிட வீடியோ பிட்சைப் பதிவேற்றவும்.' };
const SECOND = {
  en: { subject: 'Last call for your video', body: 'The cohort closes soon: upload your video.' },
  hi: { subject: 'वीडियो के लिए आख़िरी याद', body: 'कोहोर्ट जल्द बंद होगा: अपना वीडियो अपलोड करें।' },
};

test('an admin sends a Hindi message to the founders missing a video; the founder gets it, stops them, and the next one does not reach them', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const founderPage = await newPage(browser, base);
  await founderPage.goto('/');
  const founder = await signUpViaApi(founderPage);
  await graphqlOk(founderPage, 'SetLanguage', { language: 'hi' });
  // Every typed step saved, the video not yet.
  const company = `Gaon Dairy ${Date.now().toString(36)}`;
  await saveRequiredSteps(founderPage, company, { name: founder.name, email: founder.email });

  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, base, deployment.dataDir);

  const write = async (texts: typeof FIRST) => {
    await compose(admin, texts);
    await expect(admin.getByTestId('team-message-preview').getByTestId('preview-hi')).toContainText(texts.hi.body);
    return admin.getByTestId('team-message-counts');
  };

  const counts = await write(FIRST);
  await expect(counts.getByRole('row', { name: 'Founders in the group' })).toContainText('1');
  await expect(counts.getByRole('row', { name: 'By email' })).toContainText('1');
  await expect(counts.getByRole('row', { name: 'English text / Hindi text' })).toContainText('0 / 1');
  await admin.getByRole('button', { name: /^Confirm and send to 1$/ }).click();
  await expect(admin.getByRole('heading', { name: FIRST.en.subject })).toBeVisible();
  // The console refreshes the states: the email goes at once (only SMS and WhatsApp wait for the morning).
  await expect(admin.getByTestId('delivery-email')).toHaveText('Email: sent', { timeout: 30_000 });
  // The founder's application is a draft: its history (admins, from In progress) shows the message and its state.
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'In progress' }).click();
  await admin.getByRole('link', { name: `${DRAFT_HISTORY_TEXTS.link}: ${company}` }).click();
  await expect(admin.getByRole('heading', { name: `${DRAFT_HISTORY_TEXTS.title}: ${company}` })).toBeVisible();
  const history = admin.getByTestId('application-team-messages');
  await expect(history.getByText(FIRST.en.subject)).toBeVisible();
  await expect(history.getByTestId('delivery-email')).toHaveText(`${founder.name} · Email: sent`);
  await screenshot(admin, 'draft-history');

  const mail = await outboxMessageWhere(
    (text) => text.includes(`To: ${founder.email}`) && text.includes(FIRST.hi.body),
    deployment.dataDir,
  );
  expect(mail).toContain(FIRST.hi.subject);
  expect(mail).toContain(`${base}/application/video`);
  // The first link is the List-Unsubscribe header's, between < and >: the token alone.
  const stop = /https?:\/\/[^\s<>]+\/api\/messages\/stop\?token=[\w.-]+/.exec(mail)?.[0];
  expect(stop).toBeTruthy();

  // Opening the link stops nothing; its button does.
  await founderPage.goto(stop!);
  await founderPage.getByRole('button', { name: STOP_PAGE.hi.button }).click();
  await expect(founderPage.getByText(STOP_PAGE.hi.stoppedTitle)).toBeVisible();

  const next = await write(SECOND);
  await expect(next.getByRole('row', { name: 'Stopped team messages' })).toContainText('1');
  await expect(next.getByRole('row', { name: 'By email' })).toContainText('0');
  await admin.getByRole('button', { name: /^Confirm and send to 1$/ }).click();
  await expect(admin.getByRole('heading', { name: SECOND.en.subject })).toBeVisible();
  await expect(admin.getByTestId('delivery-email')).toHaveText('Email: stopped by the founder', { timeout: 30_000 });
  await expect
    .poll(async () => {
      const { readdirSync, readFileSync } = await import('node:fs');
      const dir = `${deployment.dataDir}/outbox`;
      return readdirSync(dir).filter((file) => readFileSync(`${dir}/${file}`, 'utf8').includes(SECOND.hi.body)).length;
    })
    .toBe(0);
});

test("a submitted application's console page shows each team message with whose delivery it is and its state", async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const founderPage = await newPage(browser, base);
  await founderPage.goto('/');
  const applicationId = await submittedFounder(founderPage, `Haat Foods ${Date.now().toString(36)}`);
  const { name } = await graphqlOk<{ name: string }>(founderPage, 'Viewer');
  const [cohort] = await graphqlOk<{ id: string }[]>(founderPage, 'OpenCohorts');

  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, base, deployment.dataDir);
  await graphqlOk(admin, 'SendTeamMessage', {
    input: { id: randomUUID(), cohortId: cohort!.id, segment: { by: 'picked', applicationIds: [applicationId] }, texts: FIRST },
  });

  await admin.goto(`/console/applications/${applicationId}`);
  const history = admin.getByTestId('application-team-messages');
  await expect(history.getByText(FIRST.en.subject)).toBeVisible({ timeout: 30_000 });
  // Sent by the queue meanwhile; the page is opened again until the state shows (a loaded machine takes seconds to
  // render it after each reload).
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByTestId('application-team-messages').getByTestId('delivery-email')).toHaveText(
      `${name} · Email: sent`,
      { timeout: 10_000 },
    );
  }).toPass({ timeout: 60_000 });
});

test('an admin adds a Tamil text under Other languages: the preview shows it, the Tamil founder gets it by email', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const founderPage = await newPage(browser, base);
  await founderPage.goto('/');
  const founder = await signUpViaApi(founderPage);
  await graphqlOk(founderPage, 'SetLanguage', { language: 'ta' });
  await saveRequiredSteps(founderPage, `Kovai Looms ${Date.now().toString(36)}`, { name: founder.name, email: founder.email });

  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, base, deployment.dataDir);
  await compose(admin, FIRST, { label: 'தமிழ்', ...TAMIL });

  const preview = admin.getByTestId('team-message-preview');
  await expect(preview.getByTestId('preview-ta')).toContainText(TAMIL.body);
  // The Tamil SMS's parts, counted by the shared rule with links as long as the real ones.
  const tamilSms = smsLength(
    TEAM_SMS.ta({
      productName: 'WHY Club',
      text: TAMIL.body,
      link: `${base}/application/business`,
      stopLink: sampleStopLink(base, 'ta'),
    }),
  );
  await expect(preview.getByTestId('sms-parts-ta')).toContainText(`${tamilSms.parts} SMS parts`);
  await expect(
    admin.getByTestId('team-message-counts').getByRole('row', { name: 'A text in their own other language' }),
  ).toContainText('1');
  // Another language without its text: the preview says which text it falls back to.
  await admin.getByRole('combobox', { name: 'Also see it as a founder using' }).click();
  await admin.getByRole('option', { name: 'తెలుగు' }).click();
  await expect(preview.getByTestId('preview-te')).toContainText('gets the English text');
  await expect(preview.getByTestId('preview-te')).toContainText(FIRST.en.body);

  await admin.getByRole('button', { name: /^Confirm and send to 1$/ }).click();
  const mail = await outboxMessageWhere(
    (text) => text.includes(`To: ${founder.email}`) && text.includes(TAMIL.body),
    deployment.dataDir,
  );
  expect(mail).toContain(`Subject: ${TAMIL.subject}`);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
});
