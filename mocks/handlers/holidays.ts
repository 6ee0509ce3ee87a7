import type { HttpHandler } from 'msw';

export const holidaysHandlers: HttpHandler[] = [];
