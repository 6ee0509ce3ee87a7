import { useEffect, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { CARD_EXPIRY_MASK, CARD_NUMBER_MASK, MaskedField } from '@joinery/ui/MaskedField';
import { TextField } from '@joinery/ui/TextField';
import {
  CARD_NAME_MAX_LENGTH,
  loadCardChecks,
  paymentMessages as messages,
  type CardField,
} from '@joinery/flows/storefront/payment';
import { LiveMessage } from '../LiveMessage';
import type { PaymentRef } from './types';
import * as styles from './Checkout.css';

/**
 * New card entry (storefront.md §2.1, §5): card number masked as 16 digits in groups of four,
 * card code, expiry MM/YY and the names on the card. A valid card goes to the card provider;
 * its refusals are listed.
 */
export function CardEntryForm({ payment }: { payment: PaymentRef }) {
  const snapshot = useSelector(payment, (s) => s);
  const { card, cardErrors, tokenErrors } = snapshot.context;
  const tokenizing =
    snapshot.matches({ cardEntry: 'checking' }) || snapshot.matches({ cardEntry: 'tokenizing' });
  // The card checks come apart from the checkout (issue 33): fetch them while the shopper types,
  // so "Use this card" answers at once. A failed fetch is reported by the submit that needs them.
  useEffect(() => {
    loadCardChecks().catch(() => undefined);
  }, []);
  // Issue 46: a submit whose check finds fields to fix moves focus to the first of them, read with
  // its message (the check answers after a wait: its code may still be loading).
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    submitted.current = false;
    first.focus();
  }, [cardErrors]);
  const providerReady = snapshot.matches({ provider: 'ready' });
  const change = (field: CardField) => (value: string) =>
    payment.send({ type: 'card.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    payment.send({ type: 'card.submit' });
  };
  return (
    <form ref={form} noValidate onSubmit={submit} aria-label={messages.newCard}>
      <div className={styles.formGrid}>
        {/* Issue 46: the provider's refusals arrive in a live region already on the page, spoken at once. */}
        <LiveMessage critical>
          {tokenErrors.length > 0 && (
            <div className={styles.fullWidth}>
              <Alert tone="critical" heading={messages.tokenizeFailed}>
                <ul className={styles.messageList}>
                  {tokenErrors.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </Alert>
            </div>
          )}
        </LiveMessage>
        <div className={styles.fullWidth}>
          <MaskedField
            label={messages.cardNumber}
            required
            mask={CARD_NUMBER_MASK}
            value={card.cardNumber}
            onValueChange={(value) => change('cardNumber')(value)}
            error={cardErrors.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
          />
        </div>
        <TextField
          label={messages.cardCode}
          required
          value={card.cardCode}
          onValueChange={(value) => change('cardCode')(value.replace(/\D/g, ''))}
          maxLength={4}
          inputMode="numeric"
          autoComplete="cc-csc"
          error={cardErrors.cardCode}
        />
        <MaskedField
          label={messages.expiry}
          required
          mask={CARD_EXPIRY_MASK}
          value={card.expDate}
          onValueChange={(value) => change('expDate')(value)}
          error={cardErrors.expDate}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
        />
        <TextField
          label={messages.firstName}
          required
          value={card.firstName}
          onValueChange={change('firstName')}
          maxLength={CARD_NAME_MAX_LENGTH}
          autoComplete="cc-given-name"
          error={cardErrors.firstName}
        />
        <TextField
          label={messages.lastName}
          required
          value={card.lastName}
          onValueChange={change('lastName')}
          maxLength={CARD_NAME_MAX_LENGTH}
          autoComplete="cc-family-name"
          error={cardErrors.lastName}
        />
        <div className={`${styles.actions} ${styles.fullWidth}`}>
          <Button
            type="submit"
            variant="outline"
            loading={tokenizing || (!providerReady && !snapshot.matches({ provider: 'failed' }))}
          >
            {messages.useCard}
          </Button>
        </div>
      </div>
    </form>
  );
}
