import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { chromium } from '@playwright/test';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { eligibilityTexts } from '@portal/shared/eligibility/eligibility-messages';
import { signUpFounderWithConsent, signUpOverHttp, startServer, type ServerProcess } from './harness/server.ts';

/*
 * "Answerable in about 2 minutes on a phone" (issue 50, the eligibility check), as far as a machine can measure it: a
 * founder signed in on a 360 px Chromium page, on the slow link of bench/web.ts (300 ms round trip, 700 kbps each way,
 * applied by Chromium's network emulation to every request), opens the check of a cohort with 8 questions (5 yes/no,
 * 3 one-choice) and answers them, one tap per answer, then taps "Check my answers". It prints the time to the first
 * question, the taps, the bytes loaded (as sent over the emulated link, headers included) and the time to the result.
 * These are the machine's times: a person's reading and thinking time is not measured. The estimate printed beside
 * them is arithmetic on stated assumptions, not a measurement.
 * Usage: node bench/eligibility-time.ts (after npm run build); ELIGIBILITY_LANG=hi for a founder reading Hindi. ELIGIBILITY_CPU=4 slows the page's CPU 4x (Chromium's
 * CPU throttling; bench/web.ts's slow preset is about 10x the reference host, calibrated there; default 1: this host).
 */
const RTT_MS = 300;
const KBPS = 700;
const CPU = Number(process.env.ELIGIBILITY_CPU ?? 1);
/** The founder's language: en (default) or hi (the team's Hindi texts; the Devanagari font is then loaded too). */
const LANGUAGE = process.env.ELIGIBILITY_LANG === 'hi' ? 'hi' : 'en';
const label = (text: CheckOption) => (LANGUAGE === 'hi' ? text.labelHi : text.labelEn);
/** Assumptions of the estimate (not measured): a slow reader's pace, and a person's time to find and tap an answer. */
const READING_WORDS_PER_MINUTE = 150;
const SECONDS_PER_TAP = 2;

interface CheckOption {
  id: string;
  labelEn: string;
  labelHi: string;
}
/** An eligibility question as the console saves it (packages/shared/src/eligibility/eligibility-schema.ts). */
interface CheckQuestion extends CheckOption {
  kind: 'yes_no' | 'one_choice';
  mustBe?: boolean;
  options?: CheckOption[];
  oneOf?: string[];
}

const yesNo = (id: string, labelEn: string, labelHi: string): CheckQuestion => ({
  kind: 'yes_no',
  id,
  labelEn,
  labelHi,
  mustBe: true,
});
const choice = (id: string, labelEn: string, labelHi: string, options: [string, string][]): CheckQuestion => ({
  kind: 'one_choice',
  id,
  labelEn,
  labelHi,
  options: options.map(([en, hi], i) => ({ id: `o${i}`, labelEn: en, labelHi: hi })),
  oneOf: options.map((_, i) => `o${i}`).slice(0, -1),
});
const QUESTIONS: CheckQuestion[] = [
  yesNo('registered', 'Is your startup registered in India?', 'क्या आपका स्टार्टअप भारत में पंजीकृत है?'),
  yesNo('founder_age', 'Is at least one founder 18 or older?', 'क्या कम से कम एक संस्थापक 18 वर्ष या उससे अधिक का है?'),
  yesNo('full_time', 'Does a founder work on the startup full time?', 'क्या कोई संस्थापक पूरे समय स्टार्टअप पर काम करता है?'),
  yesNo('product', 'Do you have a product or a prototype?', 'क्या आपके पास कोई उत्पाद या प्रोटोटाइप है?'),
  yesNo('bank', 'Does the startup have its own bank account?', 'क्या स्टार्टअप का अपना बैंक खाता है?'),
  choice('age', 'How old is the startup?', 'स्टार्टअप कितना पुराना है?', [
    ['Under 3 years', '3 साल से कम'],
    ['3 to 7 years', '3 से 7 साल'],
    ['Over 7 years', '7 साल से अधिक'],
  ]),
  choice('revenue', 'What was last year’s revenue?', 'पिछले साल की आय कितनी थी?', [
    ['Under ₹25 lakh', '₹25 लाख से कम'],
    ['₹25 lakh to ₹1 crore', '₹25 लाख से ₹1 करोड़'],
    ['Over ₹1 crore', '₹1 करोड़ से अधिक'],
  ]),
  choice('sector', 'Which sector is the startup in?', 'स्टार्टअप किस क्षेत्र में है?', [
    ['Agriculture', 'कृषि'],
    ['Health', 'स्वास्थ्य'],
    ['Other', 'अन्य'],
  ]),
];

