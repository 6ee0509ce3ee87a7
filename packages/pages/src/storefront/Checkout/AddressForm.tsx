import { useEffect, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Checkbox } from '@joinery/ui/Checkbox';
import { CollapsibleTextField } from '@joinery/ui/CollapsibleTextField';
import { Select } from '@joinery/ui/Select';
import { TextField } from '@joinery/ui/TextField';
import {
  addressBookMessages,
  addressFieldLabels as fieldLabels,
  findCountry,
  isRequiredAddressField,
  type AddressField,
} from '@joinery/flows/storefront/addressBook';
import { checkoutLabels as labels } from '@joinery/flows/storefront/checkout';
import type { AddressBookRef } from './types';
import { useHiddenCharacterNotice } from '../../shared/useHiddenCharacterNotice';
import { LiveMessage } from '../LiveMessage';
import * as styles from './Checkout.css';

type TextFieldName = Exclude<AddressField, 'IsResidential' | 'CountryCode' | 'State'>;

/**
 * The address form (storefront.md §2.1, §5): required fields marked *, optional ones collapsed
 * to an "add {label}" link, the country from the list and the state as a dropdown when the
 * country has states. Submitting lists the fields to fix; a valid form goes to validation.
 */
export function AddressForm({ book }: { book: AddressBookRef }) {
  const form = useSelector(book, (s) => s.context.form);
  // A new form (another address, or a new one) starts without the last one's notices.
  return form ? <AddressFormFields key={`${form.mode}:${form.editingId ?? ''}`} book={book} /> : null;
}

function AddressFormFields({ book }: { book: AddressBookRef }) {
  const { form, variant, countries } = useSelector(book, (s) => s.context);
  const checking = useSelector(book, (s) => s.matches('validating'));
  const hidden = useHiddenCharacterNotice<TextFieldName | 'State'>();
  const formRef = useRef<HTMLFormElement>(null);
  // Issue 46: the form takes the place of the button that opened it (Add New Address, Edit), so
  // focus, left on nothing, goes to its first field rather than back to the top of the page.
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), button, select')?.focus();
  }, []);
  if (!form) return null;
  const { values, errors, message } = form;
  const country = findCountry(countries, values.CountryCode);
  const states = country?.States ?? [];
  const required = (field: AddressField) => isRequiredAddressField(variant, field);
  const change = (field: TextFieldName | 'CountryCode' | 'State') => (value: string) =>
    book.send({ type: 'form.change', field, value: field === 'CountryCode' ? value : hidden.clean(field, value) });

  const text = (field: TextFieldName, extra: { type?: 'tel'; autoComplete?: string } = {}) => {
    const props = {
      name: field,
      label: fieldLabels[field],
      value: values[field],
      onValueChange: change(field),
      error: errors[field],
      hint: hidden.hint(field),
      ...extra,
    };
    return required(field) ? (
      <TextField {...props} required />
    ) : (
      <CollapsibleTextField {...props} />
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // storefront.md §5: the browser's validity check runs first; the fields it flags join the
    // named-fields message. Its bubbles stay off so the form's own messages remain readable.
    const formElement = event.currentTarget;
    formElement.checkValidity();
    const browserInvalid = Array.from(formElement.elements)
      .filter(
        (element): element is HTMLInputElement =>
          'validity' in element &&
          !(element as HTMLInputElement).validity.valid &&
          (element as HTMLInputElement).name in fieldLabels,
      )
      .map((element) => element.name as AddressField);
    book.send({ type: 'form.submit', browserInvalid });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={form.mode === 'new' ? labels.addAddress : labels.editAddress}
    >
      <div className={styles.formGrid}>
        {/* Issue 46: the fields to fix arrive in a live region already on the page, spoken at once. */}
        <LiveMessage critical>
          {message && (
            <div className={styles.fullWidth}>
              <Alert tone="critical">{message}</Alert>
            </div>
          )}
        </LiveMessage>
        <div className={styles.fullWidth}>{text('Name')}</div>
        {text('FirstName', { autoComplete: 'given-name' })}
        {text('LastName', { autoComplete: 'family-name' })}
        <div className={styles.fullWidth}>
          {text('CompanyName', { autoComplete: 'organization' })}
        </div>
        <div className={styles.fullWidth}>
          {text('AddressLine1', { autoComplete: 'address-line1' })}
        </div>
        <div className={styles.fullWidth}>
          {text('AddressLine2', { autoComplete: 'address-line2' })}
        </div>
        <div className={styles.fullWidth}>
          {text('AddressLine3', { autoComplete: 'address-line3' })}
        </div>
        <Select
          label={fieldLabels.CountryCode}
          required={required('CountryCode')}
          options={countries.map((c) => ({ value: c.Code, label: c.Name }))}
          value={country ? country.Code : ''}
          onValueChange={change('CountryCode')}
          error={errors.CountryCode}
          autoComplete="country"
        />
        {text('City', { autoComplete: 'address-level2' })}
        {states.length > 0 ? (
          <Select
            label={fieldLabels.State}
            required={required('State')}
            placeholder={addressBookMessages.statePlaceholder}
            options={states.map((s) => ({ value: s.Code, label: s.Name }))}
            value={values.State}
            onValueChange={change('State')}
            error={errors.State}
            autoComplete="address-level1"
          />
        ) : (
          <TextField
            label={fieldLabels.State}
            required={required('State')}
            value={values.State}
            onValueChange={change('State')}
            error={errors.State}
            hint={hidden.hint('State')}
            autoComplete="address-level1"
          />
        )}
        {text('PostalCode', { autoComplete: 'postal-code' })}
        {text('Phone', { type: 'tel', autoComplete: 'tel' })}
        <div className={styles.fullWidth}>
          <Checkbox
            label={labels.residential}
            checked={values.IsResidential}
            onCheckedChange={(value) =>
              book.send({ type: 'form.change', field: 'IsResidential', value })
            }
          />
        </div>
        <div className={`${styles.actions} ${styles.fullWidth}`}>
          <Button type="submit" loading={checking}>
            {labels.saveAddress}
          </Button>
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => book.send({ type: 'form.cancel' })}
          >
            {labels.cancel}
          </Button>
        </div>
      </div>
    </form>
  );
}
