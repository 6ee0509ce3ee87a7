import { adminCalls } from './admin/calls';
import type { CallSpec } from './call';
import { catalogueDefinitionCalls } from './catalogue/catalogueCalls';
import { recordsCalls } from './catalogue/recordsCalls';
import { demoIdentityProviderCalls, sessionCalls } from './staff/sessionCalls';
import { checkoutCalls, demoShopperCalls } from './storefront/checkoutCalls';
import { storefrontCalls } from './storefront/calls';

/**
 * The demo-only calls (`demoOnly: true`) are in every table but a live build's: the site's live
 * build defines VITE_API_MODE as 'live', so their branch is dropped from its bundle. Everywhere
 * else (mock site, stories, tests, Node) they are in.
 */
type DemoOnlyCalls = typeof demoShopperCalls & typeof demoIdentityProviderCalls;
const liveBuild =
  typeof import.meta.env !== 'undefined' && import.meta.env.VITE_API_MODE === 'live';

/** Every call the front end makes, keyed by id. Clients and mock handlers both read it. */
export const calls = {
  ...storefrontCalls,
  ...checkoutCalls,
  ...sessionCalls,
  ...catalogueDefinitionCalls,
  ...recordsCalls,
  ...adminCalls,
  ...(liveBuild ? ({} as DemoOnlyCalls) : { ...demoShopperCalls, ...demoIdentityProviderCalls }),
} as const satisfies Record<string, CallSpec>;
export type CallId = keyof typeof calls;
