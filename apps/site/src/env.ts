/** Which back end the site talks to: the embedded mock (default) or the live servers. */
export type ApiMode = 'mock' | 'live';
export const apiMode: ApiMode = import.meta.env.VITE_API_MODE === 'live' ? 'live' : 'mock';
export const liveBaseUrls = {
  storefront: import.meta.env.VITE_API_BASE_STOREFRONT ?? '',
  staff: import.meta.env.VITE_API_BASE_STAFF ?? '',
};
