/** Default texts of SearchField; screens may pass their own. */
export const searchFieldMessages = {
  clear: 'Clear search',
} as const;
