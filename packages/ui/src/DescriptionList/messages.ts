/** Default texts of DescriptionList; screens may pass their own. */
export const descriptionListMessages = {
  /** Shown for a value that is empty, so the row does not look broken. */
  empty: '—',
} as const;
