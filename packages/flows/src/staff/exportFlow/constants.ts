/** back-office-admin.md §4 "Export flows": the overlay or message hides 1 second after completion. */
export const EXPORT_OVERLAY_HIDE_MS = 1000;
