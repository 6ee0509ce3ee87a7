import type { HttpHandler } from 'msw';

export const productViewHandlers: HttpHandler[] = [];
