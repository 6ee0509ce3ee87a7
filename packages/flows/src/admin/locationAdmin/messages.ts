/** back-office-admin.md §2 Location Management Admin: the screen's heading is its menu entry's title. */
export const locationAdminMessages = {
  heading: 'Location Management Admin',
} as const;
