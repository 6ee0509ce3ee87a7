import { ROLE_INVENTORY, ROLE_IT, ROLE_QUOTE_REQUESTS } from '../shell/constants';
import { backOfficeRoutes as r } from '../shell/routes';

/**
 * back-office-admin.md §3 "Menu item: Title, Children". A leaf carries the route it opens;
 * `id` is stable so the expanded submenus can be remembered across reloads.
 */
export interface MenuItem {
  id: string;
  title: string;
  link?: string;
  children?: MenuItem[];
}

/**
 * back-office-products.md §6 / back-office-admin.md §6: three entries are role-gated by their
 * title; every other entry (and child and grandchild) is visible to all, filtered the same way.
 */
export const MENU_ROLE_BY_TITLE: Readonly<Record<string, number>> = {
  IT: ROLE_IT,
  Inventory: ROLE_INVENTORY,
  'Quote Requests': ROLE_QUOTE_REQUESTS,
};

/** The most levels the side and mobile menus show (back-office-products.md §2 Shell). */
export const MENU_MAX_DEPTH = 3;

/**
 * The staff menu. Its arrangement is not given by the specification (docs/decisions.md);
 * it groups the screens of both documents so that the three gated titles sit at the first and
 * second levels and a third level exists.
 */
export const BACK_OFFICE_MENU: readonly MenuItem[] = [
  {
    id: 'products',
    title: 'Products',
    children: [
      { id: 'products.bricks', title: 'Product Bricks', link: r.productBricks },
      { id: 'products.series', title: 'Product Series', link: r.productSeries },
      { id: 'products.templates', title: 'Product Templates', link: r.productTemplates },
      { id: 'products.unprocessed', title: 'Unprocessed Records', link: r.unprocessedRecords },
      { id: 'products.reporting', title: 'Reporting', link: r.reporting },
      { id: 'products.search', title: 'Advanced Search', link: r.advancedSearch },
      // Catalogue staff follow the jobs their imports and exports queue (back-office-products.md §1).
      { id: 'products.jobs', title: 'Background Jobs', link: r.jobs },
    ],
  },
  {
    id: 'inventory',
    title: 'Inventory',
    children: [{ id: 'inventory.productView', title: 'Product View', link: r.productView }],
  },
  {
    id: 'sales',
    title: 'Sales',
    children: [
      { id: 'sales.bids', title: 'Bid Tracker', link: r.bids },
      {
        id: 'sales.quoteRequests',
        title: 'Quote Requests',
        children: [{ id: 'sales.quoteRequests.quotes', title: 'Quotes Requested', link: r.quotes }],
      },
      { id: 'sales.surveys', title: 'Customer Survey Reporting', link: r.surveys },
      {
        id: 'sales.reports',
        title: 'Reports',
        children: [
          { id: 'sales.reports.ranking', title: 'Ranking Reports', link: r.rankingReports },
          { id: 'sales.reports.inactive', title: 'Inactive Report', link: r.inactiveReport },
        ],
      },
      {
        id: 'sales.sow',
        title: 'Scope of Work',
        children: [
          { id: 'sales.sow.list', title: 'Scope of Work', link: r.sows },
          { id: 'sales.sow.admin', title: 'Scope of Work Admin', link: r.scopes },
        ],
      },
    ],
  },
  {
    id: 'locations',
    title: 'Locations',
    children: [
      { id: 'locations.list', title: 'Locations', link: r.locations },
      { id: 'locations.groups', title: 'Location Menu Groups', link: r.locationMenuGroups },
      { id: 'locations.holidays', title: 'Holidays', link: r.holidays },
    ],
  },
  {
    id: 'it',
    title: 'IT',
    children: [
      { id: 'it.users', title: 'Users', link: r.users },
      {
        id: 'it.admin',
        title: 'Admin Lists',
        children: [
          { id: 'it.admin.locations', title: 'Location Management Admin', link: r.locationsManagement },
          { id: 'it.admin.bids', title: 'Bid Tracker Admin', link: r.bidsManagement },
        ],
      },
    ],
  },
];

/** The tree the user may see: gated entries need their role assigned, at every level. */
export function filterMenuByRoles(menu: readonly MenuItem[], assignedRoleIds: readonly number[]): MenuItem[] {
  const assigned = new Set(assignedRoleIds);
  const visit = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      const role = MENU_ROLE_BY_TITLE[item.title];
      if (role !== undefined && !assigned.has(role)) return [];
      if (!item.children) return [item];
      const children = visit(item.children);
      // A heading whose every child was filtered out would open onto nothing.
      if (children.length === 0 && !item.link) return [];
      return [{ ...item, children }];
    });
  return visit(menu);
}

/** Every link in a menu tree, at any depth. */
export function menuLinks(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => [...(item.link ? [item.link] : []), ...menuLinks(item.children ?? [])]);
}

/** The ids of the submenus on the way to `link` (to open them when the page is shown). */
export function menuPathTo(menu: readonly MenuItem[], link: string): string[] | undefined {
  const target = link.toLowerCase();
  for (const item of menu) {
    if (item.link?.toLowerCase() === target) return [];
    const inner = item.children ? menuPathTo(item.children, link) : undefined;
    if (inner) return [item.id, ...inner];
  }
  return undefined;
}
