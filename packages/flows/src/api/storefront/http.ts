import { httpFor } from '../httpCore';
import { storefrontCalls } from './calls';
import { checkoutCalls, demoShopperCalls } from './checkoutCalls';

export type { CallOptions } from '../httpCore';

/** A live build leaves the demo shoppers' calls out (calls.ts says why). */
const liveBuild = typeof import.meta.env !== 'undefined' && import.meta.env.VITE_API_MODE === 'live';

/**
 * The storefront's HTTP functions, over the storefront's calls only: a storefront page holds no
 * back-office call (scripts/check-live-build.mjs checks the live bundles for their spec names).
 */
export const { urlFor, send, callJson } = httpFor({
  ...storefrontCalls,
  ...checkoutCalls,
  ...(liveBuild ? ({} as typeof demoShopperCalls) : demoShopperCalls),
});

/** A call of the storefront's tables. */
export type StorefrontTableCallId = Parameters<typeof urlFor>[0];
