import type { HttpHandler } from 'msw';

export const checkoutHandlers: HttpHandler[] = [];
