import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStillLoading } from '../useStillLoading';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Link } from '@joinery/ui/Link';
import { Spinner } from '@joinery/ui/Spinner';
import {
  cartLineId,
  checkoutLabels as labels,
  checkoutMachine,
  checkoutMessages,
  notesFieldError,
  selectedShippingAddress,
  type CheckoutInput,
  type PaymentLogic,
} from '@joinery/flows/storefront/checkout';
import { AddressSection } from './AddressSection';
import { BillingSection } from './BillingSection';
import { CartSection } from './CartSection';
import { PaymentPlaceholder, useDeferredPayment, type PaymentPart } from './DeferredPayment';
import { useHeadingAfterRetry } from './focusAfter';
import { GiftCardSection } from './GiftCardSection';
import { LiveMessage } from '../LiveMessage';
import { MessagesArea } from './MessagesArea';
import { NotesSection } from './NotesSection';
import { PlaceOrderBlock } from './PlaceOrderBlock';
import { ShippingMethodSection } from './ShippingMethodSection';
import { SummarySection } from './SummarySection';
import type { AddressBookRef, CartLineRef, PaymentRef, ShippingOptionsRef } from './types';
import type { CartItem } from '@joinery/flows/api/storefront/checkout';
import * as styles from './Checkout.css';

export interface CheckoutProps {
  /** The initial data when the page already has it (or has already asked for it). */
  initialData?: CheckoutInput['initialData'];
  /** storefront.md §9: the cart's quantity dropdown threshold (1 to this many, then More). */
  quantityDropdownLimit?: number;
  /** Lets a story or test swap the machine's actors. */
  machine?: typeof checkoutMachine;
  /** Lets a story swap the payment's machine (by default the one that arrives with its section). */
  payment?: PaymentLogic;
  /** Lets a story hold or fail the payment section's code (by default it is fetched once the page shows). */
  loadPaymentPart?: () => Promise<PaymentPart>;
  /**
   * Which card provider to use: the provider's Accept.js (live) or the local stand-in that
   * answers in its shapes (the embedded demo). Leave unset when `payment` already chose.
   */
  cardProvider?: 'acceptJs' | 'mock';
  homeUrl?: string;
  loginUrl?: string;
  /** Goes to the confirmation address; a full page load when left out. */
  onNavigate?: (url: string) => void;
  /** The checkout was refused for want of a signed-in shopper (401). */
  onSignInRequired?: () => void;
  /** The number of items in the cart, as it changes (for the header). */
  onCartCountChange?: (count: number) => void;
}

function configure(
  machine: typeof checkoutMachine,
  { onNavigate }: CheckoutProps,
): typeof checkoutMachine {
  return machine.provide({
    ...(onNavigate
      ? {
          actions: {
            navigateToConfirmation: (_, params: { url: string }) => onNavigate(params.url),
          },
        }
      : {}),
  });
}

/** The payment's machine for this page: the story's, the local card stand-in's, or the provider's. */
function paymentLogic(part: PaymentPart, { cardProvider, payment }: CheckoutProps): PaymentLogic {
  if (payment) return payment;
  return cardProvider === 'mock'
    ? part.paymentMachine.provide({ actors: part.mockCardProviderActors })
    : part.paymentMachine;
}

/**
 * The one-page order checkout (storefront.md §2.1): shipping address, shipping method, payment,
 * billing address, notes, gift card and the cart in the main column; summary, place order and
 * messages beside it (on top on small screens).
 */
