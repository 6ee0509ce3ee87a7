import { useCallback, useEffect, useState } from 'react';
import { useStillLoading } from '../useStillLoading';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Link } from '@joinery/ui/Link';
import { Spinner } from '@joinery/ui/Spinner';
import type { QuoteInitialData } from '@joinery/flows/api/storefront/checkout';
import type { PaymentLogic } from '@joinery/flows/storefront/checkout';
import {
  quoteCartLineId,
  quoteCheckoutLabels as labels,
  quoteCheckoutMachine,
  quoteCheckoutMessages as messages,
  quoteShippingAddress,
  quoteSubTotal,
  QUOTE_QUANTITY_MAX,
} from '@joinery/flows/storefront/quoteCheckout';
import { AddressSection } from '../Checkout/AddressSection';
import { BillingSection } from '../Checkout/BillingSection';
import { CartSection } from '../Checkout/CartSection';
import { MessagesArea } from '../Checkout/MessagesArea';
import { LiveMessage } from '../LiveMessage';
import { PaymentPlaceholder, useDeferredPayment, type PaymentPart } from '../Checkout/DeferredPayment';
import { useHeadingAfterRetry } from '../Checkout/focusAfter';
import type { AddressBookRef, CartLineRef, PaymentRef } from '../Checkout/types';
import * as checkoutStyles from '../Checkout/Checkout.css';
import * as styles from './QuoteCheckout.css';

