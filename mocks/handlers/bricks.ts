import type { HttpHandler } from 'msw';

export const bricksHandlers: HttpHandler[] = [];
