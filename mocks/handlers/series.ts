import type { HttpHandler } from 'msw';

export const seriesHandlers: HttpHandler[] = [];
