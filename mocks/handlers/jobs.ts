import type { HttpHandler } from 'msw';

export const jobsHandlers: HttpHandler[] = [];
