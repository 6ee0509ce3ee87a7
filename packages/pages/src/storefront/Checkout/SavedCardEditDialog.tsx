import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { CARD_EXPIRY_MASK, MaskedField } from '@joinery/ui/MaskedField';
import { Dialog } from '@joinery/ui/Dialog';
import { TextField } from '@joinery/ui/TextField';
import {
  CARD_NAME_MAX_LENGTH,
  paymentMessages as messages,
  SAVED_CARD_LIMITS,
  type SavedCardFormField,
} from '@joinery/flows/storefront/payment';
import { LiveMessage } from '../LiveMessage';
import { savedCardName } from './SavedCards';
import type { PaymentRef } from './types';
import * as styles from './Checkout.css';

const FORM_ID = 'saved-card-form';

/** The saved card update form (storefront.md §2.1, §5): expiry, names and billing address. */
export function SavedCardEditDialog({ payment }: { payment: PaymentRef }) {
  const snapshot = useSelector(payment, (s) => s);
  const edit = snapshot.context.savedCardEdit;
  const card = snapshot.context.savedCards.find(
    (c) => c.customerPaymentProfileId === edit?.profileId,
  );
  if (!edit || !card) return null;
  const saving = snapshot.matches({ savedCards: 'saving' });
  const change = (field: SavedCardFormField) => (value: string) =>
    payment.send({ type: 'savedCardForm.change', field, value });
  const cancel = () => payment.send({ type: 'savedCardForm.cancel' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    payment.send({ type: 'savedCardForm.submit' });
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && cancel()}>
      <Dialog.Content
        title={messages.editCardTitle(savedCardName(card))}
        footer={
          <>
            <Button variant="outline" tone="neutral" onClick={cancel}>
              {messages.cancel}
            </Button>
            <Button type="submit" form={FORM_ID} loading={saving}>
              {messages.saveCard}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={submit}>
          <div className={styles.formGrid}>
            {/* Issue 46: a save refused or unanswered is spoken at once (a region already in the dialog). */}
            <LiveMessage critical>
              {edit.error && (
                <div className={styles.fullWidth}>
                  <Alert tone="critical">{edit.error}</Alert>
                </div>
              )}
            </LiveMessage>
            <MaskedField
              label={messages.savedCardExpiry}
              required
              mask={CARD_EXPIRY_MASK}
              value={edit.values.expDate}
              onValueChange={(value) => change('expDate')(value)}
              error={edit.errors.expDate}
              inputMode="numeric"
            />
            <span />
            <TextField
              label={messages.firstName}
              required
              maxLength={CARD_NAME_MAX_LENGTH}
              value={edit.values.firstName}
              onValueChange={change('firstName')}
              error={edit.errors.firstName}
            />
            <TextField
              label={messages.lastName}
              required
              maxLength={CARD_NAME_MAX_LENGTH}
              value={edit.values.lastName}
              onValueChange={change('lastName')}
              error={edit.errors.lastName}
            />
            <div className={styles.fullWidth}>
              <TextField
                label={messages.billingAddress}
                maxLength={SAVED_CARD_LIMITS.address}
                value={edit.values.addressLine}
                onValueChange={change('addressLine')}
                error={edit.errors.addressLine}
              />
            </div>
            <TextField
              label={messages.billingCity}
              maxLength={SAVED_CARD_LIMITS.city}
              value={edit.values.city}
              onValueChange={change('city')}
              error={edit.errors.city}
            />
            <TextField
              label={messages.billingState}
              value={edit.values.state}
              onValueChange={change('state')}
            />
            <TextField
              label={messages.billingZip}
              maxLength={SAVED_CARD_LIMITS.zip}
              inputMode="numeric"
              value={edit.values.zip}
              onValueChange={change('zip')}
              error={edit.errors.zip}
            />
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
