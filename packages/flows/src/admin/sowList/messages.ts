/** back-office-admin.md §2 "Scope of Work list (/SowsList)": the list's texts, verbatim. */
export const sowListMessages = {
  heading: 'Scope of Work',
  designer: 'Designer',
  all: 'All',
  projectName: 'Project Name',
  columns: {
    id: 'ID',
    projectName: 'Project Name',
    projectType: 'Project Type',
    createdOn: 'Created On Date',
    modifiedOn: 'Modified On Date',
    designer: 'Designer',
    revision: 'Revision #',
    actions: 'Actions',
  },
  edit: 'Edit',
  delete: 'Delete',
  exportToPdf: 'Export to PDF',
  /** Not quoted in §2: the button that opens the wizard in create mode (docs/decisions.md). */
  create: 'Create Scope of Work',
  loading: 'Loading…',
  reload: 'Try again',
  exported: (fileName: string) => `${fileName} downloaded.`,
} as const;
