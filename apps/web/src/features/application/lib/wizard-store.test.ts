import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationForm } from '@portal/shared/application/application-fields';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { SYNC_RETRY_BASE_MS } from '@portal/shared/limits';
import { MESSAGES } from '@portal/shared/texts/messages';
import { isStepPayload, type ApplicationSyncQueue } from './application-sender.ts';
import { createSyncQueue } from './sync-queue.ts';
import { fakeServer, memoryDrafts, memoryLocks, memoryStorage } from './test-devices.ts';
import {
  changesOnlyInPageOf,
  createWizardStore,
  stepErrorsOf,
  stepStateOf,
  submissionOf,
  submitProblemsOf,
  type WizardStore,
} from './wizard-store.ts';
import { testRecord } from './test-record.ts';

const PERSONAL: Partial<ApplicationForm> = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' };

let queue: ApplicationSyncQueue;
let server: ReturnType<typeof fakeServer>;
let device: ReturnType<typeof memoryDrafts>;
let store: WizardStore;
let unsubscribe: () => void;
let changes: number;

const open = (record: ApplicationRecord | null = null) => {
  store = createWizardStore({ userId: 'user-1', record, queue, drafts: device.drafts, initialData: {} });
  changes = 0;
  unsubscribe = store.subscribe(() => (changes += 1));
};
const type = (values: Partial<ApplicationForm>) => {
  for (const [field, value] of Object.entries(values)) store.setField(field as keyof ApplicationForm, value as never);
};
const snapshot = () => store.getSnapshot();

