import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationForm } from '@portal/shared/application/application-fields';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { isStepPayload } from './application-sender.ts';
import { conflictsOf, stepStateOf } from './wizard-store.ts';
import { fakeServer } from './test-devices.ts';
import { deviceLocalStorage, reconnect, wizardDevices, type Device } from './wizard-devices.ts';
import { testRecord } from './test-record.ts';
import { localApplicationId } from './local-application.ts';

/*
 * Two co-founders' phones on one application (docs/co-founders.md): each device's saves name the fields typed with the
 * value each started from, and the server (test-devices.ts) merges them field by field.
 */

const COMPANY = {
  companyName: 'Gram Solar',
  description: 'Solar pumps',
  foundersCount: 2,
  teamSize: 5,
  city: 'Pune',
  state: 'Maharashtra',
  hasDpiitCertification: false,
} satisfies Partial<ApplicationForm>;
const START = testRecord({ ...COMPANY, name: 'Asha Rao', stepVersions: { personal: 1, company: 1, business: 0, funding: 0 } });

let server: ReturnType<typeof fakeServer>;
const devices = wizardDevices();
const open = (who: string, userId: string, reuse?: Device, record?: ApplicationRecord | null) =>
  devices.open(server, who, userId, reuse, record);
const type = (device: Device, values: Partial<ApplicationForm>) => {
  for (const [field, value] of Object.entries(values)) device.store.setField(field as keyof ApplicationForm, value as never);
};
const values = (device: Device) => device.store.getSnapshot().draft.values;

