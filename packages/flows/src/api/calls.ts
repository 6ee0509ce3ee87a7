import { adminCalls } from './admin/calls';
import type { CallSpec } from './call';
import { catalogueDefinitionCalls } from './catalogue/catalogueCalls';
import { recordsCalls } from './catalogue/recordsCalls';
import { sessionCalls } from './staff/sessionCalls';
import { checkoutCalls } from './storefront/checkoutCalls';
import { storefrontCalls } from './storefront/calls';

/** Every call the front end makes, keyed by id. Clients and mock handlers both read it. */
export const calls = {
  ...storefrontCalls,
  ...checkoutCalls,
  ...sessionCalls,
  ...catalogueDefinitionCalls,
  ...recordsCalls,
  ...adminCalls,
} as const satisfies Record<string, CallSpec>;
export type CallId = keyof typeof calls;
