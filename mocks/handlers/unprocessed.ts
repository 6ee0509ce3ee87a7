import type { HttpHandler } from 'msw';

export const unprocessedHandlers: HttpHandler[] = [];
