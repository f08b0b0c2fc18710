import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { combinePayloads, type ApplicationSyncQueue } from './application-sender.ts';
import { clearDraft, readDraft, writeDraft } from './draft-storage.ts';
import { createSyncQueue, type QueueStorage } from './sync-queue.ts';
import { createWizardStore, type DraftStore, type WizardStore } from './wizard-store.ts';
import { memoryLocks, memoryStorage, type fakeServer } from './test-devices.ts';

/*
 * Test harness: co-founders' phones, each running the wizard store and its save queue against one fake server
 * (test-devices.ts), with the typed draft kept as the browser keeps it.
 */

type FakeServer = ReturnType<typeof fakeServer>;

/** The device copy of the typed draft as the browser keeps it: JSON in localStorage (draft-storage.ts). */
export const deviceLocalStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
};

const LOCAL_DRAFTS: DraftStore = { read: readDraft, write: writeDraft, clear: clearDraft };

export interface Device {
  online: boolean;
  storage: QueueStorage;
  queue: ApplicationSyncQueue;
  store: WizardStore;
  stop: () => void;
}

export const wizardDevices = () => {
  const devices: Device[] = [];
  /**
   * Opens the wizard on a device (again: a reload, with the same stored queue and draft copy), on the application as
   * the server has it or, offline, the copy the device last read.
   */
  const open = async (
    server: FakeServer,
    who: string,
    userId: string,
    reuse?: Device,
    record: ApplicationRecord | null = server.record,
  ): Promise<Device> => {
    const storage = reuse?.storage ?? memoryStorage();
    const device = { online: reuse?.online ?? true, storage } as Device;
    const send = server.sendAs(who);
    device.queue = createSyncQueue({
      accountId: userId,
      send: (entry) => (device.online ? send(entry) : Promise.resolve({ kind: 'offline' as const })),
      storage,
      locks: memoryLocks(),
      channel: null,
      combine: combinePayloads,
    });
    await device.queue.ready;
    device.store = createWizardStore({ userId, record, queue: device.queue, drafts: LOCAL_DRAFTS });
    device.stop = device.store.subscribe(() => undefined);
    devices.push(device);
    return device;
  };
  const closeAll = () => {
    for (const device of devices.splice(0)) {
      device.stop();
      device.queue.close();
    }
  };
  return { open, closeAll };
};

export const reconnect = async (device: Device) => {
  device.online = true;
  await device.queue.flush();
};
