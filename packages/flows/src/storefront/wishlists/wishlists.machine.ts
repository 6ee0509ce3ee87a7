import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { StorefrontCallId } from '../../api/storefront/calls';
import {
  addWishListItemToCart,
  addWishListItems,
  addWishListToCart,
  createWishList,
  deleteWishList,
  fetchWishListPageData,
  removeWishListItem,
  renameWishList,
  saveWishListNotes,
  updateWishListQuantity,
  type WishList,
  type WishListCartReply,
  type WishListItem,
  type WishListNotesReply,
  type WishListPageData,
  type WishListPageOutcome,
} from '../../api/storefront/wishlists';
import { cleanName, nameProblem } from '../../text';
import { WISH_LIST_NAME_MAX_LENGTH, WISH_LIST_PRINT_DELAY_MS } from './constants';
import {
  wishListLabels as labels,
  wishListLogMessages,
  wishListNameMessages,
  wishListPageAlerts as alertTexts,
  wishListPageMessages,
  type WishListPrintOption,
} from './messages';

/** Endpoints from page configuration (storefront.md §7); unset ones use the call table's path. */
export type WishListEndpoints = Partial<Record<StorefrontCallId, string>>;

export interface WishListsInput {
  /** The page's data when it already has it (or a request for it); without it the machine asks. */
  data?: WishListPageData | PromiseLike<WishListPageData>;
  endpoints?: WishListEndpoints;
}

/** A queued quantity change (storefront.md §4: sent one at a time). */
export interface QuantityChange {
  kind: 'update' | 'remove';
  listName: string;
  sku: string;
  quantity: number;
}

export interface WishListAlert {
  id: number;
  text: string;
}

export interface WishListNotice {
  tone: 'info' | 'error';
  text: string;
}

/** The item the "Select a List" modal copies or moves. */
export interface ItemTransfer {
  sourceList: string;
  sku: string;
  mode: 'copy' | 'move';
  targetList: string;
}

export type WishListDialog =
  | 'createList'
  | 'viewLists'
  | 'editList'
  | 'selectList'
  | 'printOptions'
  | 'confirmZero'
  | 'cartFailure'
  | null;

export interface WishListsContext {
  endpoints?: WishListEndpoints;
  preloaded: WishListsInput['data'] | null;
  showWishlist: boolean;
  lists: WishList[];
  activeName: string | null;
  /** The list the edit modal is open for. */
  editingName: string | null;
  /** What each quantity box shows, by SKU of the active list. */
  boxes: Record<string, number>;
  queue: QuantityChange[];
  /** SKUs with a change queued or on its way (storefront.md §4). */
  updating: string[];
  /** The SKU whose box was set to 0, awaiting confirmation. */
  zeroSku: string | null;
  transfer: (Pick<ItemTransfer, 'sourceList' | 'sku'> & Partial<ItemTransfer>) | null;
  /** The SKU being added to the cart. */
  cartSku: string | null;
  /** The server's list of items it could not add (the "Could not add all items to cart" dialog). */
  cartFailure: string | null;
  notesDraft: string;
  alerts: WishListAlert[];
  nextAlertId: number;
  /** The dismissible notification after a copy or move, and other confirmations. */
  notice: WishListNotice | null;
  pricesHidden: boolean;
  /** The name being created, renamed to or copied to. */
  pendingName: string | null;
  loadErrorStatus: number | null;
}

export type WishListsEvent =
  | { type: 'list.select'; name: string }
  | { type: 'createList.open' }
  | { type: 'viewLists.open' }
  | { type: 'editList.open'; name: string }
  | { type: 'dialog.close' }
  | { type: 'list.create'; name: string }
  | { type: 'list.rename'; name: string }
  | { type: 'list.delete' }
  | { type: 'list.copy' }
  | { type: 'quantity.change'; sku: string; quantity: number }
  | { type: 'quantity.update'; sku: string }
  | { type: 'item.remove'; sku: string }
  | { type: 'zero.confirm' }
  | { type: 'zero.cancel' }
  | { type: 'transfer.open'; sku: string }
  | { type: 'transfer.submit'; mode: 'copy' | 'move'; targetList: string }
  | { type: 'item.addToCart'; sku: string }
  | { type: 'list.addToCart' }
  | { type: 'notes.change'; value: string }
  | { type: 'notes.save' }
  | { type: 'print.open' }
  | { type: 'print.choose'; option: WishListPrintOption }
  | { type: 'alert.dismiss'; id: number }
  | { type: 'notice.dismiss' }
  | { type: 'page.retry' }
  | { type: 'queue.kick' };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// ——— Rules (pure, exported for the page and the tests) ———————————————————————————

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findList(lists: readonly WishList[], name: string | null): WishList | undefined {
  return name === null ? undefined : lists.find((list) => sameName(list.Name, name));
}

