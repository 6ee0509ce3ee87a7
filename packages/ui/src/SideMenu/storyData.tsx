import { fn } from 'storybook/test';
import type { RenderLink } from '../BackLink';
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

/**
 * A stand-in for the router's Link in the shell's stories: the click is recorded on
 * `onNavigate` instead of leaving the page. Each story file makes its own, so its spy only
 * hears that file's clicks.
 */
export function storyRouterLink() {
  const onNavigate = fn();
  const routerLink: RenderLink = ({ href, children, ...rest }) => (
    <a
      href={`#${href}`}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
        rest.onClick?.(event);
      }}
    >
      {children}
    </a>
  );
  return { onNavigate, routerLink };
}
