import type { RequestHandler } from 'msw';
import { catalogueHandlers } from './catalogue';
import { productPageHandlers } from './productPages';
import { wishlistHandlers } from './wishlists';
import { checkoutHandlers } from './checkout';
import { staffSessionHandlers } from './staffSession';
import { bricksHandlers } from './bricks';
import { seriesHandlers } from './series';
import { templatesHandlers } from './templates';
import { unprocessedHandlers } from './unprocessed';
import { reportingHandlers } from './reporting';
import { productViewHandlers } from './productView';
import { jobsHandlers } from './jobs';
import { usersHandlers } from './users';
import { locationsHandlers } from './locations';
import { bidsHandlers } from './bids';
import { quoteRequestsHandlers } from './quoteRequests';
import { surveysHandlers } from './surveys';
import { holidaysHandlers } from './holidays';
import { reportsHandlers } from './reports';
import { scopeOfWorkHandlers } from './scopeOfWork';

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
