import type { HttpHandler } from 'msw';

export const reportingHandlers: HttpHandler[] = [];
