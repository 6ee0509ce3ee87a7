import { adminCalls } from './admin/calls';
import type { CallSpec } from './call';
import { productsCalls } from './staff/calls';
import { storefrontCalls } from './storefront/calls';

/** Every call the front end makes, keyed by id. Clients and mock handlers both read it. */
export const calls = { ...storefrontCalls, ...productsCalls, ...adminCalls } as const satisfies Record<
  string,
  CallSpec
>;
export type CallId = keyof typeof calls;
