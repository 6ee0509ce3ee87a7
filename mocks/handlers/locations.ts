import type { HttpHandler } from 'msw';

export const locationsHandlers: HttpHandler[] = [];
