/** back-office-admin.md §2 Location Menu Groups: the list's and the modal's texts. */
export const menuGroupMessages = {
  heading: 'Location Menu Groups',
  create: '+ Create Location Group',
  columns: { name: 'Group Name', displayOrder: 'Display Order', groupType: 'Group Type', status: 'Status', action: 'Action' },
  titles: { view: 'Location Menu Group', create: 'Create Location Menu Group', edit: 'Edit Location Menu Group' },
  groupId: 'Group ID',
  fields: { name: 'Group Name', displayOrder: 'Display Order', groupType: 'Group Type', status: 'Status' },
  /** §2 column Status reads active/inactive; the modal's Status options are Active/Inactive. */
  active: 'Active',
  inactive: 'Inactive',
  cancel: 'Cancel',
  submit: 'Submit',
  edit: 'Edit',
  reasons: {
    heading: 'Submit is disabled because:',
    name: 'Enter a Group Name',
    type: 'Choose a Group Type',
    saving: 'The group is being saved',
  },
} as const;
