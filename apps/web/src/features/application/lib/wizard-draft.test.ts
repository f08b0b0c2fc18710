import { describe, expect, it } from 'vitest';
import { blankApplication } from '@portal/shared/application/application-fields';
import type { ApplicationPayload } from './application-sync.ts';
import type { SyncQueueState } from './sync-queue.ts';
import { mergeDraft, withWaitingSaves } from './wizard-draft.ts';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { testRecord } from './test-record.ts';

const RECORD = testRecord({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  companyName: 'Server Name',
  foundersCount: 2,
  teamSize: 4,
  stepVersions: { personal: 1, company: 3, business: 0, funding: 0 },
});
const EMPTY: SyncQueueState<ApplicationPayload> = {
  loaded: true,
  entries: [],
  sending: null,
  conflicts: [],
  started: {},
  refused: {},
  versions: {},
  failedPasses: 0,
  unstored: false,
};

describe('mergeDraft (the wizard draft, out of React)', () => {
  it("shows the server's values with their versions when the device holds nothing newer", () => {
    const draft = mergeDraft(null, RECORD, EMPTY, {});
    expect(draft.values).toMatchObject({ applicationId: 'app-1', companyName: 'Server Name' });
    expect(draft.dirty).toEqual([]);
    expect(draft.bases).toEqual({ personal: 1, company: 3, business: 0, funding: 0 });
  });

  it('keeps what was typed and not saved, based on the version it was typed on', () => {
    const stored = {
      values: { ...blankApplication(), companyName: 'Typed Name' },
      dirty: ['company' as const],
      bases: { company: 2 },
      own: {},
    };
    const draft = mergeDraft(stored, RECORD, EMPTY, {});
    expect(draft.values.companyName).toBe('Typed Name');
    expect(draft.dirty).toEqual(['company']);
    expect(draft.bases.company).toBe(2);
  });

  it('shows a queued save and a refused one over the server (the founder keeps their words)', () => {
    const queued: SyncQueueState<ApplicationPayload> = {
      ...EMPTY,
      entries: [
        {
          id: 'e1',
          kind: 'company',
          payload: { values: { companyName: 'Queued Name' }, variables: {} },
          baseVersion: 3,
          attempts: 0,
        },
      ],
      refused: {
        business: { payload: { values: { foundingYear: '1800' }, variables: {} }, message: 'no', details: [], version: 1 },
      },
    };
    const draft = mergeDraft(null, RECORD, queued, {});
    expect(draft.values.companyName).toBe('Queued Name');
    expect(draft.values.foundingYear).toBe('1800');
    expect(draft.dirty).toEqual(['business']);
    expect(draft.bases).toMatchObject({ company: 3, business: 1 });
  });

  it('keeps answers typed on a step whose questions the team moved since: they show on their new step, unsaved there', () => {
    const choice = { kind: 'one_choice', labelEn: 'How did you hear about us?', labelHi: 'आपने कैसे सुना?', required: false };
    const options = [
      { id: 'radio', labelEn: 'Radio', labelHi: 'रेडियो' },
      { id: 'friend', labelEn: 'A friend', labelHi: 'एक दोस्त' },
    ];
    // Typed on the company step of the form this phone had; the server's form now asks them on business and video.
    const moved = [
      { ...choice, id: 'heard_from', step: 'business', options },
      { ...choice, id: 'pitch_heard', step: 'video', options },
    ];
    const record = testRecord({
      ...RECORD,
      ownForm: { version: 2, questions: JSON.stringify(moved), answers: JSON.stringify({ heard_from: 'radio' }) },
    });
    const stored = {
      values: { ...blankApplication(), applicationId: 'app-1' },
      dirty: ['company' as const],
      bases: { company: 3 },
      own: { heard_from: 'friend', pitch_heard: 'radio' },
      pending: {},
      ownBases: { heard_from: 'radio', pitch_heard: null },
    };
    const draft = mergeDraft(stored, record, EMPTY, {});
    expect(draft.own).toEqual({ heard_from: 'friend', pitch_heard: 'radio' });
    expect(draft.ownBases).toEqual({ heard_from: 'radio', pitch_heard: null });
    expect(draft.dirty).toEqual(['company', 'business']);
    expect(draft.ownDirty).toEqual(['video']);
  });

  it('drops whatever the device holds once the application is submitted', () => {
    const stored = {
      values: { ...blankApplication(), companyName: 'Typed Name' },
      dirty: ['company' as const],
      bases: {},
      own: {},
    };
    const draft = mergeDraft(stored, { ...RECORD, status: 'submitted' }, EMPTY, {});
    expect(draft.values.companyName).toBe('Server Name');
    expect(draft.dirty).toEqual([]);
  });
});

