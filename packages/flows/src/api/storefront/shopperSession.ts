import * as v from 'valibot';
import { callJson } from './http';

/**
 * The storefront session (storefront.md §6: checkout requires a signed-in customer). These
 * calls are not in the specification: the real store signs shoppers in on its own login page;
 * the embedded demo answers them so the site can offer ready-made demo shoppers.
 */
export const shopperSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  /** storefront.md §1: R means a retail-type customer. */
  customerType: v.string(),
  siteName: v.string(),
  /** One line on what the demo shopper shows (dealer with credit, account on hold...). */
  description: v.string(),
});
export type Shopper = v.InferOutput<typeof shopperSchema>;

export const shopperSessionSchema = v.object({
  shopper: v.nullable(shopperSchema),
  cartCount: v.number(),
  /** The store's ShowWishlist setting (storefront.md §6: wish-list features only when on); absent means on. */
  showWishlist: v.optional(v.boolean()),
});
export type ShopperSession = v.InferOutput<typeof shopperSessionSchema>;

export function fetchShopperSession(signal?: AbortSignal): Promise<ShopperSession> {
  return callJson('shopperSession.current', shopperSessionSchema, { signal });
}

export function fetchDemoShoppers(signal?: AbortSignal): Promise<Shopper[]> {
  return callJson('shopperSession.shoppers', v.array(shopperSchema), { signal });
}

export function signInShopper(shopperId: string, signal?: AbortSignal): Promise<ShopperSession> {
  return callJson('shopperSession.signIn', shopperSessionSchema, { json: { shopperId }, signal });
}

export function signOutShopper(signal?: AbortSignal): Promise<ShopperSession> {
  return callJson('shopperSession.signOut', shopperSessionSchema, { signal });
}
