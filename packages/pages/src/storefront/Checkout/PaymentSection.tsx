import { Fragment, lazy, memo, Suspense, useRef } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Alert } from '@joinery/ui/Alert';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
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
import { LazyConfirmDialog as ConfirmDialog } from '../lazyConfirmDialog';
import { LiveMessage } from '../LiveMessage';
import { SavedCards } from './SavedCards';
import { focusWhenSettled } from './focusAfter';
import type { SnapshotFrom } from 'xstate';
import type { PaymentRef } from './types';
import * as styles from './Checkout.css';

// Card entry brings the input masks; the saved card editor is for the few who change a card.
const CardEntryForm = lazy(() =>
  import('./CardEntryForm').then((m) => ({ default: m.CardEntryForm })),
);
const SavedCardEditDialog = lazy(() =>
  import('./SavedCardEditDialog').then((m) => ({ default: m.SavedCardEditDialog })),
);

/**
 * What the section itself shows, picked from the payment's context: not the card being typed, so
 * a keystroke in the card form renders the form, not the whole section (issue 20: input to next
 * paint). Compared field by field.
 */
type SectionView = Pick<
  PaymentContext,
  | 'expanded'
  | 'selectedOptionId'
  | 'options'
  | 'settings'
  | 'poValue'
  | 'poRequired'
  | 'onHold'
  | 'availableCredit'
  | 'total'
  | 'cardBrand'
  | 'cardLastFour'
>;

function sectionView({ context }: { context: PaymentContext }): SectionView {
  return {
    expanded: context.expanded,
    selectedOptionId: context.selectedOptionId,
    options: context.options,
    settings: context.settings,
    poValue: context.poValue,
    poRequired: context.poRequired,
    onHold: context.onHold,
    availableCredit: context.availableCredit,
    total: context.total,
    cardBrand: context.cardBrand,
    cardLastFour: context.cardLastFour,
  };
}

function selectionSummary(context: SectionView): string {
  const option = context.options.find((o) => o.Id === context.selectedOptionId);
  if (!option) return '';
  const component = componentOf(option, context.settings);
  if (component === 'purchaseOrder' && context.poValue)
    return `${option.Name}: ${labels.poNumberSummary(context.poValue)}`;
  if (component === 'card' && context.cardLastFour)
    return `${option.Name}: ${labels.cardEnding(context.cardBrand, context.cardLastFour)}`;
  return option.Name;
}

function PurchaseOrderFields({ payment, context }: { payment: PaymentRef; context: SectionView }) {
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

/** The card option's parts around the form; like the section, it does not follow the typed card. */
function cardFieldsView(snapshot: SnapshotFrom<PaymentRef>) {
  const { context } = snapshot;
  return {
    providerError: context.providerError,
    savedCardsError: context.savedCardsError,
    loadingSavedCards: snapshot.matches({ savedCards: 'loading' }),
    hasSavedCards: context.savedCards.length > 0,
    editing:
      snapshot.matches({ savedCards: 'editing' }) || snapshot.matches({ savedCards: 'saving' }),
    confirmingDelete: snapshot.matches({ savedCards: 'confirmingDelete' }),
    toDelete: context.savedCards.find(
      (c) => c.customerPaymentProfileId === context.deleteProfileId,
    ),
  };
}

function CardFields({ payment }: { payment: PaymentRef }) {
  const {
    providerError,
    savedCardsError,
    loadingSavedCards,
    hasSavedCards,
    editing,
    confirmingDelete,
    toDelete,
  } = useSelector(payment, cardFieldsView, shallowEqual);
  const fields = useRef<HTMLDivElement>(null);
  // Issue 46: a deleted card goes with its Delete, which the question gives focus back to: once it
  // has gone, focus goes to the Use this card of the card now in its place (or the last one), else
  // to the card option's radio. A refused or failed delete keeps its Delete, and focus on it.
  const confirmDelete = () => {
    const { savedCards, deleteProfileId } = payment.getSnapshot().context;
    const row = Math.max(
      savedCards.findIndex((c) => c.customerPaymentProfileId === deleteProfileId),
      0,
    );
    focusWhenSettled(
      () => {
        const now = payment.getSnapshot();
        return (
          !now.matches({ savedCards: 'confirmingDelete' }) &&
          !now.matches({ savedCards: 'deleting' })
        );
      },
      () => {
        const uses = fields.current?.querySelectorAll<HTMLElement>('li button[aria-pressed]') ?? [];
        return (
          uses[Math.min(row, uses.length - 1)] ??
          fields.current
            ?.closest('[role="radiogroup"]')
            ?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]')
        );
      },
    );
    payment.send({ type: 'savedCardDelete.confirm' });
  };
  return (
    <div ref={fields} className={styles.addressRow}>
      {/* Issue 46: the provider's and the saved cards' failures arrive in a live region already
          on the page, spoken at once. */}
      <LiveMessage critical>
        {providerError && <Alert tone="critical">{providerError}</Alert>}
        {savedCardsError && <Alert tone="critical">{savedCardsError}</Alert>}
      </LiveMessage>
      {loadingSavedCards && <Spinner size="sm" label={paymentMessages.savedCards} />}
      {hasSavedCards && <SavedCards payment={payment} />}
      {!providerError && (
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
        open={confirmingDelete}
        heading={paymentMessages.deleteCardTitle}
        text={
          toDelete
            ? `${toDelete.cardType} ${toDelete.maskedCardNumber}: ${paymentMessages.deleteCardBody}`
            : paymentMessages.deleteCardBody
        }
        onConfirm={confirmDelete}
        onCancel={() => payment.send({ type: 'savedCardDelete.cancel' })}
      />
    </div>
  );
}

/**
 * The payment section (storefront.md §2.1, §4): payment options as radio rows; purchase order
 * with its number (unavailable on hold or above the credit limit); card entry and saved cards.
 */
export const PaymentSection = memo(function PaymentSection({ payment }: { payment: PaymentRef }) {
  const context = useSelector(payment, sectionView, shallowEqual);
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
          const poFields = component === 'purchaseOrder' && (
            <PurchaseOrderFields payment={payment} context={context} />
          );
          return (
            <Fragment key={option.Id}>
              <OptionRow
                value={option.Id}
                title={option.Name}
                disabled={reason !== null}
                disabledReason={reason?.trim()}
              >
                {poFields}
                {component === 'card' && <CardFields payment={payment} />}
              </OptionRow>
              {/* §5: on hold or above the credit limit the PO number is disabled, not absent
                  (docs/decisions.md): shown under its unavailable option, keeping what was typed. */}
              {reason !== null && poFields && (
                <div className={styles.unavailableDetails}>{poFields}</div>
              )}
            </Fragment>
          );
        })}
      </RadioGroup>
    </CollapsibleSection>
  );
});
