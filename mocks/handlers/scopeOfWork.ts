import type { HttpHandler } from 'msw';

export const scopeOfWorkHandlers: HttpHandler[] = [];
