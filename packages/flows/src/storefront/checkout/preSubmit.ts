import type { Address, Country } from '../../api/storefront/checkoutSchemas';
import { hasRequiredAddressFields } from '../addressBook/addressForm';
import {
  paymentProblem,
  type CreditStanding,
  type PaymentSelection,
} from '../payment/paymentRules';
import { checkoutMessages, PRE_SUBMIT_SEPARATOR } from './messages';

export interface PreSubmitInput {
  shippingAddress: Address | undefined;
  billingAddress: Address | undefined;
  useShippingForBilling: boolean;
  selectedShippingOptionId: string | null;
  payment: PaymentSelection;
  standing: CreditStanding;
  notesError: string | null;
  countries: readonly Country[];
}

/** storefront.md §5: the order checkout's pre-submit checks, in the order the spec lists them. */
export function preSubmitFailures(input: PreSubmitInput): string[] {
  const failures: string[] = [];
  const complete = (address: Address | undefined) =>
    address !== undefined && hasRequiredAddressFields(address, 'order', input.countries);
  if (!complete(input.shippingAddress)) failures.push(checkoutMessages.selectShippingAddress);
  if (!input.useShippingForBilling && !complete(input.billingAddress))
    failures.push(checkoutMessages.selectBillingAddress);
  if (input.selectedShippingOptionId === null) failures.push(checkoutMessages.selectShippingOption);
  const payment = paymentProblem(input.payment, input.standing);
  if (payment) failures.push(payment);
  if (input.notesError) failures.push(input.notesError);
  return failures;
}

/** "Sorry, but we can't submit your order yet: " followed by the failures. */
export function preSubmitMessage(failures: readonly string[]): string {
  return `${checkoutMessages.preSubmitPrefix}${failures.join(PRE_SUBMIT_SEPARATOR)}`;
}
