import { describe, expect, it } from 'vitest';
import { createDeviceCopyRead } from './device-copy-read.ts';

/** A device copy whose reads finish when the test says so, counting how many were started. */
const slowDeviceCopy = () => {
  const finishers: Array<() => void> = [];
  const reads: string[] = [];
  const read = (userId: string) => {
    reads.push(userId);
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  return { read, reads, finishNext: () => finishers.shift()?.() };
};

const settledYet = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
};

describe('createDeviceCopyRead', () => {
  it('lets the area show the page at once when the early read finished before it', async () => {
    const copy = slowDeviceCopy();
    const deviceCopy = createDeviceCopyRead(copy.read);
    const early = deviceCopy.startEarly('u1');
    expect(deviceCopy.isDone('u1')).toBe(false);
    copy.finishNext();
    await early;
    expect(deviceCopy.isDone('u1')).toBe(true);
    expect(deviceCopy.isDone('u2')).toBe(false);
    await deviceCopy.take('u1');
    expect(copy.reads).toEqual(['u1']);
  });

  it('hands the area the early read still on its way instead of reading a second time', async () => {
    const copy = slowDeviceCopy();
    const deviceCopy = createDeviceCopyRead(copy.read);
    void deviceCopy.startEarly('u1');
    const taken = settledYet(deviceCopy.take('u1'));
    await Promise.resolve();
    expect(taken()).toBe(false);
    copy.finishNext();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(taken()).toBe(true);
    expect(copy.reads).toEqual(['u1']);
  });

  it('is taken once: a late early read does not mark a later area as read', async () => {
    const copy = slowDeviceCopy();
    const deviceCopy = createDeviceCopyRead(copy.read);
    const early = deviceCopy.startEarly('u1');
    void deviceCopy.take('u1');
    copy.finishNext();
    await early;
    expect(deviceCopy.isDone('u1')).toBe(false);
    void deviceCopy.take('u1');
    expect(copy.reads).toEqual(['u1', 'u1']);
  });

  it('reads anew for another account than the early read was for', async () => {
    const copy = slowDeviceCopy();
    const deviceCopy = createDeviceCopyRead(copy.read);
    void deviceCopy.startEarly('u1');
    const taken = settledYet(deviceCopy.take('u2'));
    copy.finishNext();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(taken()).toBe(false);
    copy.finishNext();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(taken()).toBe(true);
    expect(copy.reads).toEqual(['u1', 'u2']);
  });

  it('counts a failed read as done, so the page still opens (online, it asks the server)', async () => {
    const deviceCopy = createDeviceCopyRead(() => Promise.reject(new Error('storage unavailable')));
    await deviceCopy.startEarly('u1');
    expect(deviceCopy.isDone('u1')).toBe(true);
    await expect(deviceCopy.take('u2')).resolves.toBeUndefined();
  });
});
