import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStepPayload, sender } from './application-sender.ts';
import { conflictsOf } from './wizard-store.ts';
import { fakeServer } from './test-devices.ts';
import { deviceLocalStorage, reconnect, wizardDevices, type Device } from './wizard-devices.ts';
import { testRecord } from './test-record.ts';
import type { OwnInput } from './own-answers.ts';
import type * as ApplicationApi from '../api/application-api.ts';

const api = vi.hoisted(() => ({ calls: [] as { name: string; args: unknown[] }[] }));
vi.mock('../api/application-api.ts', async (original) => {
  const actual = await original<typeof ApplicationApi>();
  const answer =
    (name: string) =>
    async (...args: unknown[]) => {
      api.calls.push({ name, args });
      return { ...testRecord(), conflicts: [] };
    };
  return { ...actual, saveCompanyInfo: answer('saveCompanyInfo'), saveStepAnswers: answer('saveStepAnswers') };
});

/*
 * Two co-founders' phones answering the cohort's own questions (docs/own-questions.md, docs/co-founders.md): each save
 * names the answers typed with the answer each started from, and the server (test-devices.ts) merges them by the
 * fields' rule, so an offline member's older answer never silently replaces a newer one.
 */

const option = (id: string) => ({ id, labelEn: id, labelHi: id });
const QUESTIONS = [
  {
    kind: 'one_choice',
    id: 'heard_from',
    labelEn: 'How did you hear about us?',
    labelHi: 'आपने हमारे बारे में कैसे सुना?',
    helpEn: '',
    helpHi: '',
    required: true,
    step: 'company',
    hideInBlindReview: false,
    options: [option('radio'), option('friend'), option('paper')],
  },
  {
    kind: 'yes_no',
    id: 'women_led',
    labelEn: 'Women-led?',
    labelHi: 'महिलाओं के नेतृत्व में?',
    helpEn: '',
    helpHi: '',
    required: false,
    step: 'company',
    hideInBlindReview: false,
  },
  {
    kind: 'short_text',
    id: 'deck_language',
    labelEn: 'Deck language?',
    labelHi: 'डेक की भाषा?',
    helpEn: '',
    helpHi: '',
    required: false,
    step: 'pitch_deck',
    hideInBlindReview: false,
  },
];
const COMPANY = {
  companyName: 'Gram Solar',
  description: 'Solar pumps',
  foundersCount: 2,
  teamSize: 5,
  city: 'Pune',
  state: 'Maharashtra',
  hasDpiitCertification: false,
};
const START = testRecord({
  ...COMPANY,
  name: 'Asha Rao',
  stepVersions: { personal: 1, company: 1, business: 0, funding: 0 },
  ownForm: {
    version: 1,
    questions: JSON.stringify(QUESTIONS),
    answers: JSON.stringify({ heard_from: 'radio', women_led: true, deck_language: 'Hindi' }),
  },
});

let server: ReturnType<typeof fakeServer>;
const devices = wizardDevices();
const open = (who: string, userId: string) => devices.open(server, who, userId);
const answer = (device: Device, id: string, value: OwnInput) => device.store.setOwnAnswer(id, value);
const stored = () => JSON.parse(server.record!.ownForm.answers) as Record<string, unknown>;
const shown = (device: Device) => device.store.getSnapshot().draft.own;

