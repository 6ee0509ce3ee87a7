import { setupServer } from 'msw/node';
import { allHandlers } from './handlers';

/** The embedded back end for Node tests. */
export const server = setupServer(...allHandlers);
