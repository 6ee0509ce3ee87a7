/** back-office-admin.md §2 Users: the list's texts (column names verbatim from §2). */
export const usersListMessages = {
  heading: 'Users',
  searchLabel: 'Search by first or last name',
  statusFilter: 'Status',
  columns: {
    userId: 'User ID',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    location: 'Location',
    department: 'Department',
    title: 'Title',
    extension: 'Extension',
    status: 'Status',
    actions: 'Actions',
  },
  statusOf: (name: string) => `Status of ${name}`,
  active: 'Active',
  inactive: 'Inactive',
  edit: 'Edit',
  loading: 'Loading users…',
} as const;
