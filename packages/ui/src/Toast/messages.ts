/** Default texts of Toast; screens may pass their own. */
export const toastMessages = {
  dismiss: 'Dismiss',
  /** Radix announces this with the F8 hot key that jumps to the notifications. */
  region: 'Notifications ({hotkey})',
  /** What a screen reader hears before each toast's text ("Notification Record saved"). */
  announced: 'Notification',
} as const;
