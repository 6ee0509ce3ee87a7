import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useStillLoading } from '../useStillLoading';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Link } from '@joinery/ui/Link';
import { QuantityInput } from '@joinery/ui/QuantityInput';
import { Spinner } from '@joinery/ui/Spinner';
import { TextArea } from '@joinery/ui/TextArea';
import { TextField } from '@joinery/ui/TextField';
import { useHiddenCharacterNotice } from '../../shared/useHiddenCharacterNotice';
import type { WishListItem, WishListPageData } from '@joinery/flows/api/storefront/wishlists';
import {
  activeList,
  addToCartDisabledReason,
  dialogOf,
  findList,
  listNameError,
  WISH_LIST_PRINT_OPTIONS,
  WISH_LIST_QUANTITY,
  wishListLabels as labels,
  wishListPageMessages,
  wishListsMachine,
} from '@joinery/flows/storefront/wishlists';
import { LazyConfirmDialog as ConfirmDialog, LazyModal, LazySelect as Select, LazyTabs as Tabs } from '../lazyParts';
import { LiveMessage } from '../LiveMessage';
import * as styles from './Wishlists.css';

export interface WishlistsProps {
  data?: WishListPageData | PromiseLike<WishListPageData>;
  machine?: typeof wishListsMachine;
  loginUrl?: string;
  /** Opens the browser's print dialog; a story records it instead. */
  onPrint?: () => void;
  /** Shows the print layout on screen (a preview of the print stylesheet). */
  printView?: boolean;
  /** With `printView`: the HidePrice option's preview. */
  printWithoutPrices?: boolean;
  /** The page was refused for want of a signed-in shopper (401). */
  onSignInRequired?: () => void;
  /** An item or a list went into the cart: the header's cart count refreshes. */
  onCartChange?: () => void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function NameForm({
  label,
  submitLabel,
  initial = '',
  busy,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const hidden = useHiddenCharacterNotice<'name'>();
  return (
    <form
      aria-label={label}
      className={styles.actions}
      onSubmit={(event) => {
        event.preventDefault();
        // A name the page was given (rename) is judged on submit; typed text on each change.
        const refused = listNameError(name);
        setError(refused);
        if (!refused) onSubmit(name);
      }}
    >
      {/*
        Issue 36: an over-long paste or a control character is refused as a whole, with the
        field's message, and the earlier text kept (as the checkout's notes refuse an over-long
        change); no maxLength, which would cut a paste silently.
      */}
      <TextField
        label={label}
        value={name}
        onValueChange={(typed) => {
          const value = hidden.clean('name', typed);
          const refused = listNameError(value);
          setError(refused);
          if (!refused) setName(value);
        }}
        error={error ?? undefined}
        hint={hidden.hint('name')}
        required
      />
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

function Modal({
  open,
  title,
  onClose,
  returnFocusTo,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <LazyModal open={open} title={title} closeLabel={labels.close} onClose={onClose} returnFocusTo={returnFocusTo}>
      {children}
    </LazyModal>
  );
}

/**
 * The wish list page (storefront.md §2.3): the lists in a sidebar, the active list with its
 * tools, notes and items; the modals to create, view, edit and print lists, to copy or move an
 * item, and the add-list-to-cart error dialog.
 */
export function Wishlists(props: WishlistsProps) {
  const {
    machine = wishListsMachine,
    loginUrl = '/login',
    onPrint,
    printView = false,
    printWithoutPrices = false,
    onSignInRequired,
  } = props;
  const cartChange = useRef(props.onCartChange);
  useEffect(() => {
    cartChange.current = props.onCartChange;
  }, [props.onCartChange]);
  const [configured] = useState(() =>
    machine.provide({
      actions: {
        ...(onPrint ? { print: () => onPrint() } : {}),
        cartChanged: () => cartChange.current?.(),
      },
    }),
  );
  const [snapshot, send] = useMachine(configured, { input: { data: props.data } });
  const { context } = snapshot;
  const signInRequired = snapshot.matches('failed') && context.loadErrorStatus === 401;
  useEffect(() => {
    if (signInRequired) onSignInRequired?.();
  }, [signInRequired, onSignInRequired]);
  const [transferTarget, setTransferTarget] = useState('');
  // The "Could not add all items" dialog opens after the call, while its button was disabled.
  const addListButton = useRef<HTMLButtonElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A failed create, rename, copy or move keeps its dialog open: its alert shows in the dialog,
  // where the shopper is looking (the page behind is dimmed and hidden from assistive technology).
  // Alerts raised before the dialog opened stay on the page.
  const dialog = dialogOf(snapshot as never);
  const alertsInDialog = dialog === 'createList' || dialog === 'viewLists' || dialog === 'editList' || dialog === 'selectList';
  const [earlier, setEarlier] = useState<{ inDialog: boolean; ids: number[] }>({ inDialog: false, ids: [] });
  if (earlier.inDialog !== alertsInDialog)
    setEarlier({ inDialog: alertsInDialog, ids: context.alerts.map((alert) => alert.id) });

  // Issue 46: a moved item's row goes, and with it the Copy or Move button the dialog would give
  // focus back to; the button of the item now in that row (the same item after a copy), or the
  // list's first control, takes it as the dialog closes.
  const content = useRef<HTMLElement>(null);
  const transferRow = useRef(0);
  const [transferReturn] = useState<RefObject<HTMLElement | null>>(() => ({
    get current() {
      const rows = content.current?.querySelectorAll<HTMLElement>(`li button[aria-label^="${labels.copyOrMove}:"]`) ?? [];
      return rows[Math.min(transferRow.current, rows.length - 1)] ?? content.current?.querySelector<HTMLElement>('button') ?? null;
    },
  }));

  // Issue 46: a created list opens, and a deleted one goes with its Edit: as its dialog closes, focus
  // goes to the open list's button in the sidebar, read with its name and count. Otherwise (nothing
  // changed, a rename, a copy) the dialog gives focus back to the button that opened it.
  const sidebar = useRef<HTMLElement>(null);
  const listChange = useRef<((buttons: HTMLElement[]) => boolean) | null>(null);
  const [listReturn] = useState<RefObject<HTMLElement | null>>(() => ({
    get current() {
      const buttons = Array.from(sidebar.current?.querySelectorAll<HTMLElement>('button') ?? []);
      if (!listChange.current?.(buttons)) return null;
      listChange.current = null;
      return buttons.find((button) => button.getAttribute('aria-current') === 'true') ?? buttons[0] ?? null;
    },
  }));
  // Issue 46: a quantity's Update button goes once the change is saved (or put back), and a removed
  // item's row with its Update or Remove: focus, left on <body>, goes to the item's quantity box, or
  // to the box of the item now in its row, or to the list's first control.
  const quantityFocus = useRef<{ sku: string; row: number } | null>(null);
  const focusItem = ({ sku, row }: { sku: string; row: number }) => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const boxes = content.current?.querySelectorAll<HTMLElement>('li[data-sku] input') ?? [];
    const own = Array.from(boxes).find((box) => box.closest('li')?.dataset['sku'] === sku);
    (own ?? boxes[Math.min(row, boxes.length - 1)] ?? content.current?.querySelector<HTMLElement>('button'))?.focus();
  };
  useEffect(() => {
    const item = quantityFocus.current;
    if (item === null || context.updating.includes(item.sku)) return;
    quantityFocus.current = null;
    focusItem(item);
  });
  // The 0 question gives focus back to the Update button that asked it, which may be gone (Cancel puts
  // the saved quantity back; Yes removes the item): once it has closed (and Radix has tried), focusItem.
  const focusItemAfterQuestion = (item: { sku: string; row: number }) => {
    const started = performance.now();
    const step = () => {
      if (document.querySelector('[role="alertdialog"]') && performance.now() - started < 2000) {
        requestAnimationFrame(step);
        return;
      }
      setTimeout(() => focusItem(item), 0);
    };
    requestAnimationFrame(step);
  };
  const create = (name: string) => {
    const opened = `${name.trim()} (`;
    listChange.current = (buttons) =>
      buttons.some((button) => button.getAttribute('aria-current') === 'true' && button.textContent?.startsWith(opened));
    send({ type: 'list.create', name });
  };

  // Issue 46: Try again goes as the page loads; once loaded (or failed again) the page's heading
  // takes focus, so a screen reader says the page is there (and focus is not left on <body>).
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);
  const loadSettled = !snapshot.matches('loading');
  useEffect(() => {
    if (!loadSettled || !retried.current) return;
    retried.current = false;
    pageHeading.current?.focus();
  }, [loadSettled]);

  const heading = (
    <h1 ref={pageHeading} tabIndex={-1} className={styles.heading}>
      {labels.pageTitle}
    </h1>
  );
  // Issue 46: on the page in every view, before its message, so that a failed load is spoken as it arrives.
  const loadFailure = (
    <LiveMessage critical>
      {snapshot.matches('failed') && !signInRequired && <Alert tone="critical">{labels.loadFailed}</Alert>}
    </LiveMessage>
  );
  if (useStillLoading(snapshot.matches('loading')))
    return (
      <div className={styles.page} aria-busy="true">
        {heading}
        {loadFailure}
        <Spinner label={labels.loading} />
      </div>
    );
  if (snapshot.matches('failed'))
    return (
      <div className={styles.page}>
        {heading}
        {loadFailure}
        {signInRequired ? (
          <Alert tone="info" scrollIntoViewOnShow={false}>
            {labels.signInRequired} <Link href={loginUrl}>{labels.signIn}</Link>
          </Alert>
        ) : (
          <div>
            <Button
              variant="outline"
              onClick={() => {
                retried.current = true;
                send({ type: 'page.retry' });
              }}
            >
              {labels.retry}
            </Button>
          </div>
        )}
      </div>
    );
  if (!context.showWishlist)
    return (
      <div className={styles.page}>
        {heading}
        {loadFailure}
        <p>{labels.notShown}</p>
      </div>
    );

  const list = activeList(context);
  const editing = findList(context.lists, context.editingName);
  const close = () => send({ type: 'dialog.close' });
  const is = (state: string) => snapshot.matches({ ready: { page: state } } as never);
  const pricesShown = !context.pricesHidden && !(printView && printWithoutPrices);
  const transferItem = context.transfer
    ? findList(context.lists, context.transfer.sourceList)?.Items.find((i) => i.SKU === context.transfer?.sku)
    : undefined;
  const zeroItem = list?.Items.find((i) => i.SKU === context.zeroSku);
  const fromDialog = (id: number) => alertsInDialog && !earlier.ids.includes(id);
  // Issue 46: a dialog's refusal lands in a live region of the dialog (LiveMessage), so it is spoken as it arrives.
  const alertsView = (inDialog: boolean) =>
    context.alerts
      .filter((alert) => fromDialog(alert.id) === inDialog)
      .map((alert) => (
        <Alert key={alert.id} tone="critical" onDismiss={() => send({ type: 'alert.dismiss', id: alert.id })} dismissLabel={labels.dismiss}>
          {alert.text}
        </Alert>
      ));

  const renderItem = (item: WishListItem) => {
    const updating = context.updating.includes(item.SKU);
    const disabledReason = addToCartDisabledReason(context, item);
    return (
      <li key={item.SKU} data-sku={item.SKU} className={styles.item} aria-busy={updating} aria-label={item.Name}>
        {item.ImageUrl ? <img src={item.ImageUrl} alt="" className={styles.image} width={80} height={80} /> : <span />}
        <div className={styles.details}>
          <Link href={item.Link}>{item.Name}</Link>
          <p className={styles.muted}>
            {labels.itemNumber} {item.BRPART}
          </p>
          <dl className={styles.facts}>
            {pricesShown && (
              <>
                <div className={styles.fact}>
                  <dt className={styles.muted}>{labels.price}</dt>
                  <dd>{usd.format(item.Price)}</dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.muted}>{labels.listPrice}</dt>
                  <dd>{usd.format(item.ListPrice)}</dd>
                </div>
              </>
            )}
            <div className={styles.fact}>
              <dt className={styles.muted}>{labels.availability}</dt>
              <dd>{item.StockAvailability}</dd>
            </div>
            {pricesShown && (
              <div className={styles.fact}>
                <dt className={styles.muted}>{labels.totalPrice}</dt>
                <dd>{item.TotalPrice}</dd>
              </div>
            )}
          </dl>
          <div className={styles.actions}>
            <QuantityInput
              label={labels.quantity(item.Name)}
              labelHidden
              min={WISH_LIST_QUANTITY.min}
              max={WISH_LIST_QUANTITY.max}
              dropdownLimit={0}
              value={context.boxes[item.SKU] ?? item.Quantity}
              savedValue={item.Quantity}
              onValueChange={(quantity) => send({ type: 'quantity.change', sku: item.SKU, quantity })}
              onUpdate={() => {
                quantityFocus.current = { sku: item.SKU, row: list?.Items.indexOf(item) ?? 0 };
                send({ type: 'quantity.update', sku: item.SKU });
              }}
            />
            {updating && <Spinner size="sm" label={`${labels.updating} ${item.Name}`} />}
          </div>
          <div className={styles.actions} data-print="hide">
            <Button
              size="sm"
              disabled={disabledReason !== null}
              loading={context.cartSku === item.SKU}
              title={disabledReason ?? undefined}
              aria-label={`${labels.addToCart}: ${item.Name}`}
              onClick={() => send({ type: 'item.addToCart', sku: item.SKU })}
            >
              {labels.addToCart}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${labels.copyOrMove}: ${item.Name}`}
              onClick={() => {
                setTransferTarget('');
                transferRow.current = list?.Items.indexOf(item) ?? 0;
                send({ type: 'transfer.open', sku: item.SKU });
              }}
            >
              {labels.copyOrMove}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              tone="critical"
              aria-label={`${labels.remove}: ${item.Name}`}
              disabled={updating}
              onClick={() => {
                quantityFocus.current = { sku: item.SKU, row: list?.Items.indexOf(item) ?? 0 };
                send({ type: 'item.remove', sku: item.SKU });
              }}
            >
              {labels.remove}
            </Button>
          </div>
        </div>
      </li>
    );
  };

  return (
    <div className={printView ? `${styles.page} ${styles.printView}` : styles.page} data-testid="wishlists">
      {heading}
      {loadFailure}
      <div data-print="hide">
        {/* Issue 46: regions on the page before any message, so a screen reader hears each arrive. */}
        <LiveMessage critical>{alertsView(false)}</LiveMessage>
        <LiveMessage critical={false}>
          {context.notice && (
            <Alert tone="info" onDismiss={() => send({ type: 'notice.dismiss' })} dismissLabel={labels.dismiss}>
              {context.notice.text}
            </Alert>
          )}
        </LiveMessage>
      </div>
      <div className={styles.layout} data-print="layout">
        <nav ref={sidebar} className={styles.sidebar} aria-label={labels.sidebar} data-print="hide">
          <ul className={styles.sidebarList}>
            {/* By place, not name (issue 46): a renamed list keeps its buttons, and the rename dialog gives focus back to its Edit. */}
            {context.lists.map((l, index) => (
              <li key={index} className={styles.sidebarItem}>
                <Button
                  variant={l.Name === context.activeName ? 'solid' : 'link'}
                  size="sm"
                  aria-current={l.Name === context.activeName ? 'true' : undefined}
                  onClick={() => send({ type: 'list.select', name: l.Name })}
                >
                  {l.Name} ({labels.itemCount(l.Items.length)})
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={labels.editList(l.Name)}
                  onClick={() => send({ type: 'editList.open', name: l.Name })}
                >
                  {labels.editShort}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="outline" onClick={() => send({ type: 'createList.open' })}>
            {labels.createList}
          </Button>
        </nav>
        <section ref={content} className={styles.content} aria-label={list?.Name ?? labels.pageTitle}>
          {!list ? (
            <p>{labels.noLists}</p>
          ) : (
            <>
              <h2 className={styles.heading}>{list.Name}</h2>
              <div className={styles.tools} data-print="hide">
                <Button variant="outline" size="sm" onClick={() => send({ type: 'viewLists.open' })}>
                  {labels.viewAndAddLists}
                </Button>
                <Button variant="outline" size="sm" onClick={() => send({ type: 'editList.open', name: list.Name })}>
                  {labels.edit}
                </Button>
                <Button variant="outline" size="sm" onClick={() => send({ type: 'print.open' })}>
                  {labels.print}
                </Button>
                <Button ref={addListButton} size="sm" loading={is('addingListToCart')} disabled={list.Items.length === 0} onClick={() => send({ type: 'list.addToCart' })}>
                  {labels.addListToCart}
                </Button>
              </div>
              <div className={styles.actions}>
                <TextArea
                  label={labels.notes}
                  value={context.notesDraft}
                  onValueChange={(value) => send({ type: 'notes.change', value })}
                />
                <span data-print="hide">
                  <Button variant="outline" size="sm" loading={is('savingNotes')} onClick={() => send({ type: 'notes.save' })}>
                    {labels.saveNotes}
                  </Button>
                </span>
              </div>
              {list.Items.length === 0 ? (
                <p>{labels.emptyList}</p>
              ) : (
                <ul className={styles.items} aria-label={labels.items}>
                  {list.Items.map(renderItem)}
                </ul>
              )}
            </>
          )}
        </section>
      </div>

      <Modal open={dialog === 'createList'} title={labels.createListTitle} onClose={close} returnFocusTo={listReturn}>
        <LiveMessage critical>{alertsView(true)}</LiveMessage>
        <NameForm label={labels.listName} submitLabel={labels.create} busy={is('creating')} onSubmit={create} />
      </Modal>

      <Modal open={dialog === 'viewLists'} title={labels.viewAndAddLists} onClose={close} returnFocusTo={listReturn}>
        <LiveMessage critical>{alertsView(true)}</LiveMessage>
        <Tabs
          label={labels.viewAndAddLists}
          items={[
            {
              value: 'view',
              label: labels.viewListsTab,
              content: (
                <ul className={styles.sidebarList}>
                  {context.lists.map((l) => (
                    <li key={l.Name}>
                      <Button variant="link" onClick={() => send({ type: 'list.select', name: l.Name })}>
                        {l.Name} ({labels.itemCount(l.Items.length)})
                      </Button>
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              value: 'add',
              label: labels.addListTab,
              content: (
                <NameForm label={labels.listName} submitLabel={labels.create} busy={is('creatingFromView')} onSubmit={create} />
              ),
            },
          ]}
        />
      </Modal>

      <Modal open={dialog === 'editList'} title={labels.editListTitle(context.editingName ?? '')} onClose={() => { setConfirmDelete(false); close(); }} returnFocusTo={listReturn}>
        {editing && (
          <div className={styles.content}>
            <LiveMessage critical>{alertsView(true)}</LiveMessage>
            <NameForm
              key={editing.Name}
              label={labels.newListName}
              submitLabel={labels.rename}
              initial={editing.Name}
              busy={is('renaming')}
              onSubmit={(name) => send({ type: 'list.rename', name })}
            />
            <div className={styles.actions}>
              <Button variant="outline" loading={is('copyingList')} onClick={() => send({ type: 'list.copy' })}>
                {labels.copyList}
              </Button>
              {confirmDelete ? (
                <>
                  <span>{labels.confirmDeleteList(editing.Name)}</span>
                  <Button
                    tone="critical"
                    loading={is('deletingList')}
                    onClick={() => {
                      const edit = labels.editList(editing.Name);
                      listChange.current = (buttons) => !buttons.some((button) => button.getAttribute('aria-label') === edit);
                      setConfirmDelete(false);
                      send({ type: 'list.delete' });
                    }}
                  >
                    {labels.deleteList}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
                    {labels.cancel}
                  </Button>
                </>
              ) : (
                <Button variant="outline" tone="critical" onClick={() => setConfirmDelete(true)}>
                  {labels.deleteList}
                </Button>
              )}
            </div>
          </div>
        )}
      </Modal>

      <Modal open={dialog === 'selectList'} title={wishListPageMessages.copyOrMoveTitle} onClose={close} returnFocusTo={transferReturn}>
        <div className={styles.content}>
          <LiveMessage critical>{alertsView(true)}</LiveMessage>
          {transferItem && <p>{transferItem.Name}</p>}
          <Select
            label={labels.chooseList}
            value={transferTarget}
            onValueChange={setTransferTarget}
            options={context.lists
              .filter((l) => l.Name !== context.transfer?.sourceList)
              .map((l) => ({ value: l.Name, label: l.Name }))}
          />
          <div className={styles.actions}>
            <Button disabled={!transferTarget} loading={is('transferring') && context.transfer?.mode === 'copy'} onClick={() => send({ type: 'transfer.submit', mode: 'copy', targetList: transferTarget })}>
              {labels.copy}
            </Button>
            <Button variant="outline" disabled={!transferTarget} loading={is('transferring') && context.transfer?.mode === 'move'} onClick={() => send({ type: 'transfer.submit', mode: 'move', targetList: transferTarget })}>
              {labels.move}
            </Button>
          </div>
        </div>
      </Modal>

      <Modal open={dialog === 'printOptions'} title={labels.printOptionsTitle} onClose={close}>
        <div className={styles.actions}>
          {WISH_LIST_PRINT_OPTIONS.map((option) => (
            <Button key={option} variant="outline" onClick={() => send({ type: 'print.choose', option })}>
              {labels.printOptionLabels[option]}
            </Button>
          ))}
        </div>
      </Modal>

      <Modal open={dialog === 'cartFailure'} title={wishListPageMessages.addListToCartErrorTitle} onClose={close} returnFocusTo={addListButton}>
        <p className={styles.preLine}>{context.cartFailure}</p>
      </Modal>

      <ConfirmDialog
        open={dialog === 'confirmZero'}
        heading={labels.zeroConfirmTitle}
        text={labels.zeroConfirmText(zeroItem?.Name ?? '')}
        onConfirm={() => {
          if (zeroItem) {
            // Back on its Update while the removal is on its way; on the next box once it has gone.
            quantityFocus.current = { sku: zeroItem.SKU, row: list?.Items.indexOf(zeroItem) ?? 0 };
            focusItemAfterQuestion(quantityFocus.current);
          }
          send({ type: 'zero.confirm' });
        }}
        onCancel={() => {
          if (zeroItem) focusItemAfterQuestion({ sku: zeroItem.SKU, row: list?.Items.indexOf(zeroItem) ?? 0 });
          send({ type: 'zero.cancel' });
        }}
      />
    </div>
  );
}
