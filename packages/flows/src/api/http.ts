import { calls } from './calls';
import { httpFor } from './httpCore';

export type { CallOptions } from './httpCore';

/** The HTTP functions over every call (back office, tests); the storefront uses storefront/http.ts. */
export const { urlFor, send, callJson } = httpFor(calls);
