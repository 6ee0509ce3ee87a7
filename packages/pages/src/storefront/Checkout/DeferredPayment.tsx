import { useEffect, useState } from 'react';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { checkoutLabels as labels, type PaymentLogic } from '@joinery/flows/storefront/checkout';
import type * as PaymentPartModule from './PaymentPart';
import * as styles from './Checkout.css';

export type PaymentPart = typeof PaymentPartModule;
const loadPaymentPart = () => import('./PaymentPart');
const noop = () => undefined;

/**
 * The payment is below the first view on a phone (issue 33): the checkouts load its section and
 * machine once the page shows, and hand the machine to their own (`payment.ready`) when they arrive.
 * `logicFor` picks the machine (a story's, the local card stand-in's, the provider's); it is read once.
 */
export function useDeferredPayment({
  ready,
  started,
  start,
  logicFor,
}: {
  ready: boolean;
  started: boolean;
  start: (logic: PaymentLogic) => void;
  logicFor: (part: PaymentPart) => PaymentLogic;
}): PaymentPart | null {
  const [part, setPart] = useState<PaymentPart | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void loadPaymentPart().then((loaded) => {
      if (live) setPart(loaded);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  const [pick] = useState(() => logicFor);
  useEffect(() => {
    if (ready && part && !started) start(pick(part));
  }, [ready, part, started, start, pick]);
  return part;
}

/**
 * The payment section as it first looks (no option chosen: open, its toggle disabled) while its
 * code is on its way, with room for its options so the sections below do not move (issue 33).
 */
export function PaymentPlaceholder() {
  return (
    <CollapsibleSection title={labels.paymentInformation} open onOpenChange={noop} disabled>
      <div className={styles.paymentPlaceholder} aria-busy="true" />
    </CollapsibleSection>
  );
}
