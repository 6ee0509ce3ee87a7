/** Default texts of Toast; screens may pass their own. */
export const toastMessages = {
  dismiss: 'Dismiss',
  /** Radix announces this with the F8 hot key that jumps to the notifications. */
  region: 'Notifications ({hotkey})',
} as const;