export function Checkout(props: CheckoutProps) {
  const {
    machine = checkoutMachine,
    homeUrl = '/',
    loginUrl = '/login',
    onSignInRequired,
    onCartCountChange,
  } = props;
  const [configured] = useState(() => configure(machine, props));
  const [snapshot, send] = useMachine(configured, {
    input: { initialData: props.initialData, quantityDropdownLimit: props.quantityDropdownLimit },
  });
  const { context } = snapshot;
  const itemCount = context.cartItems.reduce((sum, item) => sum + item.Quantity, 0);
  const signInRequired = snapshot.matches('failed') && context.loadErrorStatus === 401;

  const ready = snapshot.matches('ready');
  useEffect(() => {
    if (ready) onCartCountChange?.(itemCount);
  }, [itemCount, onCartCountChange, ready]);

  const startPayment = useCallback(
    (logic: PaymentLogic) => send({ type: 'payment.ready', logic }),
    [send],
  );
  // The loading view stays until the page's deferred render has the data (useStillLoading).
  const stillLoading = useStillLoading(snapshot.matches('loading'));
  const deferredPayment = useDeferredPayment({
    // Issue 47: once the page shows its content, not while the loading view still does, so the
    // payment's code and machine do not hold up the render that shows the content.
    ready: ready && !stillLoading,
    started: context.paymentStarted,
    start: startPayment,
    logicFor: (part) => paymentLogic(part, props),
    ...(props.loadPaymentPart ? { load: props.loadPaymentPart } : {}),
  });
  const paymentPart = deferredPayment.part;
  const { afterPayment } = deferredPayment;
  useEffect(() => {
    if (signInRequired) onSignInRequired?.();
  }, [signInRequired, onSignInRequired]);

  // Stable callbacks, so the sections (each memoised in its own module, and so in the quote
  // checkout too) keep their props between the machine's events.
  const onToggleSameAsShipping = useCallback(
    () => send({ type: 'billing.toggleSameAsShipping' }),
    [send],
  );
  const onNotesChange = useCallback(
    (value: string) => send({ type: 'notes.change', value }),
    [send],
  );
  const onToggleTerms = useCallback(() => send({ type: 'terms.toggle' }), [send]);
  // Place Order pressed while the payment still loads waits for it (issue 45).
  const onPlaceOrder = useCallback(
    () => afterPayment(() => send({ type: 'order.place' })),
    [afterPayment, send],
  );
  const onDismiss = useCallback((id: number) => send({ type: 'message.dismiss', id }), [send]);
  const children = snapshot.children as Record<string, unknown>;
  // The cart's line actors by item: a new function only when the lines or their actors change.
  const lineActors = context.cartItems
    .map(
      (item) =>
        (children[cartLineId(item.Id)] as { sessionId?: string } | undefined)?.sessionId ?? '',
    )
    .join('|');
  const lineFor = useMemo(
    () => (item: CartItem) => children[cartLineId(item.Id)] as CartLineRef | undefined,
    // The actors the function hands out are named by lineActors; other changes of `children`
    // (a new snapshot object) do not change what it returns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lineActors],
  );

  const { headingRef, retried } = useHeadingAfterRetry(stillLoading);
  const heading = (
    <h1 ref={headingRef} tabIndex={-1} className={styles.pageHeading}>
      {labels.pageTitle}
    </h1>
  );

  // Issue 46: the loading view, the refusal and the failure share one live region at the same place
  // in the same page frame, so it is on the page before the load's outcome and the outcome is spoken
  // as it arrives (assertive for a failure, polite for the sign-in notice).
  if (stillLoading) {
    return (
      <div className={styles.page} aria-busy="true">
        {heading}
        <LiveMessage critical>{null}</LiveMessage>
        <Spinner label={labels.loadingCheckout} />
      </div>
    );
  }
  if (snapshot.matches('rejected')) {
    // storefront.md §5: the data was rejected and the checkout state left empty (nothing to place).
    return (
      <div className={styles.page}>
        {heading}
        <LiveMessage critical>
          <Alert tone="critical" scrollIntoViewOnShow={false}>
            {labels.checkoutRejected}
          </Alert>
        </LiveMessage>
        <p>
          <Link href={homeUrl}>{labels.continueShopping}</Link>
        </p>
      </div>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <div className={styles.page}>
        {heading}
        <LiveMessage critical={!signInRequired}>
          {signInRequired ? (
            <Alert tone="info" scrollIntoViewOnShow={false}>
              {labels.signInRequired} <Link href={loginUrl}>{labels.signIn}</Link>
            </Alert>
          ) : (
            <Alert tone="critical">{checkoutMessages.checkoutCompletionError}</Alert>
          )}
        </LiveMessage>
        {snapshot.matches('failed') && !signInRequired && (
          <div>
            <Button
              variant="outline"
              onClick={() => {
                retried();
                send({ type: 'checkout.retry' });
              }}
            >
              {labels.retry}
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (context.cartItems.length === 0 && !snapshot.matches({ ready: 'placed' })) {
    return (
      <div className={styles.page}>
        {heading}
        <p>{checkoutMessages.cartEmpty}</p>
        <p>
          <Link href={homeUrl}>{labels.continueShopping}</Link>
        </p>
      </div>
    );
  }

  const shippingBook = children['shippingAddresses'] as AddressBookRef;
  const billingBook = children['billingAddresses'] as AddressBookRef;
  const shippingOptions = children['shippingOptions'] as ShippingOptionsRef;
  const payment = children['payment'] as PaymentRef | undefined;
  const pending = context.isPlaceOrderPending || deferredPayment.waiting;

  return (
    <div className={styles.page}>
      {heading}
      <div className={styles.layout}>
        <div className={styles.main}>
          <AddressSection title={labels.shippingAddress} book={shippingBook} />
          <ShippingMethodSection
            options={shippingOptions}
            isRefreshing={context.isRefreshingShippingOptions}
          />
          {paymentPart && payment ? (
            <paymentPart.PaymentSection payment={payment} />
          ) : (
            <PaymentPlaceholder failed={deferredPayment.failed} onRetry={deferredPayment.retry} />
          )}
          <BillingSection
            book={billingBook}
            allowSameAsShipping={context.allowBillingEqualsShipping}
            sameAsShipping={context.useShippingForBilling}
            shippingAddress={selectedShippingAddress(context)}
            onToggleSameAsShipping={onToggleSameAsShipping}
          />
          <NotesSection
            notes={context.userNotes}
            error={notesFieldError(context.userNotes)}
            onChange={onNotesChange}
          />
          <GiftCardSection />
          <CartSection
            items={context.cartItems}
            announcement={context.cartAnnouncement}
            quantityDropdownLimit={context.quantityDropdownLimit}
            lineFor={lineFor}
          />
        </div>
        <div className={styles.side}>
          <div className={styles.summarySlot}>
            <SummarySection summary={context.summary} isRefreshing={context.isRefreshingSummary} />
          </div>
          <div className={styles.placeOrderSlot}>
            <PlaceOrderBlock
              buttonText={context.completeCheckoutButtonText}
              termsAccepted={context.acceptedTermsAndConditions}
              termsUrl={context.termsUrl}
              pending={pending}
              phoneNumber={context.phoneNumber}
              phoneText={context.phoneText}
              onToggleTerms={onToggleTerms}
              onPlaceOrder={onPlaceOrder}
            />
          </div>
          <div className={styles.messagesSlot}>
            <MessagesArea messages={context.messages} onDismiss={onDismiss} />
          </div>
        </div>
      </div>
    </div>
  );
}
