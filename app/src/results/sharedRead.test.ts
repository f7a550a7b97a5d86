import { describe, expect, it } from 'vitest';
import { sharedReads } from './sharedRead';

function counted<T>(answer: () => Promise<T>) {
  let calls = 0;
  return {
    load: () => {
      calls++;
      return answer();
    },
    calls: () => calls,
  };
}

describe('a read several parts of a page ask for', () => {
  it('is asked once while on its way, and each part gets the answer', async () => {
    const read = sharedReads(0);
    const results = counted(async () => ({ YES: 3, NO: 1 }));
    const [summary, stances] = await Promise.all([read('r', results.load), read('r', results.load)]);
    expect(results.calls()).toBe(1);
    expect(summary).toEqual({ YES: 3, NO: 1 });
    expect(stances).toBe(summary);
  });

  it('is reused for its time, then asked again', async () => {
    let now = 0;
    const read = sharedReads(10_000, () => now);
    const results = counted(async () => 'body');
    await read('r', results.load);
    now = 9_999;
    await read('r', results.load);
    expect(results.calls()).toBe(1);
    now = 10_000;
    await read('r', results.load);
    expect(results.calls()).toBe(2);
  });

  it('with no reuse time, is asked again once answered', async () => {
    const read = sharedReads(0);
    const results = counted(async () => 'fresh');
    await read('r', results.load);
    await read('r', results.load);
    expect(results.calls()).toBe(2);
  });

  it('is asked again after a failure (TRY AGAIN), and keeps different keys apart', async () => {
    const read = sharedReads(60_000);
    let fail = true;
    const results = counted(async () => {
      if (fail) throw new Error('offline');
      return 'body';
    });
    await expect(read('r', results.load)).rejects.toThrow('offline');
    fail = false;
    await expect(read('r', results.load)).resolves.toBe('body');
    await read('other', results.load);
    expect(results.calls()).toBe(3);
  });
});
