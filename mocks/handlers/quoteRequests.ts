import type { HttpHandler } from 'msw';

export const quoteRequestsHandlers: HttpHandler[] = [];
