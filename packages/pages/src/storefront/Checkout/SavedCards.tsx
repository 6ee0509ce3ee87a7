import { useSelector } from '@xstate/react';
import { Button } from '@joinery/ui/Button';
import { paymentMessages } from '@joinery/flows/storefront/payment';
import { checkoutLabels as labels } from '@joinery/flows/storefront/checkout';
import type { SavedCard } from '@joinery/flows/api/storefront/payments';
import type { PaymentRef } from './types';
import * as styles from './Checkout.css';

function expiry(card: SavedCard): string {
  const [year = '', month = ''] = card.expirationDate.split('-');
  return month && year ? `${month}/${year}` : card.expirationDate;
}

/** "Visa ending in 1111": the words the collapsed payment section uses for a new card too. */
export function savedCardName(card: SavedCard): string {
  return labels.cardEnding(card.cardType, card.maskedCardNumber.slice(-4));
}

/** The shopper's saved cards (storefront.md §2.1): use one, edit it, or delete it. */
export function SavedCards({ payment }: { payment: PaymentRef }) {
  // Two fields, not the whole context: typing a new card does not render the saved ones again.
  const savedCards = useSelector(payment, (s) => s.context.savedCards);
  const profileId = useSelector(payment, (s) => s.context.profileId);
  return (
    <ul className={styles.savedCardList} aria-label={paymentMessages.savedCards}>
      {savedCards.map((card) => {
        const selected = card.customerPaymentProfileId === profileId;
        const name = savedCardName(card);
        return (
          <li
            key={card.customerPaymentProfileId}
            className={styles.savedCard}
            data-selected={selected || undefined}
          >
            <span>
              <strong>{name}</strong>
              <br />
              <span className={styles.muted}>
                {card.billToFirstName} {card.billToLastName} · {expiry(card)}
              </span>
            </span>
            <span className={styles.actions}>
              <Button
                size="sm"
                variant={selected ? 'solid' : 'outline'}
                aria-pressed={selected}
                aria-label={`${paymentMessages.useCard}: ${name}`}
                onClick={() =>
                  payment.send(
                    selected
                      ? { type: 'savedCard.clear' }
                      : { type: 'savedCard.select', profileId: card.customerPaymentProfileId },
                  )
                }
              >
                {paymentMessages.useCard}
              </Button>
              <Button
                size="sm"
                variant="link"
                aria-label={`${paymentMessages.editCard} ${name}`}
                onClick={() =>
                  payment.send({ type: 'savedCard.edit', profileId: card.customerPaymentProfileId })
                }
              >
                {paymentMessages.editCard}
              </Button>
              <Button
                size="sm"
                variant="link"
                tone="critical"
                aria-label={`${paymentMessages.deleteCard} ${name}`}
                onClick={() =>
                  payment.send({
                    type: 'savedCard.delete',
                    profileId: card.customerPaymentProfileId,
                  })
                }
              >
                {paymentMessages.deleteCard}
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