const call = async <T>(server: ServerProcess, cookie: string, name: OperationName, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: JSON.stringify({ operationName: name, query: OPERATIONS[name], variables }),
  });
  const json = (await response.json()) as { data?: Record<string, T>; errors?: unknown[] };
  if (json.errors) throw new Error(`${name}: ${JSON.stringify(json.errors)}`);
  return Object.values(json.data!)[0]!;
};

const server = await startServer({ SERVE_WEB: 'true' });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const adminEmail = `bench-admin-${Date.now()}@example.com`;
  const admin = await signUpOverHttp(server, adminEmail, 'bench-password-1!');
  const sqlite = new SqliteDatabase(path.join(server.dataDir, 'portal.db'));
  sqlite.prepare(`update "user" set role = 'admin' where email = ?`).run(adminEmail);
  sqlite.close();
  const cohorts = await call<{ id: string; state: string }[]>(server, admin, 'ConsoleCohorts');
  const cohortId = cohorts.find((c) => c.state === 'open')!.id;
  await call(server, admin, 'SaveCohortEligibility', { cohortId, questions: JSON.stringify(QUESTIONS) });
  const founder = await signUpFounderWithConsent(server, `eligibility-${Date.now()}@example.com`, 'bench-password-1!');

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await context.addCookies(
    founder.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), url: server.url })),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: (KBPS * 1024) / 8,
    uploadThroughput: (KBPS * 1024) / 8,
  });
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });

  const say = eligibilityTexts(LANGUAGE);
  await page.addInitScript((code) => localStorage.setItem('portal-language', code), LANGUAGE);
  const start = performance.now();
  await page.goto(`${server.url}/eligibility/${cohortId}`);
  await page.getByTestId(`eligibility-question-${QUESTIONS[0]!.id}`).waitFor({ state: 'visible', timeout: 120_000 });
  const firstQuestion = performance.now() - start;
  const bytesToFirst = bytes;
  let taps = 0;
  for (const q of QUESTIONS) {
    const card = page.getByTestId(`eligibility-question-${q.id}`);
    const answer = q.kind === 'yes_no' ? say.YES : label(q.options![0]!);
    await card.getByRole('radio', { name: answer, exact: true }).tap();
    taps += 1;
  }
  const answered = performance.now() - start;
  const submitAt = performance.now();
  await page.getByRole('button', { name: say.SUBMIT }).tap();
  taps += 1;
  await page.getByTestId('eligibility-eligible').waitFor({ state: 'visible', timeout: 120_000 });
  const result = performance.now() - submitAt;
  const total = performance.now() - start;

  const pageWords = QUESTIONS.reduce(
    (n, q) => n + [label(q), ...(q.options?.map(label) ?? [say.YES, say.NO])].join(' ').split(/\s+/).length,
    0,
  );
  const readingSeconds = (pageWords / READING_WORDS_PER_MINUTE) * 60;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `eligibility check in ${LANGUAGE}, 8 questions, 360 px, ${RTT_MS} ms RTT, ${KBPS} kbps, CPU ${CPU}x (machine time):`,
  );
  console.log(`  first question shown:  ${(firstQuestion / 1000).toFixed(2)} s after navigation (${kb(bytesToFirst)} loaded)`);
  console.log(
    `  8 answers tapped:      ${((answered - firstQuestion) / 1000).toFixed(2)} s of machine time (Playwright's taps, no pause)`,
  );
  console.log(`  taps:                  ${taps} (one per answer, one to check; no typing)`);
  console.log(`  result shown:          ${(result / 1000).toFixed(2)} s after the last tap`);
  console.log(`  bytes loaded:          ${kb(bytes)} in ${requests} requests (as sent on the emulated link)`);
  console.log(`  machine total:         ${(total / 1000).toFixed(2)} s`);
  console.log(
    `  estimate, not measured: reading ${pageWords} words of questions and answers at ${READING_WORDS_PER_MINUTE} words/min ` +
      `(${readingSeconds.toFixed(0)} s) + ${taps} taps at ${SECONDS_PER_TAP} s (${taps * SECONDS_PER_TAP} s) + the machine total ` +
      `= ${((readingSeconds + taps * SECONDS_PER_TAP + total / 1000) / 60).toFixed(1)} min`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
