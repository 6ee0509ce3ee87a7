import type { HttpHandler } from 'msw';

export const bidsHandlers: HttpHandler[] = [];
