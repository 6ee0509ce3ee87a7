import type { HttpHandler } from 'msw';

export const staffSessionHandlers: HttpHandler[] = [];
