/** back-office-admin.md §2 Holidays: the list's and the dialog's texts (verbatim where given). */
export const holidayMessages = {
  heading: 'Holidays',
  create: '+ Create Holiday',
  columns: { name: 'Holiday', date: 'Date', type: 'Type', action: 'Action' },
  titles: { view: 'View Holiday', create: 'Create Holiday', edit: 'Edit Holiday' },
  /** §2 "Fields: name, date, type (dropdown with Select), message"; labels not shown (docs/decisions.md). */
  fields: { name: 'Name', date: 'Date', type: 'Type', message: 'Message' },
  select: 'Select',
  cancel: 'Cancel',
  submit: 'Submit',
  edit: 'Edit',
  /** The greyed rows' accessible hint (§2 "Rows dated before the start of yesterday are greyed"). */
  past: 'Past holiday',
  reasons: {
    heading: 'Submit is disabled because:',
    name: 'Enter a Name',
    date: 'Enter a Date',
    type: 'Choose a Type',
    message: 'Enter a Message',
    saving: 'The holiday is being saved',
  },
} as const;