describe('per-answer merging of the cohort’s own questions between two devices', () => {
  let asha: Device;
  let bina: Device;

  beforeEach(async () => {
    vi.stubGlobal('window', { localStorage: deviceLocalStorage() });
    server = fakeServer(START);
    asha = await open('Asha Rao', 'asha');
    bina = await open('Bina Shah', 'bina');
  });
  afterEach(() => {
    devices.closeAll();
    vi.unstubAllGlobals();
  });

  it('queues each changed answer with the answer it started from, and only those', async () => {
    asha.online = false;
    answer(asha, 'heard_from', 'paper');
    answer(asha, 'heard_from', 'friend'); // typed again: the first base stays
    answer(asha, 'women_led', true); // typed back to what is stored: no change
    await expect(asha.store.saveStep('company')).resolves.toEqual({ kind: 'queued' });
    const queued = asha.queue.getState().entries[0]!;
    expect(isStepPayload(queued.payload) && queued.payload.ownChanges).toEqual([
      { question: 'heard_from', base: 'radio', value: 'friend' },
    ]);
  });

  it('shows a conflict on the same answer with both answers and who stored it, and overwrites nothing', async () => {
    asha.online = false;
    answer(asha, 'heard_from', 'friend');
    await asha.store.saveStep('company');
    answer(bina, 'heard_from', 'paper');
    await expect(bina.store.saveStep('company')).resolves.toEqual({ kind: 'saved' });
    await reconnect(asha);

    expect(stored()).toMatchObject({ heard_from: 'paper' });
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([
      {
        field: 'own:heard_from',
        stored: 'paper',
        storedBy: 'Bina Shah',
        storedAt: expect.any(String),
        yours: 'friend',
        applicationId: 'app-1',
        keptAt: expect.any(Number),
      },
    ]);
    // The form shows what is stored; Asha's answer waits in the conflict panel.
    expect(shown(asha).heard_from).toBe('paper');

    await expect(asha.store.chooseConflict('own:heard_from', 'mine')).resolves.toEqual({ kind: 'saved' });
    expect(stored()).toMatchObject({ heard_from: 'friend' });
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
  });

  it('keeps both members’ answers to different questions, and shows the other’s after the merge', async () => {
    asha.online = false;
    answer(asha, 'heard_from', 'friend');
    await asha.store.saveStep('company');
    answer(bina, 'women_led', false);
    await bina.store.saveStep('company');
    await reconnect(asha);

    expect(stored()).toEqual({ heard_from: 'friend', women_led: false, deck_language: 'Hindi' });
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
    expect(shown(asha)).toMatchObject({ heard_from: 'friend', women_led: false });
  });

  it("keeps a saved step's answers when a copy read before that save, after another step's, arrives late", async () => {
    const readBefore = server.record!;
    answer(asha, 'heard_from', 'friend');
    await expect(asha.store.saveStep('company')).resolves.toEqual({ kind: 'saved' });
    expect(server.record!.stepVersions.company).toBe(2);
    expect(stored()).toMatchObject({ heard_from: 'friend' });

    // Read after a co-founder saved the business step, before Asha's company save answered.
    const readBetween = { ...readBefore, stepVersions: { ...readBefore.stepVersions, business: 1 } };
    asha.store.applyRecord(readBetween);
    expect(shown(asha)).toMatchObject({ heard_from: 'friend', women_led: true, deck_language: 'Hindi' });
  });

  it("keeps an upload step's saved answer when a copy read before that save arrives late", async () => {
    const readBefore = server.record!;
    answer(asha, 'deck_language', 'Tamil');
    await expect(asha.store.saveAnswers('pitch_deck')).resolves.toEqual({ kind: 'saved' });
    expect(stored()).toMatchObject({ deck_language: 'Tamil' });

    asha.store.applyRecord(readBefore);
    expect(shown(asha).deck_language).toBe('Tamil');
  });

  it('merges an upload step’s answers the same way (SaveStepAnswers)', async () => {
    asha.online = false;
    answer(asha, 'deck_language', 'Tamil');
    await expect(asha.store.saveAnswers('pitch_deck')).resolves.toEqual({ kind: 'queued' });
    answer(bina, 'deck_language', 'Marathi');
    await expect(bina.store.saveAnswers('pitch_deck')).resolves.toEqual({ kind: 'saved' });
    await reconnect(asha);

    expect(stored()).toMatchObject({ deck_language: 'Marathi' });
    expect(conflictsOf(asha.store.getSnapshot())).toMatchObject([
      { field: 'own:deck_language', stored: 'Marathi', storedBy: 'Bina Shah', yours: 'Tamil' },
    ]);
    await asha.store.chooseConflict('own:deck_language', 'theirs');
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
    expect(shown(asha).deck_language).toBe('Marathi');
    expect(stored()).toMatchObject({ deck_language: 'Marathi' });
  });
});

describe('the sender', () => {
  it('sends the bases of the changed answers as ownAnswerBases, on a step save and on an upload step’s', async () => {
    const send = sender({ id: 'app-1' });
    const ownChanges = [{ question: 'heard_from', base: 'radio', value: 'friend' }];
    const payload = { values: {}, variables: {}, ownAnswers: '{"heard_from":"friend"}', ownChanges, changes: [] };
    await send({ id: '1', kind: 'company', payload, baseVersion: 1, attempts: 0 });
    await send({ id: '2', kind: 'pitch_deck', payload, baseVersion: null, attempts: 0 });
    expect(api.calls.map((c) => c.name)).toEqual(['saveCompanyInfo', 'saveStepAnswers']);
    expect(api.calls[0]!.args[2]).toEqual({ fieldBases: [], ownAnswerBases: '{"heard_from":"radio"}' });
    expect(api.calls[1]!.args.slice(1)).toEqual(['pitch_deck', '{"heard_from":"friend"}', '{"heard_from":"radio"}']);
  });
});