export interface QuoteCheckoutProps {
  initialData?: QuoteInitialData | PromiseLike<QuoteInitialData>;
  /** Lets a story or test swap the machine's actors. */
  machine?: typeof quoteCheckoutMachine;
  /** Lets a story hold or fail the payment section's code (by default it is fetched once the page shows). */
  loadPaymentPart?: () => Promise<PaymentPart>;
  homeUrl?: string;
  loginUrl?: string;
  /** Goes to the confirmation address; a full page load when left out. */
  onNavigate?: (url: string) => void;
  /** The quote checkout was refused for want of a signed-in shopper (401). */
  onSignInRequired?: () => void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function SubmitButton({ pending, text, onSubmit }: { pending: boolean; text: string; onSubmit: () => void }) {
  return (
    <Button size="lg" loading={pending} onClick={onSubmit}>
      {text}
    </Button>
  );
}

/**
 * The quote-request checkout (storefront.md §2.2): Shipping Address, Billing Address, Payment
 * Information and Quote Details; above 767 px the summary and the submit button in a sticky
 * right column, below it the button above and below the content.
 */
export function QuoteCheckout(props: QuoteCheckoutProps) {
  const { machine = quoteCheckoutMachine, homeUrl = '/', loginUrl = '/login', onNavigate, onSignInRequired } = props;
  const [configured] = useState(() =>
    onNavigate
      ? machine.provide({
          actions: { navigateToConfirmation: (_, params: { url: string }) => onNavigate(params.url) },
        })
      : machine,
  );
  const [snapshot, send] = useMachine(configured, { input: { initialData: props.initialData } });
  const { context } = snapshot;
  const signInRequired = snapshot.matches('failed') && context.loadErrorStatus === 401;
  useEffect(() => {
    if (signInRequired) onSignInRequired?.();
  }, [signInRequired, onSignInRequired]);
  // The payment section and its machine load once the page shows (issue 33).
  const startPayment = useCallback(
    (logic: PaymentLogic) => send({ type: 'payment.ready', logic }),
    [send],
  );
  // The loading view stays until the page's deferred render has the data (useStillLoading).
  const stillLoading = useStillLoading(snapshot.matches('loading'));
  const deferredPayment = useDeferredPayment({
    // Issue 47: once the page shows its content, not while the loading view still does.
    ready: snapshot.matches('ready') && !stillLoading,
    started: context.paymentStarted,
    start: startPayment,
    logicFor: (part) => part.paymentMachine,
    ...(props.loadPaymentPart ? { load: props.loadPaymentPart } : {}),
  });
  const paymentPart = deferredPayment.part;

  const { headingRef, retried } = useHeadingAfterRetry(stillLoading);
  const heading = (
    <h1 ref={headingRef} tabIndex={-1} className={checkoutStyles.pageHeading}>
      {labels.pageTitle}
    </h1>
  );

  // Issue 46: the loading view and the failure share one live region at the same place in the same
  // page frame, so it is on the page before the load's outcome and the outcome is spoken as it
  // arrives (assertive for a failure, polite for the sign-in notice).
  if (stillLoading) {
    return (
      <div className={checkoutStyles.page} aria-busy="true">
        {heading}
        <LiveMessage critical>{null}</LiveMessage>
        <Spinner label={labels.loading} />
      </div>
    );
  }
  if (snapshot.matches('failed') || snapshot.matches('rejected')) {
    return (
      <div className={checkoutStyles.page}>
        {heading}
        <LiveMessage critical={!signInRequired}>
          {signInRequired ? (
            <Alert tone="info" scrollIntoViewOnShow={false}>
              {labels.signInRequired} <Link href={loginUrl}>{labels.signIn}</Link>
            </Alert>
          ) : (
            <Alert tone="critical">{labels.loadFailed}</Alert>
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
  if (context.cartItems.length === 0 && !snapshot.matches({ ready: 'submitted' })) {
    return (
      <div className={checkoutStyles.page}>
        {heading}
        <p>{messages.cartEmpty}</p>
        <p>
          <Link href={homeUrl}>{labels.continueShopping}</Link>
        </p>
      </div>
    );
  }

  const children = snapshot.children as Record<string, unknown>;
  const shippingBook = children['shippingAddresses'] as AddressBookRef;
  const billingBook = children['billingAddresses'] as AddressBookRef;
  const payment = children['payment'] as PaymentRef | undefined;
  // A submit pressed while the payment still loads waits for it (issue 45).
  const pending = context.isSubmitPending || deferredPayment.waiting;
  const submit = () => deferredPayment.afterPayment(() => send({ type: 'quote.submit' }));
  const itemCount = context.cartItems.reduce((sum, item) => sum + item.Quantity, 0);
  const messagesArea = (
    <MessagesArea messages={context.messages} onDismiss={(id) => send({ type: 'message.dismiss', id })} />
  );

  return (
    <div className={checkoutStyles.page}>
      {heading}
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.narrowOnly} data-testid="submit-top">
            <SubmitButton pending={pending} text={context.submitButtonText} onSubmit={submit} />
          </div>
          {messagesArea}
          <AddressSection title={labels.shippingAddress} book={shippingBook} />
          <BillingSection
            book={billingBook}
            allowSameAsShipping={context.allowBillingEqualsShipping}
            sameAsShipping={context.useShippingForBilling}
            shippingAddress={quoteShippingAddress(context)}
            onToggleSameAsShipping={() => send({ type: 'billing.toggleSameAsShipping' })}
          />
          {paymentPart && payment ? (
            <paymentPart.PaymentSection payment={payment} />
          ) : (
            <PaymentPlaceholder failed={deferredPayment.failed} onRetry={deferredPayment.retry} />
          )}
          <CartSection
            title={labels.quoteDetails}
            items={context.cartItems}
            announcement=""
            quantityMax={QUOTE_QUANTITY_MAX}
            lineFor={(item) => children[quoteCartLineId(item.Id)] as CartLineRef | undefined}
          />
          <div className={styles.narrowOnly} data-testid="submit-bottom">
            <SubmitButton pending={pending} text={context.submitButtonText} onSubmit={submit} />
          </div>
        </div>
        <aside className={styles.side} aria-label={labels.summary}>
          <section className={styles.summary} aria-label={labels.summary}>
            <h2 className={checkoutStyles.sectionHeading}>{labels.summary}</h2>
            <p className={styles.summaryRow}>
              <span>{labels.items}</span>
              <span>{itemCount}</span>
            </p>
            <p className={styles.summaryRow}>
              <span>{labels.subTotal}</span>
              <span>{usd.format(quoteSubTotal(context.cartItems))}</span>
            </p>
          </section>
          <SubmitButton pending={pending} text={context.submitButtonText} onSubmit={submit} />
        </aside>
      </div>
    </div>
  );
}
