import type { MenuItem } from './menuModel';

/** The back office's menu as stories show it (the real one comes, role-filtered, from the server). */
export const backOfficeMenu: MenuItem[] = [
  {
    label: 'Products',
    children: [
      { label: 'Product Bricks', href: '/ProductBricksList' },
      { label: 'Product Series', href: '/ProductSeriesList' },
      { label: 'Product Templates', href: '/ProductTemplatesList' },
    ],
  },
  {
    label: 'Records',
    children: [
      { label: 'Unprocessed Records', href: '/UnprocessedRecordsList' },
      { label: 'Reporting', href: '/ReportingList' },
      { label: 'Advanced Search', href: '/AdvancedSearchList' },
    ],
  },
  {
    label: 'Admin',
    href: '/UsersList',
    children: [
      { label: 'Users', href: '/UsersList' },
      {
        label: 'Setup',
        children: [
          { label: 'Holidays', href: '/HolidaysList' },
          { label: 'Location Menu Groups', href: '/LocationMenuGroupsList' },
        ],
      },
    ],
  },
  { label: 'Background Jobs', href: '/JobsList' },
];