export function activeList(context: Pick<WishListsContext, 'lists' | 'activeName'>) {
  return findList(context.lists, context.activeName);
}

/**
 * Issue 36: a list name as saved: bidirectional controls and zero-width characters stripped
 * (they let "invoice\u202Efdp.exe" read as "invoiceexe.pdf"), then trimmed (storefront.md §5).
 */
export function cleanListName(name: string): string {
  return cleanName(name).trim();
}

/**
 * Issue 36: the message refusing a typed or pasted list name (over 100 characters, or holding a
 * control character), or null when it may be saved. Judged on the name as it would be saved.
 */
export function listNameError(name: string): string | null {
  const problem = nameProblem(cleanListName(name), { max: WISH_LIST_NAME_MAX_LENGTH });
  return problem ? wishListNameMessages[problem] : null;
}

/**
 * storefront.md §4: `{name} - Copy`, plus a counter if that name exists. Issue 36: the name is
 * cleaned first, and cut so that the copy's name stays within the list-name limit.
 */
export function copyListName(name: string, lists: readonly WishList[]): string {
  const fit = (suffix: string) =>
    `${cleanListName(name).slice(0, WISH_LIST_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
  const base = fit(wishListPageMessages.copySuffix);
  if (!findList(lists, base)) return base;
  let counter = 2;
  while (findList(lists, fit(`${wishListPageMessages.copySuffix} ${counter}`))) counter += 1;
  return fit(`${wishListPageMessages.copySuffix} ${counter}`);
}

export function withItemQuantity(item: WishListItem, quantity: number): WishListItem {
  return { ...item, Quantity: quantity, TotalPrice: usd.format(item.Price * quantity) };
}

/** Adds an item to a list, adding to the quantity of a line already there (as the server does). */
export function mergeItem(list: WishList, item: WishListItem): WishList {
  const existing = list.Items.find((i) => i.SKU === item.SKU);
  return {
    ...list,
    Items: existing
      ? list.Items.map((i) => (i === existing ? withItemQuantity(i, i.Quantity + item.Quantity) : i))
      : [...list.Items, { ...item }],
  };
}

/**
 * Why an item's Add to Cart is disabled (storefront.md §4: while updating or out of stock),
 * or null when it is enabled.
 */
export function addToCartDisabledReason(
  context: Pick<WishListsContext, 'updating' | 'cartSku'>,
  item: WishListItem,
): string | null {
  if (context.updating.includes(item.SKU) || context.cartSku === item.SKU)
    return labels.updatingReason;
  if (!item.InStock || item.TotalInStock <= 0) return labels.outOfStockReason;
  return null;
}

/** storefront.md §8 "Wish list page alerts": the alert a status answer gives, or null (OK, or logged only). */
export function alertForOutcome(
  outcome: WishListPageOutcome,
  call: 'name' | 'other',
): string | null {
  switch (outcome.kind) {
    case 'ok':
      return null;
    case 'badRequest':
      return call === 'name' ? alertTexts.checkListName : alertTexts.invalidParameters;
    case 'serverError':
      return alertTexts.somethingWentWrong;
    case 'conflict':
      return alertTexts.listExists;
    default:
      return null;
  }
}

export function dialogOf(snapshot: { matches: (state: never) => boolean }): WishListDialog {
  const is = (state: string) => snapshot.matches({ ready: { page: state } } as never);
  if (is('creatingDialog') || is('creating')) return 'createList';
  if (is('viewingLists') || is('creatingFromView')) return 'viewLists';
  if (is('editDialog') || is('renaming') || is('deletingList') || is('copyingList'))
    return 'editList';
  if (is('selectingList') || is('transferring')) return 'selectList';
  if (is('printOptions')) return 'printOptions';
  if (is('confirmingZero')) return 'confirmZero';
  if (is('cartFailure')) return 'cartFailure';
  return null;
}

// ——— Actor inputs ——————————————————————————————————————————————————————————

interface WithEndpoint {
  endpoint?: string;
}
type NameInput = { name: string } & WithEndpoint;
type CopyInput = { name: string; items: Record<string, number> } & {
  endpoints?: WishListEndpoints;
};
type TransferInput = ItemTransfer & { quantity: number; endpoints?: WishListEndpoints };

const boxesFor = (list: WishList | undefined): Record<string, number> =>
  Object.fromEntries((list?.Items ?? []).map((item) => [item.SKU, item.Quantity]));

const alertPatch = (context: WishListsContext, text: string) => ({
  alerts: [...context.alerts.filter((a) => a.text !== text), { id: context.nextAlertId, text }],
  nextAlertId: context.nextAlertId + 1,
});

/** The outcome of a status call as a done event's output, with network failures as a rejection. */
type Outcome = WishListPageOutcome;

/** storefront.md §8: "Other responses are logged only." */
export function logUnhandled(detail: unknown): void {
  console.warn(wishListLogMessages.unhandledResponse, detail);
}

/**
 * The wish list page (storefront.md §2.3, §4, §5, §7, §8): the lists in a sidebar, the active
 * list's items with queued per-SKU quantity updates, the list tools and their modals.
 * Two regions: `quantities` sends the queued changes one at a time; `page` holds the modals
 * and the other calls.
 */
export const wishListsMachine = setup({
  types: {
    input: {} as WishListsInput,
    context: {} as WishListsContext,
    events: {} as WishListsEvent,
  },
  actors: {
    loadPage: fromPromise<WishListPageData, { preloaded: WishListsContext['preloaded'] }>(
      async ({ input, signal }) =>
        input.preloaded ? await input.preloaded : fetchWishListPageData(signal),
    ),
    sendQuantity: fromPromise<Outcome, QuantityChange & { endpoints?: WishListEndpoints }>(
      ({ input, signal }) =>
        input.kind === 'remove'
          ? removeWishListItem(
              { listName: input.listName, sku: input.sku },
              { endpoint: input.endpoints?.['wishlists.removeItem'], signal },
            )
          : updateWishListQuantity(
              { listName: input.listName, sku: input.sku, newQuantity: input.quantity },
              { endpoint: input.endpoints?.['wishlists.updateQuantity'], signal },
            ),
    ),
    createList: fromPromise<Outcome, NameInput>(({ input, signal }) =>
      createWishList(input.name.trim(), { endpoint: input.endpoint, signal }),
    ),
    renameList: fromPromise<Outcome, NameInput & { oldName: string }>(({ input, signal }) =>
      renameWishList(
        { oldListName: input.oldName, newListName: input.name },
        { endpoint: input.endpoint, signal },
      ),
    ),
    deleteList: fromPromise<Outcome, NameInput>(({ input, signal }) =>
      deleteWishList(input.name, { endpoint: input.endpoint, signal }),
    ),
    /** Copy list: create the new list, then add the items to it. */
    copyList: fromPromise<Outcome, CopyInput>(async ({ input, signal }) => {
      const created = await createWishList(input.name, {
        endpoint: input.endpoints?.['wishlists.create'],
        signal,
      });
      if (created.kind !== 'ok' || Object.keys(input.items).length === 0) return created;
      return addWishListItems(
        { listName: input.name, items: input.items },
        { endpoint: input.endpoints?.['wishlists.addItems'], signal },
      );
    }),
    /** Copy or move an item: add to the target; a move removes from the source only after that. */
    transferItem: fromPromise<Outcome, TransferInput>(async ({ input, signal }) => {
      const added = await addWishListItems(
        { listName: input.targetList, items: { [input.sku]: input.quantity } },
        { endpoint: input.endpoints?.['wishlists.addItems'], signal },
      );
      if (added.kind !== 'ok' || input.mode === 'copy') return added;
      return removeWishListItem(
        { listName: input.sourceList, sku: input.sku },
        { endpoint: input.endpoints?.['wishlists.removeItem'], signal },
      );
    }),
    addItemToCart: fromPromise<WishListCartReply, { code: string; quantity: number } & WithEndpoint>(
      ({ input, signal }) =>
        addWishListItemToCart(
          { code: input.code, quantity: input.quantity },
          { endpoint: input.endpoint, signal },
        ),
    ),
    addListToCart: fromPromise<WishListCartReply, NameInput>(({ input, signal }) =>
      addWishListToCart(input.name, { endpoint: input.endpoint, signal }),
    ),
    saveNotes: fromPromise<WishListNotesReply, { cartName: string; userNotes: string } & WithEndpoint>(
      ({ input, signal }) =>
        saveWishListNotes(
          { cartName: input.cartName, userNotes: input.userNotes },
          { endpoint: input.endpoint, signal },
        ),
    ),
  },
  actions: {
    /** Opens the browser's print dialog; the page or a test swaps it. */
    print: () => {
      window.print();
    },
    /** Something went into the cart: the page refreshes the header's cart count (the page swaps it). */
    cartChanged: () => {},
    alert: assign(({ context }, params: { text: string }) => alertPatch(context, params.text)),
    /** §8's alert for a status answer (400 on create, rename or copy reads "Please check list name"). */
    alertOutcome: assign(
      ({ context }, params: { outcome: Outcome; call: 'name' | 'other' }) => {
        const text = alertForOutcome(params.outcome, params.call);
        return text ? alertPatch(context, text) : {};
      },
    ),
    /** §8: any other answer is logged only. */
    logUnhandled: (_, outcome: Outcome) => {
      if (outcome.kind === 'unhandled') logUnhandled(outcome);
    },
    /** A call that got no answer. */
    reportFailure: assign(({ context }) => alertPatch(context, alertTexts.somethingWentWrong)),
    /** A list was created: it opens (storefront.md §5: added locally only if its name is new). */
    listCreated: assign(({ context }) => {
      const name = context.pendingName as string;
      const known = findList(context.lists, name);
      const lists = known ? context.lists : [...context.lists, { Name: name, Items: [], UserNotes: '' }];
      return {
        lists,
        activeName: known?.Name ?? name,
        boxes: boxesFor(known),
        notesDraft: known?.UserNotes ?? '',
        pendingName: null,
      };
    }),
  },
  guards: {
    isOk: (_, outcome: Outcome) => outcome.kind === 'ok',
    isUnhandled: (_, outcome: Outcome) => outcome.kind === 'unhandled',
    hasError: (_, reply: { hasError: boolean }) => reply.hasError,
    hasQueued: ({ context }) => context.queue.length > 0,
    asksZero: ({ context }, sku: string) => (context.boxes[sku] ?? 1) <= 0,
    isUnchanged: ({ context }, sku: string) =>
      activeList(context)?.Items.find((i) => i.SKU === sku)?.Quantity === context.boxes[sku],
    nameGiven: (_, name: string) => name.trim() !== '',
    /** Issue 36: a name to create or rename to: given, within the limit, without control characters. */
    nameAcceptable: (_, name: string) => cleanListName(name) !== '' && listNameError(name) === null,
    mayAddToCart: ({ context }, sku: string) => {
      const item = activeList(context)?.Items.find((i) => i.SKU === sku);
      return item !== undefined && addToCartDisabledReason(context, item) === null;
    },
    hasActiveList: ({ context }) => activeList(context) !== undefined,
    isHidePrice: (_, option: WishListPrintOption) => option === 'HidePrice',
  },
  delays: { printDelay: WISH_LIST_PRINT_DELAY_MS },
}).createMachine({
  id: 'wishLists',
  context: ({ input }) => ({
    endpoints: input.endpoints,
    preloaded: input.data ?? null,
    showWishlist: true,
    lists: [],
    activeName: null,
    editingName: null,
    boxes: {},
    queue: [],
    updating: [],
    zeroSku: null,
    transfer: null,
    cartSku: null,
    cartFailure: null,
    notesDraft: '',
    alerts: [],
    nextAlertId: 1,
    notice: null,
    pricesHidden: false,
    pendingName: null,
    loadErrorStatus: null,
  }),
  initial: 'loading',
  on: {
    'alert.dismiss': {
      actions: assign({
        alerts: ({ context, event }) => context.alerts.filter((a) => a.id !== event.id),
      }),
    },
    'notice.dismiss': { actions: assign({ notice: null }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ preloaded: context.preloaded }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const first = event.output.Wishlists[0];
            return {
              showWishlist: event.output.ShowWishlist,
              lists: event.output.Wishlists,
              activeName: first?.Name ?? null,
              boxes: boxesFor(first),
              notesDraft: first?.UserNotes ?? '',
            };
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            loadErrorStatus: ({ event }) =>
              (event.error as { status?: number } | undefined)?.status ?? null,
          }),
        },
      },
    },
    failed: {
      on: {
        'page.retry': {
          target: 'loading',
          actions: assign({ preloaded: null, loadErrorStatus: null }),
        },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        quantities: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'queue.kick': { guard: 'hasQueued', target: 'sending' } },
            },
            sending: {
              invoke: {
                id: 'sendQuantity',
                src: 'sendQuantity',
                input: ({ context }) => ({
                  ...(context.queue[0] as QuantityChange),
                  endpoints: context.endpoints,
                }),
                onDone: {
                  target: 'settled',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const change = context.queue[0] as QuantityChange;
                    const queue = context.queue.slice(1);
                    const updating = queue.some((c) => c.sku === change.sku)
                      ? context.updating
                      : context.updating.filter((sku) => sku !== change.sku);
                    const outcome = event.output;
                    if (outcome.kind !== 'ok') {
                      const text = alertForOutcome(outcome, 'other');
                      if (!text) enqueue(() => logUnhandled(outcome));
                      const saved = findList(context.lists, change.listName)?.Items.find(
                        (i) => i.SKU === change.sku,
                      );
                      enqueue.assign({
                        queue,
                        updating,
                        boxes: saved
                          ? { ...context.boxes, [change.sku]: saved.Quantity }
                          : context.boxes,
                        ...(text ? alertPatch(context, text) : {}),
                      });
                      return;
                    }
                    const item = findList(context.lists, change.listName)?.Items.find(
                      (i) => i.SKU === change.sku,
                    );
                    enqueue.assign({
                      queue,
                      updating,
                      // Issue 46: a saved quantity is said (the page's polite notice), as saved notes are.
                      ...(change.kind === 'update'
                        ? {
                            notice: {
                              tone: 'info' as const,
                              text: labels.quantitySaved(item?.Name ?? change.sku, change.quantity),
                            },
                          }
                        : {}),
                      lists: context.lists.map((list) => {
                        if (!sameName(list.Name, change.listName)) return list;
                        return {
                          ...list,
                          Items:
                            change.kind === 'remove'
                              ? list.Items.filter((i) => i.SKU !== change.sku)
                              : list.Items.map((i) =>
                                  i.SKU === change.sku ? withItemQuantity(i, change.quantity) : i,
                                ),
                        };
                      }),
                      // storefront.md §4: a deleted item's box goes back to 1.
                      boxes:
                        change.kind === 'remove'
                          ? { ...context.boxes, [change.sku]: 1 }
                          : context.boxes,
                    });
                  }),
                },
                onError: {
                  target: 'settled',
                  actions: assign(({ context }) => {
                    const change = context.queue[0] as QuantityChange;
                    const queue = context.queue.slice(1);
                    const saved = findList(context.lists, change.listName)?.Items.find(
                      (i) => i.SKU === change.sku,
                    );
                    return {
                      queue,
                      updating: queue.some((c) => c.sku === change.sku)
                        ? context.updating
                        : context.updating.filter((sku) => sku !== change.sku),
                      boxes: saved
                        ? { ...context.boxes, [change.sku]: saved.Quantity }
                        : context.boxes,
                      ...alertPatch(context, alertTexts.somethingWentWrong),
                    };
                  }),
                },
              },
            },
            /** One change answered: the next one goes, if any. */
            settled: {
              always: [{ guard: 'hasQueued', target: 'sending' }, { target: 'idle' }],
            },
          },
        },
        page: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'list.select': {
                  actions: assign(({ context, event }) => {
                    const list = findList(context.lists, event.name);
                    return {
                      activeName: list?.Name ?? context.activeName,
                      boxes: list ? boxesFor(list) : context.boxes,
                      notesDraft: list ? list.UserNotes : context.notesDraft,
                    };
                  }),
                },
                'createList.open': { target: 'creatingDialog' },
                'viewLists.open': { target: 'viewingLists' },
                'editList.open': {
                  target: 'editDialog',
                  actions: assign({ editingName: ({ event }) => event.name }),
                },
                'quantity.change': {
                  actions: assign({
                    boxes: ({ context, event }) => ({ ...context.boxes, [event.sku]: event.quantity }),
                  }),
                },
                'quantity.update': [
                  {
                    guard: { type: 'asksZero', params: ({ event }) => event.sku },
                    target: 'confirmingZero',
                    actions: assign({ zeroSku: ({ event }) => event.sku }),
                  },
                  { guard: { type: 'isUnchanged', params: ({ event }) => event.sku } },
                  {
                    actions: [
                      assign(({ context, event }) => ({
                        queue: [
                          ...context.queue,
                          {
                            kind: 'update' as const,
                            listName: context.activeName as string,
                            sku: event.sku,
                            quantity: context.boxes[event.sku] ?? 1,
                          },
                        ],
                        updating: [...new Set([...context.updating, event.sku])],
                      })),
                      raise({ type: 'queue.kick' }),
                    ],
                  },
                ],
                'item.remove': {
                  actions: [
                    assign(({ context, event }) => ({
                      queue: [
                        ...context.queue,
                        {
                          kind: 'remove' as const,
                          listName: context.activeName as string,
                          sku: event.sku,
                          quantity: 0,
                        },
                      ],
                      updating: [...new Set([...context.updating, event.sku])],
                    })),
                    raise({ type: 'queue.kick' }),
                  ],
                },
                'transfer.open': {
                  target: 'selectingList',
                  actions: assign({
                    transfer: ({ context, event }) => ({
                      sourceList: context.activeName as string,
                      sku: event.sku,
                    }),
                  }),
                },
                'item.addToCart': {
                  guard: { type: 'mayAddToCart', params: ({ event }) => event.sku },
                  target: 'addingItemToCart',
                  actions: assign({ cartSku: ({ event }) => event.sku }),
                },
                'list.addToCart': { guard: 'hasActiveList', target: 'addingListToCart' },
                'notes.change': { actions: assign({ notesDraft: ({ event }) => event.value }) },
                'notes.save': { guard: 'hasActiveList', target: 'savingNotes' },
                'print.open': { target: 'printOptions' },
              },
            },
            creatingDialog: {
              on: {
                'list.create': {
                  guard: { type: 'nameAcceptable', params: ({ event }) => event.name },
                  target: 'creating',
                  actions: assign({ pendingName: ({ event }) => cleanListName(event.name) }),
                },
                'dialog.close': { target: 'idle' },
              },
            },
            creating: {
              invoke: {
                id: 'createList',
                src: 'createList',
                input: ({ context }) => ({
                  name: context.pendingName as string,
                  endpoint: context.endpoints?.['wishlists.create'],
                }),
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: 'listCreated',
                  },
                  { target: 'creatingDialog', actions: [
                      {
                        type: 'alertOutcome',
                        params: ({ event }) => ({ outcome: event.output, call: 'name' as const }),
                      },
                      { type: 'logUnhandled', params: ({ event }) => event.output },
                    ] },
                ],
                onError: { target: 'creatingDialog', actions: 'reportFailure' },
              },
            },
            /**
             * Issue 46: a list created from the View and Add Lists dialog's Add a List tab keeps that
             * dialog while it is created (the Create a Wish List dialog standing in for it took focus
             * away, and left it on <body> as it closed). A refusal shows in it; a created list closes it.
             */
            creatingFromView: {
              invoke: {
                id: 'createListFromView',
                src: 'createList',
                input: ({ context }) => ({
                  name: context.pendingName as string,
                  endpoint: context.endpoints?.['wishlists.create'],
                }),
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: 'listCreated',
                  },
                  { target: 'viewingLists', actions: [
                      {
                        type: 'alertOutcome',
                        params: ({ event }) => ({ outcome: event.output, call: 'name' as const }),
                      },
                      { type: 'logUnhandled', params: ({ event }) => event.output },
                    ] },
                ],
                onError: { target: 'viewingLists', actions: 'reportFailure' },
              },
            },
            viewingLists: {
              on: {
                'list.select': {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const list = findList(context.lists, event.name);
                    return {
                      activeName: list?.Name ?? context.activeName,
                      boxes: list ? boxesFor(list) : context.boxes,
                      notesDraft: list ? list.UserNotes : context.notesDraft,
                    };
                  }),
                },
                'list.create': {
                  guard: { type: 'nameAcceptable', params: ({ event }) => event.name },
                  target: 'creatingFromView',
                  actions: assign({ pendingName: ({ event }) => cleanListName(event.name) }),
                },
                'dialog.close': { target: 'idle' },
              },
            },
            editDialog: {
              on: {
                'list.rename': {
                  guard: { type: 'nameAcceptable', params: ({ event }) => event.name },
                  target: 'renaming',
                  actions: assign({ pendingName: ({ event }) => cleanListName(event.name) }),
                },
                'list.delete': { target: 'deletingList' },
                'list.copy': {
                  target: 'copyingList',
                  actions: assign({
                    pendingName: ({ context }) =>
                      copyListName(context.editingName ?? '', context.lists),
                  }),
                },
                'dialog.close': { target: 'idle', actions: assign({ editingName: null }) },
              },
            },
            renaming: {
              invoke: {
                id: 'renameList',
                src: 'renameList',
                input: ({ context }) => ({
                  oldName: (context.editingName as string).trim(),
                  name: context.pendingName as string,
                  endpoint: context.endpoints?.['wishlists.rename'],
                }),
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: assign(({ context }) => {
                      const oldName = context.editingName as string;
                      const name = context.pendingName as string;
                      return {
                        lists: context.lists.map((list) =>
                          sameName(list.Name, oldName) ? { ...list, Name: name } : list,
                        ),
                        activeName:
                          context.activeName !== null && sameName(context.activeName, oldName)
                            ? name
                            : context.activeName,
                        editingName: null,
                        pendingName: null,
                      };
                    }),
                  },
                  { target: 'editDialog', actions: [
                      {
                        type: 'alertOutcome',
                        params: ({ event }) => ({ outcome: event.output, call: 'name' as const }),
                      },
                      { type: 'logUnhandled', params: ({ event }) => event.output },
                    ] },
                ],
                onError: { target: 'editDialog', actions: 'reportFailure' },
              },
            },
            deletingList: {
              invoke: {
                id: 'deleteList',
                src: 'deleteList',
                input: ({ context }) => ({
                  name: (context.editingName as string).trim(),
                  endpoint: context.endpoints?.['wishlists.delete'],
                }),
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: assign(({ context }) => {
                      const removed = context.editingName as string;
                      const lists = context.lists.filter((list) => !sameName(list.Name, removed));
                      const stillActive =
                        context.activeName !== null && !sameName(context.activeName, removed);
                      const active = stillActive ? findList(lists, context.activeName) : lists[0];
                      return {
                        lists,
                        activeName: active?.Name ?? null,
                        boxes: stillActive ? context.boxes : boxesFor(active),
                        notesDraft: stillActive ? context.notesDraft : (active?.UserNotes ?? ''),
                        editingName: null,
                      };
                    }),
                  },
                  { target: 'editDialog', actions: [
                      {
                        type: 'alertOutcome',
                        params: ({ event }) => ({ outcome: event.output, call: 'other' as const }),
                      },
                      { type: 'logUnhandled', params: ({ event }) => event.output },
                    ] },
                ],
                onError: { target: 'editDialog', actions: 'reportFailure' },
              },
            },
            copyingList: {
              invoke: {
                id: 'copyList',
                src: 'copyList',
                input: ({ context }) => ({
                  name: context.pendingName as string,
                  items: Object.fromEntries(
                    (findList(context.lists, context.editingName)?.Items ?? []).map((i) => [
                      i.SKU,
                      i.Quantity,
                    ]),
                  ),
                  endpoints: context.endpoints,
                }),
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: assign(({ context }) => {
                      const source = findList(context.lists, context.editingName);
                      const name = context.pendingName as string;
                      const copy: WishList = {
                        Name: name,
                        Items: (source?.Items ?? []).map((i) => ({ ...i })),
                        UserNotes: '',
                      };
                      return {
                        lists: [...context.lists, copy],
                        activeName: name,
                        boxes: boxesFor(copy),
                        notesDraft: '',
                        editingName: null,
                        pendingName: null,
                      };
                    }),
                  },
                  { target: 'editDialog', actions: [
                      {
                        type: 'alertOutcome',
                        params: ({ event }) => ({ outcome: event.output, call: 'name' as const }),
                      },
                      { type: 'logUnhandled', params: ({ event }) => event.output },
                    ] },
                ],
                onError: { target: 'editDialog', actions: 'reportFailure' },
              },
            },
            confirmingZero: {
              on: {
                'zero.confirm': {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => {
                      const sku = context.zeroSku as string;
                      return {
                        queue: [
                          ...context.queue,
                          {
                            kind: 'remove' as const,
                            listName: context.activeName as string,
                            sku,
                            quantity: 0,
                          },
                        ],
                        updating: [...new Set([...context.updating, sku])],
                        zeroSku: null,
                      };
                    }),
                    raise({ type: 'queue.kick' }),
                  ],
                },
                'zero.cancel': {
                  target: 'idle',
                  actions: assign(({ context }) => {
                    const sku = context.zeroSku as string;
                    const saved = activeList(context)?.Items.find((i) => i.SKU === sku);
                    return {
                      boxes: { ...context.boxes, [sku]: saved?.Quantity ?? 1 },
                      zeroSku: null,
                    };
                  }),
                },
              },
            },
            selectingList: {
              on: {
                'transfer.submit': {
                  guard: { type: 'nameGiven', params: ({ event }) => event.targetList },
                  target: 'transferring',
                  actions: assign({
                    transfer: ({ context, event }) =>
                      context.transfer && {
                        ...context.transfer,
                        mode: event.mode,
                        targetList: event.targetList,
                      },
                  }),
                },
                'dialog.close': { target: 'idle', actions: assign({ transfer: null }) },
              },
            },
            transferring: {
              invoke: {
                id: 'transferItem',
                src: 'transferItem',
                input: ({ context }) => {
                  const transfer = context.transfer as ItemTransfer;
                  const item = findList(context.lists, transfer.sourceList)?.Items.find(
                    (i) => i.SKU === transfer.sku,
                  );
                  return { ...transfer, quantity: item?.Quantity ?? 1, endpoints: context.endpoints };
                },
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: assign(({ context }) => {
                      const transfer = context.transfer as ItemTransfer;
                      const item = findList(context.lists, transfer.sourceList)?.Items.find(
                        (i) => i.SKU === transfer.sku,
                      );
                      if (!item) return { transfer: null };
                      const lists = context.lists.map((list) => {
                        if (sameName(list.Name, transfer.targetList)) return mergeItem(list, item);
                        if (transfer.mode === 'move' && sameName(list.Name, transfer.sourceList))
                          return { ...list, Items: list.Items.filter((i) => i.SKU !== transfer.sku) };
                        return list;
                      });
                      const target = findList(lists, transfer.targetList)?.Name ?? transfer.targetList;
                      return {
                        lists,
                        boxes: boxesFor(findList(lists, context.activeName)),
                        transfer: null,
                        notice: {
                          tone: 'info' as const,
                          text:
                            transfer.mode === 'move'
                              ? labels.moved(item.Name, target)
                              : labels.copied(item.Name, target),
                        },
                      };
                    }),
                  },
                  // The item stays where it was (a failed add never removes it from the source).
                  { target: 'idle', actions: [
                      {
                        type: 'alertOutcome',
                        params: ({ event }) => ({ outcome: event.output, call: 'other' as const }),
                      },
                      { type: 'logUnhandled', params: ({ event }) => event.output },
                      assign({ transfer: null }),
                    ] },
                ],
                onError: { target: 'idle', actions: ['reportFailure', assign({ transfer: null })] },
              },
            },
            addingItemToCart: {
              invoke: {
                id: 'addItemToCart',
                src: 'addItemToCart',
                input: ({ context }) => {
                  const item = activeList(context)?.Items.find((i) => i.SKU === context.cartSku);
                  return {
                    code: context.cartSku as string,
                    quantity: item?.Quantity ?? 1,
                    endpoint: context.endpoints?.['wishlists.addItemToCart'],
                  };
                },
                onDone: [
                  {
                    guard: { type: 'hasError', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [
                      { type: 'alert', params: { text: alertTexts.unableToAddProductToCart } },
                      assign({ cartSku: null }),
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      'cartChanged',
                      assign(({ context }) => ({
                      notice: {
                        tone: 'info' as const,
                        text: labels.addedToCart(
                          activeList(context)?.Items.find((i) => i.SKU === context.cartSku)
                            ?.Name ?? (context.cartSku as string),
                        ),
                      },
                      cartSku: null,
                    })),
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'alert', params: { text: alertTexts.unableToAddProductToCart } },
                    assign({ cartSku: null }),
                  ],
                },
              },
            },
            addingListToCart: {
              invoke: {
                id: 'addListToCart',
                src: 'addListToCart',
                input: ({ context }) => ({
                  name: context.activeName as string,
                  endpoint: context.endpoints?.['wishlists.addListToCart'],
                }),
                onDone: [
                  {
                    guard: { type: 'hasError', params: ({ event }) => event.output },
                    target: 'cartFailure',
                    // Every item it could add went in (storefront.md §8: "Could not add all items").
                    actions: ['cartChanged', assign({ cartFailure: ({ event }) => event.output.errorMessage })],
                  },
                  {
                    target: 'idle',
                    actions: [
                      'cartChanged',
                      assign(({ context }) => ({
                        notice: {
                          tone: 'info' as const,
                          text: labels.listAddedToCart(context.activeName ?? ''),
                        },
                      })),
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'alert', params: { text: alertTexts.errorAddingItemsToCart } },
                },
              },
            },
            cartFailure: {
              on: { 'dialog.close': { target: 'idle', actions: assign({ cartFailure: null }) } },
            },
            savingNotes: {
              invoke: {
                id: 'saveNotes',
                src: 'saveNotes',
                input: ({ context }) => ({
                  cartName: context.activeName as string,
                  userNotes: context.notesDraft,
                  endpoint: context.endpoints?.['wishlists.saveNotes'],
                }),
                onDone: [
                  {
                    guard: { type: 'hasError', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [
                      { type: 'alert', params: { text: alertTexts.unableToSaveNotes } },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      lists: context.lists.map((list) =>
                        list.Name === context.activeName
                          ? { ...list, UserNotes: context.notesDraft }
                          : list,
                      ),
                      notice: { tone: 'info' as const, text: labels.notesSaved },
                    })),
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'alert', params: { text: alertTexts.unableToSaveNotes } },
                },
              },
            },
            printOptions: {
              on: {
                'print.choose': [
                  {
                    guard: { type: 'isHidePrice', params: ({ event }) => event.option },
                    target: 'printingWithoutPrices',
                  },
                  { target: 'idle', actions: 'print' },
                ],
                'dialog.close': { target: 'idle' },
              },
            },
            /** storefront.md §4: prices hidden, print after 10 ms, prices shown again. */
            printingWithoutPrices: {
              entry: assign({ pricesHidden: true }),
              after: {
                printDelay: { target: 'idle', actions: ['print', assign({ pricesHidden: false })] },
              },
            },
          },
        },
      },
    },
  },
});
