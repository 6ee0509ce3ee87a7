import type { HttpHandler } from 'msw';

export const templatesHandlers: HttpHandler[] = [];
