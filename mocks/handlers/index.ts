import type { RequestHandler } from 'msw';
import { catalogueHandlers } from './catalogue';

/**
 * Handler groups keyed by domain. Storybook registers all of them; a story replaces one group
 * (`parameters.msw.handlers.catalogue = [...]`) or switches it off with `null`.
 */
export const defaultHandlerGroups = {
  catalogue: catalogueHandlers,
} satisfies Record<string, RequestHandler[]>;

export type HandlerGroupName = keyof typeof defaultHandlerGroups;

export const allHandlers: RequestHandler[] = Object.values(defaultHandlerGroups).flat();
