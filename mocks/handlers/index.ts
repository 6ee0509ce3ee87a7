import type { RequestHandler } from 'msw';
import { catalogueHandlers } from './storefront/catalogue';
import { productPageHandlers } from './storefront/productPages';
import { wishlistHandlers } from './storefront/wishlists';
import { checkoutHandlers } from './storefront/checkout';
import { staffSessionHandlers } from './staff/staffSession';
import { bricksHandlers } from './catalogue/bricks';
import { seriesHandlers } from './catalogue/series';
import { templatesHandlers } from './catalogue/templates';
import { unprocessedHandlers } from './catalogue/unprocessed';
import { reportingHandlers } from './catalogue/reporting';
import { productViewHandlers } from './catalogue/productView';
import { jobsHandlers } from './catalogue/jobs';
import { usersHandlers } from './admin/users';
import { locationsHandlers } from './admin/locations';
import { bidsHandlers } from './admin/bids';
import { quoteRequestsHandlers } from './admin/quoteRequests';
import { surveysHandlers } from './admin/surveys';
import { holidaysHandlers } from './admin/holidays';
import { reportsHandlers } from './admin/reports';
import { scopeOfWorkHandlers } from './admin/scopeOfWork';

/**
 * Handler groups keyed by domain. Storybook registers all of them; a story replaces one group
 * (`parameters.msw.handlers.checkout = [...]`) or switches it off with `null`.
 */
export const defaultHandlerGroups = {
  catalogue: catalogueHandlers,
  productPages: productPageHandlers,
  wishlists: wishlistHandlers,
  checkout: checkoutHandlers,
  staffSession: staffSessionHandlers,
  bricks: bricksHandlers,
  series: seriesHandlers,
  templates: templatesHandlers,
  unprocessed: unprocessedHandlers,
  reporting: reportingHandlers,
  productView: productViewHandlers,
  jobs: jobsHandlers,
  users: usersHandlers,
  locations: locationsHandlers,
  bids: bidsHandlers,
  quoteRequests: quoteRequestsHandlers,
  surveys: surveysHandlers,
  holidays: holidaysHandlers,
  reports: reportsHandlers,
  scopeOfWork: scopeOfWorkHandlers,
} satisfies Record<string, RequestHandler[]>;

export type HandlerGroupName = keyof typeof defaultHandlerGroups;

export const allHandlers: RequestHandler[] = Object.values(defaultHandlerGroups).flat();
