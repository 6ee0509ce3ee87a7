import type { HttpHandler } from 'msw';

export const productPageHandlers: HttpHandler[] = [];