describe('wizard store (the wizard without React)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server = fakeServer();
    device = memoryDrafts();
    queue = createSyncQueue({
      accountId: 'user-1',
      send: server.send,
      storage: memoryStorage(),
      locks: memoryLocks(),
      channel: null,
    });
    await queue.ready;
    open();
  });
  afterEach(() => {
    unsubscribe();
    queue.close();
    vi.useRealTimers();
  });

  it('marks a typed step dirty and keeps it on the device until it is saved', async () => {
    type(PERSONAL);
    expect(stepStateOf(snapshot(), 'personal')).toBe('dirty');
    expect(stepStateOf(snapshot(), 'company')).toBe('clean');
    expect(device.stored.get('user-1')?.values.name).toBe('Asha Rao');
    expect(changes).toBe(3);

    await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'saved' });
    expect(stepStateOf(snapshot(), 'personal')).toBe('clean');
    expect(snapshot().draft.values.applicationId).toBe('app-1');
    expect(snapshot().draft.bases.personal).toBe(1);
    expect(device.stored.get('user-1')?.dirty).toEqual([]);
  });

  it('says when the phone could not keep what was typed, until the server has it', async () => {
    device = { ...device, drafts: { ...device.drafts, write: () => false } };
    unsubscribe();
    open();
    type(PERSONAL);
    expect(changesOnlyInPageOf(snapshot())).toBe(true);

    await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'saved' });
    expect(changesOnlyInPageOf(snapshot())).toBe(false);
  });

  it('says when the phone could not keep a save waiting for the connection, until it is sent', async () => {
    queue.close();
    const refusing = memoryStorage();
    queue = createSyncQueue({
      accountId: 'user-1',
      send: server.send,
      storage: {
        ...refusing,
        write: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
      },
      locks: memoryLocks(),
      channel: null,
    });
    await queue.ready;
    unsubscribe();
    open();
    server.online = false;
    type(PERSONAL);
    expect(changesOnlyInPageOf(snapshot())).toBe(false);
    await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'queued' });
    expect(changesOnlyInPageOf(snapshot())).toBe(true);

    server.online = true;
    await queue.flush();
    expect(stepStateOf(snapshot(), 'personal')).toBe('clean');
    expect(changesOnlyInPageOf(snapshot())).toBe(false);
  });

  it('refuses an invalid step without queueing it, and a later step before the application exists', async () => {
    type({ ...PERSONAL, email: 'not-an-email' });
    const invalid = await store.saveStep('personal');
    expect(invalid.kind).toBe('invalid');
    expect(queue.getState().entries).toEqual([]);

    type({
      companyName: 'Gram Solar',
      description: 'Solar pumps',
      foundersCount: 2,
      teamSize: 6,
      city: 'Pune',
      state: 'Maharashtra',
      hasDpiitCertification: false,
    });
    await expect(store.saveStep('company')).resolves.toEqual({ kind: 'error', message: MESSAGES.COMPLETE_PERSONAL_FIRST });
    expect(server.sent).toEqual([]);
  });

  it('queues a save made offline and sends it when the retry timer fires', async () => {
    server.online = false;
    type(PERSONAL);
    await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'queued' });
    expect(stepStateOf(snapshot(), 'personal')).toBe('queued');

    server.online = true;
    await vi.advanceTimersByTimeAsync(SYNC_RETRY_BASE_MS - 1);
    expect(server.sent).toEqual(['personal']);
    await vi.advanceTimersByTimeAsync(1);
    await queue.flush();
    expect(server.sent).toEqual(['personal', 'personal']);
    expect(stepStateOf(snapshot(), 'personal')).toBe('clean');
    expect(snapshot().draft.values.applicationId).toBe('app-1');
  });

  it('sends the fields typed with the value each started from, so a save after another device\u2019s is not refused', async () => {
    type(PERSONAL);
    await store.saveStep('personal');
    server.saveElsewhere('personal');
    type({ name: 'Asha R.' });
    server.online = false;
    await store.saveStep('personal');
    const queued = queue.getState().entries[0]!;
    expect(isStepPayload(queued.payload) && queued.payload.changes).toEqual([
      { field: 'name', base: 'Asha Rao', value: 'Asha R.' },
    ]);
    server.online = true;
    await queue.flush();
    expect(server.record?.name).toBe('Asha R.');
    expect(stepStateOf(snapshot(), 'personal')).toBe('clean');
    expect(stepErrorsOf(snapshot())).toEqual({});
  });

  it('keeps the founder\u2019s text when a whole-step save queued by an earlier version of the app is stale', async () => {
    type(PERSONAL);
    await store.saveStep('personal');
    server.saveElsewhere('personal');
    // An entry stored before saves named their fields: the whole step on its version.
    await queue.put('personal', { values: PERSONAL, variables: PERSONAL }, 1);
    await queue.flush();
    expect(queue.getState().refused.personal?.message).toBe('Changed on another device');
    expect(stepStateOf(snapshot(), 'personal')).toBe('refused');
    expect(stepErrorsOf(snapshot())).toEqual({ personal: 'Changed on another device' });
    expect(snapshot().draft.bases.personal).toBe(2);
    await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'saved' });
    expect(stepErrorsOf(snapshot())).toEqual({});
  });

  it('does not overwrite what the founder typed while the save was on its way', async () => {
    type(PERSONAL);
    server.online = false;
    await store.saveStep('personal');
    type({ name: 'Asha Rao Kulkarni' });
    server.online = true;
    await queue.flush();
    expect(snapshot().draft.values.name).toBe('Asha Rao Kulkarni');
    expect(stepStateOf(snapshot(), 'personal')).toBe('dirty');
    expect(snapshot().draft.bases.personal).toBe(1);
  });

  it('submits offline as queued, saving unsent steps first, and confirms once the connection returns', async () => {
    type(PERSONAL);
    await store.saveStep('personal');
    type({ phone: '9123456780' });
    server.online = false;
    await expect(store.submit()).resolves.toBeNull();
    expect(queue.getState().entries.map((e) => e.kind)).toEqual(['personal', 'submit']);
    expect(submissionOf(snapshot())).toBe('queued');

    server.online = true;
    await vi.advanceTimersByTimeAsync(SYNC_RETRY_BASE_MS);
    await queue.flush();
    expect(submissionOf(snapshot())).toBe('confirmed');
    expect(snapshot().status).toBe(SUBMITTED_STATUS);
    expect(server.record?.phone).toBe('9123456780');

    // Submitted: the form is read-only.
    store.setField('name', 'Someone else');
    expect(snapshot().draft.values.name).toBe('Asha Rao');
  });

  it('says why a submission was refused, and refuses one with nothing saved', async () => {
    await expect(store.submit()).resolves.toBe(MESSAGES.APPLICATION_NOT_FOUND);
    expect(submitProblemsOf(snapshot())).toEqual([]);

    type(PERSONAL);
    await store.saveStep('personal');
    server.send = async () => ({ kind: 'refused', message: MESSAGES.REQUIRED_FIELDS, details: ['Company name is required'] });
    queue.close();
    queue = createSyncQueue({
      accountId: 'user-1',
      send: server.send,
      storage: memoryStorage(),
      locks: memoryLocks(),
      channel: null,
    });
    await queue.ready;
    unsubscribe();
    open(server.record ?? null);
    await queue.put('submit', null);
    await queue.flush();
    expect(submitProblemsOf(snapshot())).toEqual(['Company name is required']);
    expect(submissionOf(snapshot())).toBe('idle');
  });

  it('merges a newer copy from the server without losing unsent edits, and stops listening once unsubscribed', async () => {
    type(PERSONAL);
    await store.saveStep('personal');
    type({ name: 'Unsent' });
    store.applyRecord({
      ...server.record!,
      email: 'new@example.com',
      stepVersions: { ...server.record!.stepVersions, personal: 1 },
    });
    expect(snapshot().draft.values.name).toBe('Unsent');

    store.setUploadedUrl('video', '/files/v1');
    expect(snapshot().draft.values.videoUrl).toBe('/files/v1');

    const before = snapshot();
    expect(store.getSnapshot()).toBe(before);
    unsubscribe();
    unsubscribe = () => undefined;
    const seen = changes;
    await queue.put('personal', { values: { name: 'Elsewhere' }, variables: {} }, 1);
    await queue.flush();
    expect(changes).toBe(seen);
  });

  /** Saves the personal step, then the company step: the server's copy between the two saves is returned. */
  const saveCompanyAfterPersonal = async () => {
    type(PERSONAL);
    await store.saveStep('personal');
    const readBefore = server.record!;
    type({ companyName: 'Kala Foods', description: 'Millet snacks.', city: 'Madurai', state: 'Tamil Nadu' });
    type({ foundersCount: 1, teamSize: 2 });
    await store.saveStep('company');
    return readBefore;
  };

  it('keeps a saved step when a read asked for before the save arrives after its answer', async () => {
    const readBefore = await saveCompanyAfterPersonal();
    expect(snapshot().draft.bases.company).toBe(1);

    store.applyRecord(readBefore);
    expect(snapshot().draft.bases.company).toBe(1);
    expect(snapshot().draft.values.companyName).toBe('Kala Foods');
    expect(stepStateOf(snapshot(), 'company')).toBe('clean');
  });

  it("keeps a saved step when a read from between two saves arrives, and takes the other tab's newer step from it", async () => {
    const readBefore = await saveCompanyAfterPersonal();

    // Read after another tab saved the business step, before this tab's company save.
    const readBetween = {
      ...readBefore,
      foundingYear: '2019',
      stepVersions: { ...readBefore.stepVersions, business: readBefore.stepVersions.business + 1 },
    };
    store.applyRecord(readBetween);
    expect(snapshot().draft.values.companyName).toBe('Kala Foods');
    expect(snapshot().draft.bases.company).toBe(1);
    expect(stepStateOf(snapshot(), 'company')).toBe('clean');
    expect(snapshot().draft.values.foundingYear).toBe('2019');
  });

  it('sends a start made offline first, and the steps saved on the phone\u2019s copy follow it to the new application', async () => {
    server.online = false;
    unsubscribe();
    await queue.put('start', { start: { cohortId: 'summer', copyFrom: 'app-1', keepFiles: true } });
    const copied = { companyName: 'Copied Co', city: 'Nashik', state: 'Maharashtra' };
    open(testRecord({ id: 'local:summer', ...copied, description: 'Cold rooms.', uncheckedSteps: ['company'] }));
    type({ description: 'Cold rooms for village cooperatives, now in two districts.' });
    await expect(store.saveStep('company')).resolves.toEqual({ kind: 'queued' });
    expect(stepStateOf(snapshot(), 'company')).toBe('queued');
    expect(server.record).toBeNull();

    server.online = true;
    server.sent.length = 0;
    await queue.flush();
    expect(server.sent).toEqual(['start', 'company']);
    expect(server.record).toMatchObject({
      id: 'app-2',
      companyName: 'Copied Co',
      description: 'Cold rooms for village cooperatives, now in two districts.',
    });
    expect(snapshot().draft.values.applicationId).toBe('app-2');
    expect(stepStateOf(snapshot(), 'company')).toBe('clean');
  });

  it('the cohort’s own questions: required ones block Save & Next, answers go through the same queue with the step (offline too)', async () => {
    const questions = [
      {
        kind: 'yes_no',
        id: 'women_led',
        labelEn: 'Women-led?',
        labelHi: 'महिलाओं के नेतृत्व में?',
        helpEn: '',
        helpHi: '',
        required: true,
        step: 'personal',
        hideInBlindReview: false,
      },
    ];
    unsubscribe();
    open(testRecord({ ownForm: { version: 1, questions: JSON.stringify(questions), answers: '{}' } }));
    type(PERSONAL);
    const skipped = await store.saveStep('personal');
    expect(skipped).toMatchObject({ kind: 'invalid', ownErrors: { women_led: 'Please answer this question' } });
    expect(queue.getState().entries).toEqual([]);

    server.online = false;
    store.setOwnAnswer('women_led', true);
    expect(stepStateOf(snapshot(), 'personal')).toBe('dirty');
    await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'queued' });
    const queued = queue.getState().entries[0]!;
    expect(isStepPayload(queued.payload) && queued.payload.ownAnswers).toBe(JSON.stringify({ women_led: true }));
    expect(stepStateOf(snapshot(), 'personal')).toBe('queued');
    // A reload while offline shows the answer from the queue.
    unsubscribe();
    open(testRecord({ ownForm: { version: 1, questions: JSON.stringify(questions), answers: '{}' } }));
    expect(snapshot().draft.own.women_led).toBe(true);

    server.online = true;
    await queue.flush();
    expect(stepStateOf(snapshot(), 'personal')).toBe('clean');
  });

  it.each([
    { change: 'removed', changed: false },
    { change: 'changed so the answer no longer fits', changed: true },
  ])(
    'an answer to a question the team $change while the save waited is left out: the rest is saved and the wizard says which, and why',
    async ({ changed }) => {
      const womenLed = {
        kind: 'yes_no',
        id: 'women_led',
        labelEn: 'Women-led?',
        labelHi: 'महिलाओं के नेतृत्व में?',
        helpEn: '',
        helpHi: '',
        required: true,
        step: 'personal',
        hideInBlindReview: false,
      };
      const heardFrom = {
        kind: 'one_choice',
        id: 'heard_from',
        labelEn: 'How did you hear about us?',
        labelHi: 'आपने हमारे बारे में कैसे सुना?',
        helpEn: '',
        helpHi: '',
        required: false,
        step: 'personal',
        hideInBlindReview: false,
        options: [{ id: 'radio', labelEn: 'Radio', labelHi: 'रेडियो' }],
      };
      // The server (modules/own-questions/founder-answers.ts) answers a save carrying heard_from, removed since (or left
      // with a "A friend" option only), by keeping the rest and naming it in droppedOwnAnswers.
      const newForm = changed
        ? [womenLed, { ...heardFrom, options: [{ id: 'friend', labelEn: 'A friend', labelHi: 'एक दोस्त' }] }]
        : [womenLed];
      const send = server.send;
      server.send = async (entry) => {
        const outcome = await send(entry);
        if (outcome.kind !== 'sent' || !outcome.result || !isStepPayload(entry.payload)) return outcome;
        const sent = JSON.parse(entry.payload.ownAnswers ?? '{}') as Record<string, unknown>;
        const ownForm = {
          version: 2,
          questions: JSON.stringify(newForm),
          answers: JSON.stringify({ women_led: sent.women_led }),
        };
        const droppedOwnAnswers = sent.heard_from === 'radio' ? ['heard_from'] : [];
        return { ...outcome, result: { ...outcome.result, ownForm, droppedOwnAnswers } as ApplicationRecord };
      };
      unsubscribe();
      queue.close();
      queue = createSyncQueue({
        accountId: 'user-1',
        send: server.send,
        storage: memoryStorage(),
        locks: memoryLocks(),
        channel: null,
      });
      await queue.ready;
      open(testRecord({ ownForm: { version: 1, questions: JSON.stringify([womenLed, heardFrom]), answers: '{}' } }));

      server.online = false;
      type(PERSONAL);
      store.setOwnAnswer('women_led', true);
      store.setOwnAnswer('heard_from', 'radio');
      await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'queued' });
      expect(snapshot().draft.droppedOwn).toBeUndefined();

      server.online = true;
      await queue.flush();
      expect(stepStateOf(snapshot(), 'personal')).toBe('clean');
      expect(stepErrorsOf(snapshot())).toEqual({});
      expect(server.record?.name).toBe(PERSONAL.name);
      // Said plainly, with the question as the founder read it; the answer leaves the draft with its question.
      expect(snapshot().draft.droppedOwn).toEqual([
        { questionId: 'heard_from', question: 'How did you hear about us?', changed },
      ]);
      expect(snapshot().draft.own).toEqual({ women_led: true });
      expect(store.ownQuestions().map((q) => q.id)).toEqual(newForm.map((q) => q.id));

      // The next save no longer carries it, and the notice goes.
      type({ name: 'Asha R.' });
      await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'saved' });
      expect(snapshot().draft.droppedOwn).toBeUndefined();
    },
  );

  it('an answer typed on a step whose question the team moves meanwhile is kept: its new step is unsaved, on this phone and after a reload', async () => {
    const heardFrom = {
      kind: 'one_choice',
      id: 'heard_from',
      labelEn: 'How did you hear about us?',
      labelHi: 'आपने हमारे बारे में कैसे सुना?',
      helpEn: '',
      helpHi: '',
      required: false,
      step: 'company',
      hideInBlindReview: false,
      options: [
        { id: 'radio', labelEn: 'Radio', labelHi: 'रेडियो' },
        { id: 'friend', labelEn: 'A friend', labelHi: 'एक दोस्त' },
      ],
    };
    const moved = JSON.stringify([{ ...heardFrom, step: 'business' }]);
    // The team moves the question to the business step: the server's next answer carries that form.
    const send = server.send;
    server.send = async (entry) => {
      const outcome = await send(entry);
      if (outcome.kind !== 'sent' || !outcome.result) return outcome;
      return { ...outcome, result: { ...outcome.result, ownForm: { ...outcome.result.ownForm, version: 2, questions: moved } } };
    };
    unsubscribe();
    queue.close();
    queue = createSyncQueue({
      accountId: 'user-1',
      send: server.send,
      storage: memoryStorage(),
      locks: memoryLocks(),
      channel: null,
    });
    await queue.ready;
    open(testRecord({ ownForm: { version: 1, questions: JSON.stringify([heardFrom]), answers: '{}' } }));

    store.setOwnAnswer('heard_from', 'friend');
    type(PERSONAL);
    await expect(store.saveStep('personal')).resolves.toEqual({ kind: 'saved' });
    expect(store.ownQuestions()[0]?.step).toBe('business');
    expect(snapshot().draft.own.heard_from).toBe('friend');
    expect(stepStateOf(snapshot(), 'business')).toBe('dirty');

    unsubscribe();
    open({ ...server.record!, ownForm: { version: 2, questions: moved, answers: '{}' } });
    expect(snapshot().draft.own.heard_from).toBe('friend');
    expect(stepStateOf(snapshot(), 'business')).toBe('dirty');
  });

  it('the cohort’s own questions on an upload step: checked on Save & Next, saved alone through the queue (offline too), shown again after a reload', async () => {
    const questions = [
      {
        kind: 'one_choice',
        id: 'heard_from',
        labelEn: 'How did you hear about us?',
        labelHi: 'आपने हमारे बारे में कैसे सुना?',
        helpEn: '',
        helpHi: '',
        required: true,
        step: 'pitch_deck',
        hideInBlindReview: false,
        options: [
          { id: 'radio', labelEn: 'Radio', labelHi: 'रेडियो' },
          { id: 'friend', labelEn: 'A friend', labelHi: 'एक दोस्त' },
        ],
      },
    ];
    const record = testRecord({ ownForm: { version: 1, questions: JSON.stringify(questions), answers: '{}' } });
    server.online = true;
    unsubscribe();
    open(record);
    const skipped = await store.saveAnswers('pitch_deck');
    expect(skipped).toMatchObject({ kind: 'invalid', ownErrors: { heard_from: 'Please answer this question' } });
    expect(queue.getState().entries).toEqual([]);
    // A step without questions has nothing to save.
    await expect(store.saveAnswers('video')).resolves.toEqual({ kind: 'saved' });

    server.online = false;
    store.setOwnAnswer('heard_from', 'friend');
    expect(stepStateOf(snapshot(), 'pitch_deck')).toBe('dirty');
    await expect(store.saveAnswers('pitch_deck')).resolves.toEqual({ kind: 'queued' });
    expect(stepStateOf(snapshot(), 'pitch_deck')).toBe('queued');
    // A reload while offline shows the answer from the queue.
    unsubscribe();
    open(record);
    expect(snapshot().draft.own.heard_from).toBe('friend');

    server.online = true;
    await queue.flush();
    expect(server.sent.at(-1)).toBe('pitch_deck');
    expect(JSON.parse(server.record!.ownForm.answers)).toEqual({ heard_from: 'friend' });
    expect(stepStateOf(snapshot(), 'pitch_deck')).toBe('clean');
  });
});
