import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { Product, VersionedOverrides } from '../../api/catalogue/productView';
import type { ProductTemplate } from '../../api/catalogue/templates';
import { imageUrl } from './constants';
import { productViewMachine } from './productView.machine';

const product = (templateId = 3) => ({ productMasterId: 11, productTemplateId: templateId, name: 'Door' }) as Product;
const template = { productTemplateId: 3, name: 'Doors' } as ProductTemplate;

const visited = new Set<string>();
const allStates = getStateNodes(productViewMachine.root)
  .filter((node) => node.type === 'atomic' || node.type === 'final')
  .map((node) => node.id);

type Outcome = 'ok' | 'fail' | 'never';
function reply<T>(outcome: Outcome, value: T, call: string): Promise<T> {
  if (outcome === 'never') return new Promise(() => {});
  if (outcome === 'fail') return Promise.reject(new ApiError('http', call, 'x', { status: 404 }));
  return Promise.resolve(value);
}

function start({ productOutcome = 'ok', overridesOutcome = 'ok', templateOutcome = 'ok', templateId = 3 }: Partial<Record<'productOutcome' | 'overridesOutcome' | 'templateOutcome', Outcome>> & { templateId?: number } = {}) {
  const calls: string[] = [];
  const machine = productViewMachine.provide({
    actors: {
      loadProduct: fromPromise(async ({ input }: { input: { productId: number } }) => {
        calls.push(`product ${input.productId}`);
        return reply(productOutcome, product(templateId), 'productView.get');
      }),
      loadOverrides: fromPromise(async ({ input }: { input: { productMasterId: number } }) => {
        calls.push(`overrides ${input.productMasterId}`);
        return reply<VersionedOverrides>(overridesOutcome, { overrides: { name: 'Web' }, version: '"1"' }, 'productView.overrides');
      }),
      loadTemplate: fromPromise(async ({ input }: { input: { templateId: number } }) => {
        calls.push(`template ${input.templateId}`);
        return input.templateId === 0 ? undefined : reply(templateOutcome, template, 'templates.get');
      }),
    },
  });
  const actor = createActor(machine);
  actor.subscribe((snapshot) => {
    for (const id of allStates) if (snapshot.matches(stateValueOf(id) as never)) visited.add(id);
  });
  actor.start();
  return { actor, calls };
}

/** 'productView.loading.related.overrides.fetched' → the nested state value to match. */
function stateValueOf(id: string): string | Record<string, unknown> {
  const path = id.split('.').slice(1);
  if (path[0] === 'loading' && path[1] === 'related') return { loading: { related: { [path[2] as string]: path[3] } } };
  return path.join('.');
}

describe('product view (back-office-products.md §4)', () => {
  afterAll(() => expect([...visited].sort()).toEqual([...allStates].sort()));

  it('fetches the product, then its overrides and its template, and opens when all three succeed', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'view.open', productId: 11 });
    await waitFor(actor, (s) => s.matches('open'));
    expect(calls[0]).toBe('product 11');
    expect(calls.slice(1).sort()).toEqual(['overrides 11', 'template 3']);
    expect(actor.getSnapshot().context).toMatchObject({ product: { name: 'Door' }, template, overrides: { version: '"1"' } });
    actor.send({ type: 'view.back' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.product).toBeUndefined();
  });

  it('a product no template owns opens without a template fetch', async () => {
    const { actor, calls } = start({ templateId: 0 });
    actor.send({ type: 'view.open', productId: 11 });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context.template).toBeUndefined();
    expect(calls).toContain('template 0');
  });

  it.each([
    ['product', { productOutcome: 'fail' }],
    ['overrides', { overridesOutcome: 'fail' }],
    ['template', { templateOutcome: 'fail' }],
  ] as const)('a failed %s fetch shows the error dialog and the view stays closed', async (_, outcome) => {
    const { actor } = start(outcome);
    actor.send({ type: 'view.open', productId: 11 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    expect(actor.getSnapshot().context.product).toBeUndefined();
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('waits for the slower of the two, and Back while loading closes it', async () => {
    const { actor } = start({ templateOutcome: 'never' });
    actor.send({ type: 'view.open', productId: 11 });
    await waitFor(actor, (s) => s.matches({ loading: { related: { overrides: 'fetched' } } }));
    expect(actor.getSnapshot().matches('open')).toBe(false);
    actor.send({ type: 'view.back' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('reaches the template-fetched state while overrides are still coming', async () => {
    const { actor } = start({ overridesOutcome: 'never' });
    actor.send({ type: 'view.open', productId: 11 });
    await waitFor(actor, (s) => s.matches({ loading: { related: { template: 'fetched' } } }));
    actor.send({ type: 'view.back' });
  });

  it('builds picture URLs from the host path and the image path', () => {
    expect(imageUrl('/product-images/', '/a/b.jpg')).toBe('/product-images/a/b.jpg');
    expect(imageUrl('https://img.example', 'a.jpg')).toBe('https://img.example/a.jpg');
  });
});