describe('per-field merging between two devices', () => {
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

  it.each([
    ['Asha', 'Bina'],
    ['Bina', 'Asha'],
  ])('keeps both members\u2019 different fields, saved offline, whichever reconnects first (%s first)', async (first) => {
    asha.online = false;
    bina.online = false;
    type(asha, { city: 'Nashik', description: 'Solar cold rooms' });
    type(bina, { teamSize: 7 });
    await expect(asha.store.saveStep('company')).resolves.toEqual({ kind: 'queued' });
    await expect(bina.store.saveStep('company')).resolves.toEqual({ kind: 'queued' });
    const [one, two] = first === 'Asha' ? [asha, bina] : [bina, asha];
    await reconnect(one);
    await reconnect(two);

    expect(server.record).toMatchObject({ city: 'Nashik', description: 'Solar cold rooms', teamSize: 7 });
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
    expect(conflictsOf(bina.store.getSnapshot())).toEqual([]);
    // The one who reconnected last sees the other's field from the merged answer.
    expect(values(two)).toMatchObject({ city: 'Nashik', teamSize: 7 });
    expect(stepStateOf(two.store.getSnapshot(), 'company')).toBe('clean');
  });

  it('shows a conflict on the same field with both values and who wrote the stored one, keeping the other fields', async () => {
    asha.online = false;
    type(asha, { city: 'Nashik', description: 'Solar cold rooms' });
    await asha.store.saveStep('company');
    type(bina, { city: 'Satara', teamSize: 7 });
    await expect(bina.store.saveStep('company')).resolves.toEqual({ kind: 'saved' });
    await reconnect(asha);

    expect(server.record).toMatchObject({ city: 'Satara', description: 'Solar cold rooms', teamSize: 7 });
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([
      {
        field: 'city',
        stored: 'Satara',
        storedBy: 'Bina Shah',
        storedAt: expect.any(String),
        yours: 'Nashik',
        applicationId: 'app-1',
        keptAt: expect.any(Number),
      },
    ]);
    // The form shows what is stored; the founder's own value waits in the conflict panel.
    expect(values(asha)).toMatchObject({ city: 'Satara', description: 'Solar cold rooms', teamSize: 7 });
    // Kept with the queue: still shown after a reload (as when the service worker's send met it).
    asha.stop();
    asha.queue.close();
    const reloaded = await open('Asha Rao', 'asha', asha);
    expect(conflictsOf(reloaded.store.getSnapshot())).toMatchObject([{ field: 'city', stored: 'Satara', yours: 'Nashik' }]);
  });

  it('shows a kept conflict only on its own application: not on one started or joined since, again on its own', async () => {
    asha.online = false;
    type(asha, { city: 'Nashik' });
    await asha.store.saveStep('company');
    type(bina, { city: 'Satara' });
    await bina.store.saveStep('company');
    await reconnect(asha);
    expect(conflictsOf(asha.store.getSnapshot()).map((c) => c.field)).toEqual(['city']);

    // Asha's phone now opens another application (a new cohort's, or a co-founder's she joined).
    asha.stop();
    asha.queue.close();
    const other = await open('Asha Rao', 'asha', asha, testRecord({ ...COMPANY, id: 'app-9', city: 'Pune' }));
    expect(conflictsOf(other.store.getSnapshot())).toEqual([]);
    const sent = server.sent.length;
    await expect(other.store.chooseConflict('city', 'mine')).resolves.toEqual({ kind: 'saved' });
    expect(server.sent.length).toBe(sent);
    expect(values(other).city).toBe('Pune');

    // Back on the first application the conflict is still there to choose on.
    other.stop();
    other.queue.close();
    const first = await open('Asha Rao', 'asha', other);
    expect(conflictsOf(first.store.getSnapshot())).toMatchObject([{ field: 'city', stored: 'Satara', yours: 'Nashik' }]);
  });

  it('shows a conflict met by an application started offline while the page still knows it by its stand-in id', async () => {
    // Right after the start reaches the server, Bina (who joined) changes the copied city.
    const sendAs = server.sendAs;
    server.sendAs = (who) => {
      const send = sendAs(who);
      return async (entry) => {
        const outcome = await send(entry);
        const change = { field: 'city', base: 'Nashik', value: 'Satara' };
        const binaSave = { id: 'b', kind: 'company', payload: { values: {}, variables: {}, changes: [change] } };
        if (entry.kind === 'start') await sendAs('Bina Shah')({ ...binaSave, kind: 'company', baseVersion: null, attempts: 0 });
        return outcome;
      };
    };
    const copied = { companyName: 'Copied Co', city: 'Nashik', state: 'Maharashtra', description: 'Cold rooms.' };
    const copy = testRecord({ id: localApplicationId('monsoon'), ...copied, uncheckedSteps: ['company'] });
    const phone = await open('Asha Rao', 'asha-offline', undefined, copy);
    phone.online = false;
    await phone.queue.put('start', { start: { cohortId: 'monsoon', copyFrom: 'app-1', keepFiles: false } });
    type(phone, { city: 'Pune' });
    await expect(phone.store.saveStep('company')).resolves.toEqual({ kind: 'queued' });
    // The service worker sends both with no page open; the page opens again on the copy it had.
    phone.stop();
    phone.online = true;
    await phone.queue.flush();
    phone.queue.close();
    expect(server.record).toMatchObject({ id: 'app-2', city: 'Satara' });
    const reopened = await open('Asha Rao', 'asha-offline', phone, copy);
    expect(conflictsOf(reopened.store.getSnapshot())).toMatchObject([{ field: 'city', stored: 'Satara', yours: 'Pune' }]);
  });

  it('saves the founder\u2019s choice: theirs as a merge save on the stored value, or the stored one kept without a save', async () => {
    asha.online = false;
    type(asha, { city: 'Nashik', state: 'Goa' });
    await asha.store.saveStep('company');
    type(bina, { city: 'Satara', state: 'Kerala' });
    await bina.store.saveStep('company');
    await reconnect(asha);
    expect(conflictsOf(asha.store.getSnapshot()).map((c) => c.field)).toEqual(['city', 'state']);

    await expect(asha.store.chooseConflict('city', 'mine')).resolves.toEqual({ kind: 'saved' });
    expect(server.record?.city).toBe('Nashik');
    expect(values(asha).city).toBe('Nashik');
    const sent = server.sent.length;
    await expect(asha.store.chooseConflict('state', 'theirs')).resolves.toEqual({ kind: 'saved' });
    expect(server.sent.length).toBe(sent);
    expect(server.record?.state).toBe('Kerala');
    expect(values(asha).state).toBe('Kerala');
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
    expect(asha.queue.getState().conflicts).toEqual([]);
  });

  it('keeps typed fields and their bases through a reload while offline, and sends only those', async () => {
    asha.online = false;
    type(asha, { city: 'Nashik' });
    // Bina changes another field meanwhile.
    type(bina, { teamSize: 8 });
    await bina.store.saveStep('company');
    // Asha's phone reloads, still offline, on the copy it last read.
    asha.stop();
    asha.queue.close();
    const reloaded = await open('Asha Rao', 'asha', asha, START);
    expect(values(reloaded).city).toBe('Nashik');
    expect(reloaded.store.getSnapshot().draft.pending).toEqual({ city: { base: 'Pune', value: 'Nashik' } });

    await expect(reloaded.store.saveStep('company')).resolves.toEqual({ kind: 'queued' });
    const entry = reloaded.queue.getState().entries[0]!;
    expect(isStepPayload(entry.payload) && entry.payload.changes).toEqual([{ field: 'city', base: 'Pune', value: 'Nashik' }]);
    // Reloaded again with the save waiting in the queue: the change and its base are still there.
    reloaded.stop();
    reloaded.queue.close();
    const again = await open('Asha Rao', 'asha', reloaded, START);
    const waiting = again.queue.getState().entries[0]!;
    expect(isStepPayload(waiting.payload) && waiting.payload.changes).toEqual([{ field: 'city', base: 'Pune', value: 'Nashik' }]);
    expect(values(again).city).toBe('Nashik');

    await reconnect(again);
    // Bina's team size, untouched on Asha's phone, is kept; Asha's city is written.
    expect(server.record).toMatchObject({ city: 'Nashik', teamSize: 8 });
    expect(values(again)).toMatchObject({ city: 'Nashik', teamSize: 8 });
  });

  it('queues edits typed after a save with no answer behind it, based on its values; typed back, the field goes back too', async () => {
    asha.online = false;
    type(asha, { city: 'Nashik' });
    await asha.store.saveStep('company');
    type(asha, { city: 'Satara', teamSize: 6 });
    await asha.store.saveStep('company');
    const changes = () => asha.queue.getState().entries.map((e) => (isStepPayload(e.payload) ? e.payload.changes : null));
    // The first was sent without an answer (the server may have it): the second is based on its values.
    expect(changes()).toEqual([
      [{ field: 'city', base: 'Pune', value: 'Nashik' }],
      [
        { field: 'teamSize', base: 5, value: 6 },
        { field: 'city', base: 'Nashik', value: 'Satara' },
      ],
    ]);
    // The second, not sent yet, is replaced by the next save and keeps its bases.
    type(asha, { city: 'Nashik' });
    await asha.store.saveStep('company');
    expect(changes()).toEqual([[{ field: 'city', base: 'Pune', value: 'Nashik' }], [{ field: 'teamSize', base: 5, value: 6 }]]);

    await reconnect(asha);
    expect(server.record).toMatchObject({ city: 'Nashik', teamSize: 6 });
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
  });

  it('confirms a copied step unchanged while a co-founder saved it: nothing refused, nothing overwritten, the step checked', async () => {
    server = fakeServer({ ...START, uncheckedSteps: ['company'] });
    asha = await open('Asha Rao', 'asha');
    bina = await open('Bina Shah', 'bina');
    asha.online = false;
    type(bina, { city: 'Satara' });
    await expect(bina.store.saveStep('company')).resolves.toEqual({ kind: 'saved' });

    // Asha, offline on the copy as it was started, checks the step with Save & Next and changes nothing.
    await expect(asha.store.saveStep('company')).resolves.toEqual({ kind: 'queued' });
    const entry = asha.queue.getState().entries[0]!;
    expect(isStepPayload(entry.payload) && entry.payload.changes).toEqual([]);
    await reconnect(asha);

    expect(asha.queue.getState().refused).toEqual({});
    expect(stepStateOf(asha.store.getSnapshot(), 'company')).toBe('clean');
    expect(server.record).toMatchObject({ city: 'Satara', uncheckedSteps: [] });
    expect(values(asha).city).toBe('Satara');
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
  });

  it('never shows a conflict on a field the founder did not change: an untouched default, or one changed and changed back', async () => {
    server = fakeServer({ ...START, sector: null, otherSector: null, foundingYear: null, revenue: null });
    asha = await open('Asha Rao', 'asha');
    bina = await open('Bina Shah', 'bina');
    expect(values(asha)).toMatchObject({ sector: 'agriculture', revenue: '<25L' });
    asha.online = false;
    // Asha types the founding year, leaves the revenue's default, and picks another sector, then the shown one again.
    type(asha, { foundingYear: '2019', sector: 'mobility' });
    type(asha, { sector: 'agriculture' });
    expect(asha.store.getSnapshot().draft.pending).toEqual({ foundingYear: { base: null, value: '2019' } });
    await asha.store.saveStep('business');
    // Meanwhile Bina chose the revenue and the sector (and typed the same founding year).
    type(bina, { foundingYear: '2019', revenue: '25-50L', sector: 'waste' });
    await expect(bina.store.saveStep('business')).resolves.toEqual({ kind: 'saved' });
    await reconnect(asha);

    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
    expect(server.record).toMatchObject({ foundingYear: '2019', revenue: '25-50L', sector: 'waste' });
    expect(values(asha)).toMatchObject({ foundingYear: '2019', revenue: '25-50L', sector: 'waste' });
    expect(stepStateOf(asha.store.getSnapshot(), 'business')).toBe('clean');
  });

  it('writes a change made from the form\u2019s default over the same default a co-founder\u2019s save filled in', async () => {
    server = fakeServer({ ...START, sector: null, otherSector: null, foundingYear: null, revenue: null });
    asha = await open('Asha Rao', 'asha');
    bina = await open('Bina Shah', 'bina');
    asha.online = false;
    type(asha, { foundingYear: '2019', revenue: '25-50L' });
    await asha.store.saveStep('business');
    // Bina saves the step first, leaving the revenue's default as it is (a fill).
    type(bina, { foundingYear: '2019' });
    await bina.store.saveStep('business');
    expect(server.record?.revenue).toBe('<25L');
    await reconnect(asha);

    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
    expect(server.record).toMatchObject({ foundingYear: '2019', revenue: '25-50L' });
  });

  it('keeps the conflict of a typed field when a later save of the step follows it unanswered', async () => {
    server = fakeServer({ ...START, sector: 'agriculture', otherSector: null, foundingYear: null, revenue: '<25L' });
    asha = await open('Asha Rao', 'asha');
    bina = await open('Bina Shah', 'bina');
    type(bina, { foundingYear: '2018' });
    await bina.store.saveStep('business');
    asha.online = false;
    type(asha, { foundingYear: '2019' });
    await asha.store.saveStep('business');
    type(asha, { revenue: '25-50L' });
    await asha.store.saveStep('business');
    // The second save does not name the founding year again as a default to fill: the first carries it.
    const second = asha.queue.getState().entries[1]!;
    expect(isStepPayload(second.payload) && second.payload.changes?.map((c) => c.field)).toEqual(['revenue']);
    await reconnect(asha);

    expect(conflictsOf(asha.store.getSnapshot())).toMatchObject([{ field: 'foundingYear', stored: '2018', yours: '2019' }]);
    expect(server.record).toMatchObject({ foundingYear: '2018', revenue: '25-50L' });
  });

  it('a step never saved: the blank form\u2019s defaults the founder left are sent too, based on nothing stored', async () => {
    server = fakeServer({ ...START, sector: null, otherSector: null, foundingYear: null, revenue: null });
    asha = await open('Asha Rao', 'asha-new');
    expect(values(asha)).toMatchObject({ sector: 'agriculture', revenue: '<25L' });
    type(asha, { foundingYear: '2019' });
    asha.online = false;
    await asha.store.saveStep('business');
    const entry = asha.queue.getState().entries[0]!;
    expect(isStepPayload(entry.payload) && entry.payload.changes).toEqual([
      { field: 'sector', base: null, value: 'agriculture', fill: true },
      { field: 'foundingYear', base: null, value: '2019' },
      { field: 'revenue', base: null, value: '<25L', fill: true },
    ]);
    await reconnect(asha);
    expect(server.record).toMatchObject({ sector: 'agriculture', foundingYear: '2019', revenue: '<25L' });
    expect(conflictsOf(asha.store.getSnapshot())).toEqual([]);
  });
});
