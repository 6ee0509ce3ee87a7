import { describe, expect, it } from 'vitest';
import { settleUnlessAborted } from './settleUnlessAborted';

describe('settleUnlessAborted', () => {
  it('passes results and failures of a running call through', async () => {
    const controller = new AbortController();
    await expect(settleUnlessAborted(controller.signal, Promise.resolve(1))).resolves.toBe(1);
    await expect(settleUnlessAborted(controller.signal, Promise.reject(new Error('500')))).rejects.toThrow('500');
  });

  it('never settles a call whose signal was aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await Promise.race([
      settleUnlessAborted(controller.signal, Promise.reject(new Error('AbortError'))).then(() => 'settled', () => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
  });
});
