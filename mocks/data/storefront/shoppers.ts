import type { Shopper } from '@joinery/flows/api/storefront/shopperSession';
import { defineTable, defineValue } from '../store';

/**
 * Demo shoppers for the storefront sign-in (storefront.md §1, §6): a dealer, a retail customer
 * (customer type R), an account on hold and an account near its purchase-order credit limit.
 */
export interface DemoShopper extends Shopper {
  /** storefront.md §3 PaymentRecord: read-only purchase-order available credit; null means no PO. */
  purchaseOrderAvailableCredit: number | null;
  purchaseOrderStatusOnHold: boolean;
}

export const DEMO_SHOPPER_IDS = {
  dealer: 'dealer',
  retail: 'retail',
  onHold: 'on-hold',
  nearCreditLimit: 'near-credit-limit',
} as const;
export type DemoShopperId = (typeof DEMO_SHOPPER_IDS)[keyof typeof DEMO_SHOPPER_IDS];

export const demoShoppers = defineTable<DemoShopper, string>(
  'demoShoppers',
  (s) => s.id,
  () => [
    {
      id: DEMO_SHOPPER_IDS.dealer,
      name: 'Dana Whitfield',
      email: 'dana@whitfieldcabinets.example',
      customerType: 'D',
      siteName: 'Dealer',
      description: 'Dealer with purchase-order credit of $25,000, saved addresses and saved cards.',
      purchaseOrderAvailableCredit: 25000,
      purchaseOrderStatusOnHold: false,
    },
    {
      id: DEMO_SHOPPER_IDS.retail,
      name: 'Riley Chen',
      email: 'riley.chen@example.com',
      customerType: 'R',
      siteName: 'Retail',
      description: 'Retail customer (type R): pays by card, no purchase orders.',
      purchaseOrderAvailableCredit: null,
      purchaseOrderStatusOnHold: false,
    },
    {
      id: DEMO_SHOPPER_IDS.onHold,
      name: 'Marcus Ortega',
      email: 'marcus@ortegabuilders.example',
      customerType: 'D',
      siteName: 'Dealer',
      description: 'Dealer whose account is on hold: purchase order reads "- Account on Hold".',
      purchaseOrderAvailableCredit: 10000,
      purchaseOrderStatusOnHold: true,
    },
    {
      id: DEMO_SHOPPER_IDS.nearCreditLimit,
      name: 'Priya Nair',
      email: 'priya@nairkitchenbath.example',
      customerType: 'D',
      siteName: 'Dealer',
      description:
        'Dealer with $1,500 of credit left: raise a quantity and the total goes above it.',
      purchaseOrderAvailableCredit: 1500,
      purchaseOrderStatusOnHold: false,
    },
  ],
);

/** The store's settings the demo can change: ShowWishlist (storefront.md §6), on unless a story turns it off. */
export const storefrontSettings = defineValue<{ showWishlist: boolean }>('storefrontSettings', () => ({
  showWishlist: true,
}));

/** Who is signed in to the storefront; nobody until the sign-in page picks a demo shopper. */
export const shopperSession = defineValue<{ shopperId: string | null }>('shopperSession', () => ({
  shopperId: null,
}));

export function currentShopper(): DemoShopper | undefined {
  const { shopperId } = shopperSession.get();
  return shopperId ? demoShoppers.find(shopperId) : undefined;
}

/** Signs a demo shopper in (the sign-in handler, and stories that start signed in). */
export function signInDemoShopper(id: DemoShopperId | string): DemoShopper {
  const shopper = demoShoppers.find(id);
  if (!shopper) throw new Error(`No demo shopper ${id}`);
  shopperSession.set({ shopperId: id });
  return shopper;
}

export function signOutDemoShopper(): void {
  shopperSession.set({ shopperId: null });
}

export function publicShopper({
  id,
  name,
  email,
  customerType,
  siteName,
  description,
}: DemoShopper): Shopper {
  return { id, name, email, customerType, siteName, description };
}
