/** Default texts of the dialogs; screens may pass their own. */
export const dialogMessages = {
  close: 'Close',
} as const;
