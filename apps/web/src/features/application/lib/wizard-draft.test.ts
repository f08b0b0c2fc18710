import { describe, expect, it } from 'vitest';
import { blankApplication } from '@portal/shared/application/application-fields';
import type { ApplicationPayload } from './application-sync.ts';
import type { SyncQueueState } from './sync-queue.ts';
import { mergeDraft } from './wizard-draft.ts';
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
