import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { QuoteRequest } from '../../api/admin/quoteRequests';
import { matchesCustomerPrefix, quoteRequestDialogMachine, sortQuotesNewestFirst } from './quoteRequests';

const quote = (id: number, date: string, customerName = 'Acme'): QuoteRequest => ({
  id,
  requestNumber: `QR-${id}`,
  createdDateDisplay: date,
  customerNumber: '100',
  customerName,
  poNumber: '',
  orderedBy: '',
  orderKey: '',
  quoteRequestItems: [],
});

const visited = new Set<string>();
afterAll(() => {
  const leaves = getStateNodes((quoteRequestDialogMachine as AnyStateMachine).root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));
  expect([...visited].sort()).toEqual(leaves.sort());
});

function start(load: () => Promise<QuoteRequest>) {
  let calls = 0;
  const actor = createActor(
    quoteRequestDialogMachine.provide({ actors: { loadQuote: fromPromise(async () => (calls++, load())) } }),
    { input: { id: 7 } },
  );
  actor.subscribe((s) => visited.add(String(s.value)));
  actor.start();
  return { actor, calls: () => calls };
}

describe('Quotes Requested', () => {
  it('sorts newest first and searches by customer-name prefix, any case', () => {
    expect(sortQuotesNewestFirst([quote(1, '01/05/2026'), quote(2, '12/30/2025'), quote(3, '02/01/2026')]).map((q) => q.id)).toEqual([3, 1, 2]);
    expect(matchesCustomerPrefix(quote(1, '', 'Keystone Builders'), 'key')).toBe(true);
    expect(matchesCustomerPrefix(quote(1, '', 'Keystone Builders'), 'builders')).toBe(false);
    expect(matchesCustomerPrefix(quote(1, '', 'Keystone Builders'), '  ')).toBe(true);
  });

  it('opens the request read-only and closes', async () => {
    const { actor } = start(async () => quote(7, '01/05/2026'));
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context.quote?.requestNumber).toBe('QR-7');
    actor.send({ type: 'quote.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a 409 re-fetches once acknowledged; another failure closes', async () => {
    let fail = true;
    const conflict = start(async () => {
      if (fail) {
        fail = false;
        throw new ApiError('http', 'quoteRequests.get', 'x', { status: 409 });
      }
      return quote(7, '01/05/2026');
    });
    await waitFor(conflict.actor, (s) => s.matches('failed'));
    conflict.actor.send({ type: 'error.acknowledge' });
    await waitFor(conflict.actor, (s) => s.matches('open'));
    expect(conflict.calls()).toBe(2);

    const broken = start(async () => Promise.reject(new ApiError('http', 'quoteRequests.get', 'x', { status: 500 })));
    await waitFor(broken.actor, (s) => s.matches('failed'));
    broken.actor.send({ type: 'error.acknowledge' });
    expect(broken.actor.getSnapshot().status).toBe('done');
  });
});
