import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Icon } from '@joinery/ui/Icon';
import { Link } from '@joinery/ui/Link';
import { Spinner } from '@joinery/ui/Spinner';
import { TextField } from '@joinery/ui/TextField';
import type { WishlistModel } from '@joinery/flows/api/storefront/products';
import { productPageLabels as labels } from '@joinery/flows/storefront/productPage';
import { wishlistAddMachine } from '@joinery/flows/storefront/wishlistAdd';
import { focusWhenSettled } from '../../shared/focusAfter';
import { LazyDialog } from '../lazyParts';
import { LiveMessage } from '../LiveMessage';
import * as styles from './ProductPage.css';

export interface WishlistAddProps {
  model: WishlistModel;
  productName: string;
  /** The current variation's code. */
  sku: string;
  /**
   * The chosen trait values, as a key: any change of the selection resets the button (storefront.md
   * §2.4), Clear Selections included, even when the current variation stays the same.
   */
  selection?: string;
  /** Disabled until every trait is chosen (storefront.md §2.4). */
  allTraitsChosen: boolean;
  /** The page's quantity field (non-integers become 1). */
  quantity: unknown;
  machine?: typeof wishlistAddMachine;
  /** Open the modal at once: the shopper clicked the button before this code arrived (DeferredWishlistAdd). */
  defaultOpen?: boolean;
}

/**
 * The host's login link (storefront.md §3 WishlistModel.LoginLink), coming back to this very
 * address: when its ReturnUrl is the product's page, the chosen traits (trait1, trait2) go with it,
 * so the shopper finds the same variation after signing in. Read only in the open dialog (a browser).
 */
function loginLinkHere(loginLink: string): string {
  if (typeof window === 'undefined') return loginLink;
  const { origin, pathname, search } = window.location;
  const url = new URL(loginLink, origin);
  const param = [...url.searchParams.keys()].find((name) => name.toLowerCase() === 'returnurl');
  if (!param || url.searchParams.get(param) !== pathname) return loginLink;
  url.searchParams.set(param, `${pathname}${search}`);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * Add to a wish list from a product (storefront.md §2.4): the button's four looks, the modal
 * with the shopper's lists and a create-list form, or the please-login message for visitors.
 */
export function WishlistAdd({ model, productName, sku, selection = '', allTraitsChosen, quantity, machine = wishlistAddMachine, defaultOpen = false }: WishlistAddProps) {
  const texts = model.LocalizationItems;
  const [state, send] = useMachine(machine, {
    input: {
      lists: model.Wishlists.map((list) => list.Name),
      addItemEndpoint: model.AddItemEndpoint,
      addListEndpoint: model.AddListEndpoint,
      texts,
    },
  });
  const [open, setOpen] = useState(defaultOpen);
  const [newName, setNewName] = useState('');
  useEffect(() => {
    send({ type: 'variation.change' });
  }, [sku, selection, send]);
  const look = (state.value as { button: string }).button;
  // Issue 46: an add the server never answered (a network failure) sets no alert, and the error icon
  // alone says nothing to a screen reader: it shows the retry message too, until dismissed or the
  // button's look changes.
  const [seen, setSeen] = useState({ look, unanswered: false });
  if (seen.look !== look) setSeen({ look, unanswered: look === 'failed' && !state.context.alert });
  // Issue 46: choosing a list closes the modal as the add starts. The button stays focusable while
  // busy (aria-disabled, a click does nothing: not natively disabled, as a loading Button is), so
  // the modal gives focus back to it and a keyboard user stays there; should focus still be lost,
  // it takes focus once the add is done, unless focus has moved on.
  const adding = look === 'adding';
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || look === 'adding') return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [look]);
  if (!model.ShowWishlist) return null;

  const { lists } = state.context;
  const alert = state.context.alert ?? (seen.unanswered ? { tone: 'critical' as const, text: texts.RetryMessage } : null);
  const icon =
    look === 'added' ? <Icon name="check" /> : look === 'failed' ? <Icon name="error" /> : <Icon name="bookmark" />;
  const alertView = alert && (
    <Alert
      tone={alert.tone}
      onDismiss={() => (state.context.alert ? send({ type: 'alert.dismiss' }) : setSeen({ look, unanswered: false }))}
      dismissLabel={labels.dismiss}
    >
      {alert.text}
    </Alert>
  );

  return (
    <div className={styles.panel}>
      <div>
          <Button
            ref={button}
            variant="outline"
            tone="neutral"
            icon={adding ? <Spinner size="sm" tone="current" /> : icon}
            aria-busy={adding || undefined}
            aria-disabled={adding || undefined}
            disabled={!allTraitsChosen}
            data-look={look}
            onClick={() => {
              if (!adding) setOpen(true);
            }}
          >
            {look === 'added' ? texts.AddedToWishList : texts.AddToWishList}
          </Button>
      </div>
      <LazyDialog open={open} onClose={() => setOpen(false)} title={texts.AddToWishList} description={productName} closeLabel={labels.dismiss}>
          {model.UserIsAuthorized ? (
            <div className={styles.panel}>
              <div className={styles.modalBody}>
                {model.ImageUrl && <img className={styles.wideOnly} src={model.ImageUrl} alt={productName} />}
                <ul className={styles.listButtons} aria-label={texts.AddToWishList}>
                  {lists.map((listName) => (
                    <li key={listName}>
                      <Button
                        variant="ghost"
                        tone="neutral"
                        icon={<Icon name="bookmark" />}
                        onClick={() => {
                          send({ type: 'list.choose', listName, sku, quantity });
                          setOpen(false);
                          refocus.current = true;
                          // The modal gives focus back to what opened it, unless that was the
                          // button drawn before this code arrived (DeferredWishlistAdd), now gone.
                          focusWhenSettled(() => [button.current]);
                        }}
                      >
                        {listName}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
              <form
                className={styles.createForm}
                onSubmit={(event) => {
                  event.preventDefault();
                  send({ type: 'list.create', listName: newName });
                  setNewName('');
                }}
              >
                <TextField label={texts.ListNameLabel} value={newName} onValueChange={setNewName} />
                <Button type="submit" variant="outline" loading={state.matches({ create: 'creating' })}>
                  {texts.CreateList}
                </Button>
              </form>
              {/* Issue 46: on the page before the message, so a screen reader hears it arrive (all are errors). */}
              <LiveMessage critical>{open && alertView}</LiveMessage>
            </div>
          ) : (
            <p>
              {texts.PleaseLogin} <Link href={loginLinkHere(model.LoginLink)}>{labels.logIn}</Link>
            </p>
          )}
      </LazyDialog>
      <LiveMessage critical>{!open && alertView}</LiveMessage>
      {/* Issue 46: the add's outcome, said once it is done: focus stayed on the button meanwhile, and
          a screen reader does not say the new name of the button it is on. */}
      <div aria-live="polite" className={styles.visuallyHidden}>
        {look === 'added' ? texts.AddedToWishList : null}
      </div>
    </div>
  );
}