describe('withWaitingSaves (a save another tab queued, shown in this one)', () => {
  /** A short question of the cohort's own on a step (only its id and step matter here). */
  const shortQuestion = (id: string, step: Question['step']): Question => {
    const texts = { labelEn: id, labelHi: id, helpEn: '', helpHi: '' };
    return { kind: 'short_text', id, step, required: false, hideInBlindReview: false, ...texts };
  };
  const QUESTIONS = [shortQuestion('village', 'company'), shortQuestion('deck_language', 'pitch_deck')];
  const waiting = (...entries: SyncQueueState<ApplicationPayload>['entries']): SyncQueueState<ApplicationPayload> => ({
    ...EMPTY,
    entries,
  });
  const entry = (kind: 'company' | 'pitch_deck', payload: ApplicationPayload) => ({
    id: `e-${kind}`,
    kind,
    payload,
    baseVersion: 3,
    attempts: 0,
  });

  it("lays a waiting save's fields and answers over a step not typed here", () => {
    const draft = mergeDraft(null, RECORD, EMPTY, {});
    const next = withWaitingSaves(
      draft,
      waiting(
        entry('company', {
          values: { companyName: 'Queued Name', city: 'Nashik' },
          variables: {},
          changes: [{ field: 'companyName', base: 'Server Name', value: 'Queued Name' }],
          own: { village: 'Ozar' },
          ownChanges: [{ question: 'village', base: null, value: 'Ozar' }],
        }),
        entry('pitch_deck', { values: {}, variables: {}, own: { deck_language: 'Marathi' } }),
      ),
      QUESTIONS,
    );
    // Only the fields the save changes: a merge save leaves the others as the server has them.
    expect(next.values).toMatchObject({ companyName: 'Queued Name', city: draft.values.city });
    expect(next.own).toEqual({ village: 'Ozar', deck_language: 'Marathi' });
    expect(next.dirty).toEqual([]);
  });

  it('keeps the fields and answers typed here, and gives back the same draft when nothing changes', () => {
    const typed = {
      ...mergeDraft(null, RECORD, EMPTY, {}),
      dirty: ['company' as const],
      pending: { companyName: { base: 'Server Name', value: 'Typed Here' } },
      ownDirty: ['pitch_deck' as const],
      ownBases: { village: null, deck_language: null },
    };
    typed.values = { ...typed.values, companyName: 'Typed Here' };
    typed.own = { village: 'Typed Village', deck_language: 'Typed Language' };
    const queue = waiting(
      entry('company', {
        values: { companyName: 'Queued Name', city: 'Nashik' },
        variables: {},
        changes: [
          { field: 'companyName', base: 'Server Name', value: 'Queued Name' },
          { field: 'city', base: null, value: 'Nashik' },
        ],
        own: { village: 'Ozar' },
        ownChanges: [{ question: 'village', base: null, value: 'Ozar' }],
      }),
      entry('pitch_deck', { values: {}, variables: {}, own: { deck_language: 'Marathi' } }),
    );
    const next = withWaitingSaves(typed, queue, QUESTIONS);
    expect(next.values.companyName).toBe('Typed Here');
    expect(next.own).toEqual({ village: 'Typed Village', deck_language: 'Typed Language' });
    // The save's other changed field, not typed here, shows as it will be sent.
    expect(next.values.city).toBe('Nashik');
    expect(withWaitingSaves(next, queue, QUESTIONS)).toBe(next);
  });

  it('leaves a step typed here by a copy from before per-field bases as it is', () => {
    const old = { ...mergeDraft(null, RECORD, EMPTY, {}), dirty: ['company' as const], pending: undefined };
    old.values = { ...old.values, companyName: 'Typed Before' };
    const queue = waiting(
      entry('company', {
        values: { companyName: 'Queued Name' },
        variables: {},
        changes: [{ field: 'companyName', base: 'Server Name', value: 'Queued Name' }],
      }),
    );
    expect(withWaitingSaves(old, queue, QUESTIONS)).toBe(old);
  });
});
