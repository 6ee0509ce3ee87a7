import type { HttpHandler } from 'msw';

export const wishlistHandlers: HttpHandler[] = [];
