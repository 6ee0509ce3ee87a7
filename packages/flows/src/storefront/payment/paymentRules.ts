import type { OpaqueData } from '../../api/storefront/checkout';
import type {
  CardProviderSettings,
  PaymentComponent,
  PaymentOption,
} from '../../api/storefront/checkoutSchemas';
import { checkoutMessages } from '../checkout/messages';
import { paymentMessages } from './messages';

/** What the checkout needs to know of the payment: the selection and its data (storefront.md §3). */
export interface PaymentSelection {
  optionId: string | null;
  component: PaymentComponent | null;
  poValue: string;
  /** AuthorizeDotNetPaymentProfileId: a saved card. */
  profileId: string;
  /** AcceptJsPaymentOpaqueData: a new card, tokenised. */
  opaqueData: OpaqueData | null;
  firstName: string;
  lastName: string;
  /** Last four digits of the card used, for the collapsed section. */
  cardLastFour: string;
}

export const NO_PAYMENT: PaymentSelection = {
  optionId: null,
  component: null,
  poValue: '',
  profileId: '',
  opaqueData: null,
  firstName: '',
  lastName: '',
  cardLastFour: '',
};

/** The option's component; the card option may also be named by the provider settings. */
export function componentOf(
  option: PaymentOption | undefined,
  settings: CardProviderSettings | null,
): PaymentComponent | null {
  if (!option) return null;
  if (option.Component) return option.Component;
  return settings && option.Id === settings.AuthorizePaymentOptionId ? 'card' : null;
}

export interface CreditStanding {
  onHold: boolean;
  availableCredit: number | null;
  total: number;
  /** The quote checkout's PO number is optional: then the option stays available (§5). */
  poRequired: boolean;
}

/** storefront.md §6: above the available credit (when the account has a limit). */
export function isAboveCreditLimit({
  availableCredit,
  total,
}: Pick<CreditStanding, 'availableCredit' | 'total'>): boolean {
  return availableCredit !== null && total > availableCredit;
}

/**
 * storefront.md §2.1, §5, §6: purchase order is unavailable when the account is on hold or the
 * total exceeds the available credit, unless its number is optional. Returns the suffix the
 * option reads, or null when it is available.
 */
export function purchaseOrderUnavailableReason(standing: CreditStanding): string | null {
  if (!standing.poRequired) return null;
  if (standing.onHold) return paymentMessages.accountOnHold;
  if (isAboveCreditLimit(standing)) return paymentMessages.aboveCreditLimit;
  return null;
}

/**
 * The pre-submit message the payment calls for (storefront.md §5), or null when it is complete:
 * nothing chosen or a purchase order without its number asks to select and complete a payment;
 * a card with neither new card data nor a saved profile asks to finalize it.
 */
export function paymentProblem(
  selection: PaymentSelection,
  standing: CreditStanding,
): string | null {
  if (selection.optionId === null) return checkoutMessages.selectPayment;
  if (selection.component === 'purchaseOrder') {
    if (purchaseOrderUnavailableReason(standing) !== null) return checkoutMessages.selectPayment;
    if (standing.poRequired && selection.poValue.trim() === '')
      return checkoutMessages.selectPayment;
  }
  if (
    selection.component === 'card' &&
    selection.opaqueData === null &&
    selection.profileId === ''
  ) {
    return checkoutMessages.finalizePayment;
  }
  return null;
}

/** The text a card provider load failure shows (storefront.md §8). */
export function providerFailureText(canRetry: boolean): string {
  return canRetry ? paymentMessages.providerLoadRetry : paymentMessages.providerLoadContact;
}
