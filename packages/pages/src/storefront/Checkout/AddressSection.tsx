import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Button } from '@joinery/ui/Button';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { OptionRow } from '@joinery/ui/OptionRow';
import { RadioGroup } from '@joinery/ui/RadioGroup';
import { Spinner } from '@joinery/ui/Spinner';
import { addressBookMessages } from '@joinery/flows/storefront/addressBook';
import { checkoutLabels as labels } from '@joinery/flows/storefront/checkout';
import { LazyConfirmDialog as ConfirmDialog } from '../lazyConfirmDialog';
import { AddressLines } from './AddressLines';
import { focusWhenSettled, sectionHeading } from './focusAfter';
import { addressLines, addressTitle } from './addressText';
import type { AddressBookRef, AddressValidationRef } from './types';
import * as styles from './Checkout.css';

// Only shoppers who add or edit an address need the form and the validation modal. A story swaps
// `Form` for one whose code it holds, to look at the page while the form loads.
export const addressFormPart = {
  Form: lazy(() => import('./AddressForm').then((m) => ({ default: m.AddressForm }))),
};
const AddressValidationDialog = lazy(() =>
  import('./AddressValidationDialog').then((m) => ({ default: m.AddressValidationDialog })),
);

export interface AddressSectionProps {
  title: string;
  book: AddressBookRef;
  /**
   * Inside another section that already carries the title (billing under its "Same as shipping
   * address" box): a plain sub-section headed "Saved billing addresses".
   */
  nested?: boolean;
}

/**
 * A shipping or billing address section (storefront.md §2.1): the saved addresses to choose
 * from, collapsing once one is chosen; add, edit and delete with confirmation.
 */
export const AddressSection = memo(function AddressSection({
  title,
  book,
  nested = false,
}: AddressSectionProps) {
  const snapshot = useSelector(book, (s) => s);
  const { addresses, selectedId, listOpen, form, deleteId, editable } = snapshot.context;
  const selected = addresses.find((a) => a.Id === selectedId);
  const editing = snapshot.matches('editing') || snapshot.matches('validating');
  const validation = snapshot.children['addressValidation'] as AddressValidationRef | undefined;
  const toDelete = addresses.find((a) => a.Id === deleteId);
  const list = useRef<HTMLDivElement>(null);
  // Issue 46: a deleted address goes with its Delete, which the question gives focus back to: once
  // it has gone, focus goes to the radio of the address now in its place (or the last one), else
  // to the section's heading. A refused or failed delete keeps its Delete, and focus on it.
  const confirmDelete = () => {
    const row = Math.max(
      addresses.findIndex((a) => a.Id === deleteId),
      0,
    );
    focusWhenSettled(
      () => {
        const now = book.getSnapshot();
        return !now.matches('confirmingDelete') && !now.matches('deleting');
      },
      () => {
        const radios = list.current?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [];
        return radios[Math.min(row, radios.length - 1)] ?? sectionHeading(list.current);
      },
    );
    book.send({ type: 'delete.confirm' });
  };

  return (
    <>
      <CollapsibleSection
        title={nested ? labels.savedAddresses(title) : title}
        {...(nested && { variant: 'plain' as const, headingLevel: 3 as const })}
        open={editing || listOpen || !selected}
        onOpenChange={() => book.send({ type: 'list.toggle' })}
        disabled={!selected || editing}
        summary={<AddressLines address={selected} />}
      >
        {editing && form ? (
          <Suspense fallback={<FormLoading />}>
            <addressFormPart.Form book={book} />
          </Suspense>
        ) : (
          <div ref={list} className={styles.addressRow}>
            {addresses.length === 0 ? (
              <p className={styles.muted}>{addressBookMessages.noAddress}</p>
            ) : (
              <RadioGroup
                label={labels.savedAddresses(title)}
                labelHidden
                value={selectedId ?? ''}
                onValueChange={(id) => book.send({ type: 'address.select', id })}
              >
                {addresses.map((address) => (
                  <div key={address.Id} className={styles.addressRow}>
                    <OptionRow
                      value={address.Id}
                      title={addressTitle(address)}
                      description={addressLines(address).join(', ')}
                    />
                    {editable && (
                      <div className={styles.rowActions}>
                        <Button
                          variant="link"
                          size="sm"
                          aria-label={`${labels.editAddress} ${addressTitle(address)}`}
                          onClick={() => book.send({ type: 'address.edit', id: address.Id })}
                        >
                          {labels.editAddress}
                        </Button>
                        <Button
                          variant="link"
                          tone="critical"
                          size="sm"
                          aria-label={`${labels.deleteAddress} ${addressTitle(address)}`}
                          onClick={() => book.send({ type: 'address.delete', id: address.Id })}
                        >
                          {labels.deleteAddress}
                        </Button>
                      </div>
                    )}
                  </div>
                ))}
              </RadioGroup>
            )}
            <div className={styles.actions}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => book.send({ type: 'address.add' })}
              >
                {labels.addAddress}
              </Button>
              {(snapshot.matches('saving') || snapshot.matches('deleting')) && (
                <Spinner size="sm" label={labels.savingAddress} />
              )}
            </div>
          </div>
        )}
      </CollapsibleSection>
      {validation && (
        <Suspense fallback={null}>
          <AddressValidationDialog actor={validation} />
        </Suspense>
      )}
      <ConfirmDialog
        open={snapshot.matches('confirmingDelete')}
        heading={addressBookMessages.deleteConfirmTitle}
        text={
          toDelete
            ? `${addressTitle(toDelete)}: ${addressBookMessages.deleteConfirmBody}`
            : addressBookMessages.deleteConfirmBody
        }
        onConfirm={confirmDelete}
        onCancel={() => book.send({ type: 'delete.cancel' })}
      />
    </>
  );
});

/**
 * Issue 46: Add New Address and Edit are gone while the form's code loads; focus, left on nothing,
 * waits on this busy frame (named by what it waits for) and the form takes it once it arrives.
 */
function FormLoading() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) frame.current?.focus();
  }, []);
  return (
    <div ref={frame} tabIndex={-1} role="group" aria-label={labels.loadingAddressForm} aria-busy>
      <Spinner />
    </div>
  );
}
