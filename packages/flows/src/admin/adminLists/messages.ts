/**
 * back-office-admin.md §2 Location Management Admin and Bid Tracker Admin: the dual-list admin's
 * texts. "Available", "Selected", "Submit Successful" and the admin e-mail prompts are the spec's
 * (../messages); the rest is not quoted (docs/decisions.md).
 */
export { adminListNames, formMessages } from '../messages';

export const adminListsMessages = {
  chooseList: 'Choose a list',
  newItem: 'New item',
  add: 'Add',
  cancel: 'Cancel',
  submit: 'Submit',
  /** §5 "added text must be non-empty". */
  enterText: 'Enter a name to add',
  duplicate: 'That item is already in the list',
  addingDisabled: (list: string) => `Items cannot be added to ${list}`,
  loading: 'Loading lists…',
  submitting: 'Saving…',
} as const;
