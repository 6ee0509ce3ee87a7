import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { Alert } from '@joinery/ui/Alert';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { OptionRow } from '@joinery/ui/OptionRow';
import { RadioGroup } from '@joinery/ui/RadioGroup';
import { Spinner } from '@joinery/ui/Spinner';
import { TextField } from '@joinery/ui/TextField';
import { checkoutLabels as labels } from '@joinery/flows/storefront/checkout';
import {
  componentOf,
  optionUnavailableReason,
  paymentMessages,
  PO_NUMBER_MAX_LENGTH,
  purchaseOrderUnavailableReason,
  type PaymentContext,
} from '@joinery/flows/storefront/payment';
import { SavedCards } from './SavedCards';
import type { PaymentRef } from './types';
import * as styles from './Checkout.css';

// Card entry brings the input masks; the saved card editor is for the few who change a card.
const CardEntryForm = lazy(() =>
  import('./CardEntryForm').then((m) => ({ default: m.CardEntryForm })),
);
const SavedCardEditDialog = lazy(() =>
  import('./SavedCardEditDialog').then((m) => ({ default: m.SavedCardEditDialog })),
);

function selectionSummary(context: PaymentContext): string {
  const option = context.options.find((o) => o.Id === context.selectedOptionId);
  if (!option) return '';
  const component = componentOf(option, context.settings);
  if (component === 'purchaseOrder' && context.poValue)
    return `${option.Name}: ${labels.poNumberSummary(context.poValue)}`;
  if (component === 'card' && context.cardLastFour)
    return `${option.Name}: ${labels.cardEnding(context.cardBrand, context.cardLastFour)}`;
  return option.Name;
}

function PurchaseOrderFields({
  payment,
  context,
}: {
  payment: PaymentRef;
  context: PaymentContext;
}) {
  return (
    <div className={styles.actions}>
      <TextField
        label={paymentMessages.poNumber}
        required={context.poRequired}
        // §5: no PO number while the account is on hold or above its credit (unless optional).
        disabled={purchaseOrderUnavailableReason(context) !== null}
        value={context.poValue}
        maxLength={PO_NUMBER_MAX_LENGTH}
        onValueChange={(value) => payment.send({ type: 'po.change', value })}
      />
    </div>
  );
}

function CardFields({ payment }: { payment: PaymentRef }) {
  const snapshot = useSelector(payment, (s) => s);
  const { context } = snapshot;
  const editing =
    snapshot.matches({ savedCards: 'editing' }) || snapshot.matches({ savedCards: 'saving' });
  const toDelete = context.savedCards.find(
    (c) => c.customerPaymentProfileId === context.deleteProfileId,
  );
  return (
    <div className={styles.addressRow}>
      {context.providerError && <Alert tone="critical">{context.providerError}</Alert>}
      {context.savedCardsError && <Alert tone="critical">{context.savedCardsError}</Alert>}
      {snapshot.matches({ savedCards: 'loading' }) && (
        <Spinner size="sm" label={paymentMessages.savedCards} />
      )}
      {context.savedCards.length > 0 && <SavedCards payment={payment} />}
      {!context.providerError && (
        <Suspense fallback={<Spinner size="sm" label={paymentMessages.newCard} />}>
          <CardEntryForm payment={payment} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <SavedCardEditDialog payment={payment} />
        </Suspense>
      )}
      <ConfirmDialog
        open={snapshot.matches({ savedCards: 'confirmingDelete' })}
        heading={paymentMessages.deleteCardTitle}
        text={
          toDelete
            ? `${toDelete.cardType} ${toDelete.maskedCardNumber}: ${paymentMessages.deleteCardBody}`
            : paymentMessages.deleteCardBody
        }
        onConfirm={() => payment.send({ type: 'savedCardDelete.confirm' })}
        onCancel={() => payment.send({ type: 'savedCardDelete.cancel' })}
      />
    </div>
  );
}

/**
 * The payment section (storefront.md §2.1, §4): payment options as radio rows; purchase order
 * with its number (unavailable on hold or above the credit limit); card entry and saved cards.
 */
export function PaymentSection({ payment }: { payment: PaymentRef }) {
  const context = useSelector(payment, (s) => s.context);
  const hasSelection = context.selectedOptionId !== null;
  return (
    <CollapsibleSection
      title={labels.paymentInformation}
      open={context.expanded || !hasSelection}
      onOpenChange={() => payment.send({ type: 'payment.toggle' })}
      disabled={!hasSelection}
      summary={<p className={styles.addressLines}>{selectionSummary(context)}</p>}
    >
      <RadioGroup
        label={labels.paymentOptions}
        labelHidden
        value={context.selectedOptionId ?? ''}
        onValueChange={(optionId) => payment.send({ type: 'payment.select', optionId })}
      >
        {context.options.map((option) => {
          const reason = optionUnavailableReason(context, option);
          const component = componentOf(option, context.settings);
          return (
            <OptionRow
              key={option.Id}
              value={option.Id}
              title={option.Name}
              disabled={reason !== null}
              disabledReason={reason?.trim()}
            >
              {component === 'purchaseOrder' && (
                <PurchaseOrderFields payment={payment} context={context} />
              )}
              {component === 'card' && <CardFields payment={payment} />}
            </OptionRow>
          );
        })}
      </RadioGroup>
    </CollapsibleSection>
  );
}
