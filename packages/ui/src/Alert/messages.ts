/** Default texts of Alert; screens may pass their own. */
export const alertMessages = {
  dismiss: 'Dismiss',
} as const;
