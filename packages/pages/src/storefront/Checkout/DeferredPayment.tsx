import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { checkoutLabels as labels, type PaymentLogic } from '@joinery/flows/storefront/checkout';
import { LiveMessage } from '../LiveMessage';
import { afterPaint } from './afterPaint';
import { focusPaymentAfterRetry } from './focusAfter';
import type * as PaymentPartModule from './PaymentPart';
import * as styles from './Checkout.css';

export type PaymentPart = typeof PaymentPartModule;
export const loadPaymentPart = (): Promise<PaymentPart> => import('./PaymentPart');
const noop = () => undefined;

export interface DeferredPayment {
  /** The section and its machine, once their code has arrived. */
  part: PaymentPart | null;
  /** Their code did not arrive; `retry` asks for it again. */
  failed: boolean;
  retry: () => void;
  /**
   * Runs `submit` now when the payment has started, else once it has: a press while the payment
   * is still loading waits for it instead of going without one (issue 45).
   */
  afterPayment: (submit: () => void) => void;
  /** A submit is waiting for the payment. */
  waiting: boolean;
}

/**
 * The payment is below the first view on a phone (issue 33): the checkouts load its section and
 * machine once the page shows (once its content has painted, issue 47), and hand the machine to
 * their own (`payment.ready`) when they arrive.
 * `logicFor` picks the machine (a story's, the local card stand-in's, the provider's); it is read once.
 * `load` fetches the code (a story holds or fails it); it is read once too.
 */
export function useDeferredPayment({
  ready,
  started,
  start,
  logicFor,
  load = loadPaymentPart,
}: {
  ready: boolean;
  started: boolean;
  start: (logic: PaymentLogic) => void;
  logicFor: (part: PaymentPart) => PaymentLogic;
  load?: () => Promise<PaymentPart>;
}): DeferredPayment {
  const [part, setPart] = useState<PaymentPart | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loader] = useState(() => load);
  const [held, setHeld] = useState<{ submit: () => void } | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    // Issue 47: asked for once the page's content has painted, so that paint waits for none of it.
    const cancel = afterPaint(() =>
      loader().then(
        (loaded) => {
          if (live) setPart(loaded);
        },
        () => {
          if (!live) return;
          setFailed(true);
          // A submit waiting for the payment is dropped: the shopper sees why, and presses again.
          setHeld(null);
        },
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [ready, attempt, loader]);
  const [pick] = useState(() => logicFor);
  useEffect(() => {
    if (ready && part && !started) start(pick(part));
  }, [ready, part, started, start, pick]);

  // The submit pressed before the payment started, sent once it has (dropped if the code fails).
  useEffect(() => {
    if (started && held) held.submit();
  }, [started, held]);
  const afterPayment = useCallback(
    (submit: () => void) => (started ? submit() : setHeld({ submit })),
    [started],
  );
  const retry = useCallback(() => {
    focusPaymentAfterRetry(labels.paymentInformation, labels.retry);
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { part, failed, retry, afterPayment, waiting: held !== null && !started };
}

/**
 * The payment section as it first looks (no option chosen: open, its toggle disabled) while its
 * code is on its way, with room for its options so the sections below do not move (issue 33).
 * When the code did not arrive it says so and offers Try again (issue 45).
 */
export function PaymentPlaceholder({ failed = false, onRetry = noop }: { failed?: boolean; onRetry?: () => void }) {
  return (
    <CollapsibleSection title={labels.paymentInformation} open onOpenChange={noop} disabled>
      {/* Issue 46: the failure arrives in a live region that was there while the code loaded, so
          it is spoken at once (with its Try again). */}
      <LiveMessage critical>
        {failed && (
          <div className={styles.paymentLoadFailed}>
            <Alert tone="critical" scrollIntoViewOnShow={false}>
              {labels.paymentLoadFailed}
            </Alert>
            <Button variant="outline" onClick={onRetry}>
              {labels.retry}
            </Button>
          </div>
        )}
      </LiveMessage>
      {!failed && <div className={styles.paymentPlaceholder} aria-busy="true" />}
    </CollapsibleSection>
  );
}
