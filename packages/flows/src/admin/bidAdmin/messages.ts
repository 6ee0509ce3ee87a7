import { adminListNames, formMessages } from '../messages';

/**
 * back-office-admin.md §2 Bid Tracker Admin: the list names, "Display as Archive" / "Display as
 * Active", the admin e-mail prompts and "Submit Successful" are the spec's (../messages); the
 * heading reads as the menu entry does, and the add row's labels are not quoted.
 */
export const bidAdminMessages = {
  heading: 'Bid Tracker Admin',
  lists: adminListNames.bid,
  displayAsArchive: adminListNames.displayAsArchive,
  displayAsActive: adminListNames.displayAsActive,
  enterFirstAndLastName: formMessages.enterFirstAndLastName,
  enterEmail: formMessages.enterEmail,
  submitSuccessful: formMessages.submitSuccessful,
  /** The second dual list's name (not quoted in §2). */
  statusDisplay: 'Status display',
  nameField: 'Name',
  emailField: 'Email',
} as const;
