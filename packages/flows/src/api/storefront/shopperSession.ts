import { z } from 'zod/mini';
import { callJson } from './http';

/**
 * The storefront session (storefront.md §6: checkout requires a signed-in customer). These
 * calls are not in the specification: the real store signs shoppers in on its own login page;
 * the embedded demo answers them so the site can offer ready-made demo shoppers.
 */
export const shopperSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** storefront.md §1: R means a retail-type customer. */
  customerType: z.string(),
  siteName: z.string(),
  /** One line on what the demo shopper shows (dealer with credit, account on hold...). */
  description: z.string(),
});
export type Shopper = z.infer<typeof shopperSchema>;

export const shopperSessionSchema = z.object({
  shopper: z.nullable(shopperSchema),
  cartCount: z.number(),
  /** The store's ShowWishlist setting (storefront.md §6: wish-list features only when on); absent means on. */
  showWishlist: z.optional(z.boolean()),
});
export type ShopperSession = z.infer<typeof shopperSessionSchema>;

export function fetchShopperSession(signal?: AbortSignal): Promise<ShopperSession> {
  return callJson('shopperSession.current', shopperSessionSchema, { signal });
}

export function fetchDemoShoppers(signal?: AbortSignal): Promise<Shopper[]> {
  return callJson('shopperSession.shoppers', z.array(shopperSchema), { signal });
}

export function signInShopper(shopperId: string, signal?: AbortSignal): Promise<ShopperSession> {
  return callJson('shopperSession.signIn', shopperSessionSchema, { json: { shopperId }, signal });
}

export function signOutShopper(signal?: AbortSignal): Promise<ShopperSession> {
  return callJson('shopperSession.signOut', shopperSessionSchema, { signal });
}
