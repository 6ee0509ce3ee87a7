import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { quoteRequests, type StoredQuoteRequest } from '../../data/admin/quoteRequests';
import { adminRoute, found, idParam } from './http';

/** The reply leaves out the store's sort key and version (quote requests are read only). */
function onWire({ createdAt: _createdAt, version: _version, ...request }: StoredQuoteRequest & { version: number }) {
  return request;
}

/** back-office-admin.md §7 Quotes. */
export const quoteRequestsHandlers: HttpHandler[] = [
  adminRoute('quoteRequests.list', () =>
    HttpResponse.json([...quoteRequests.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(onWire)),
  ),
  adminRoute<{ id: string }>('quoteRequests.get', ({ params }) =>
    HttpResponse.json(onWire(found(quoteRequests.find(idParam(params.id)), `Quote request ${params.id}`))),
  ),
];
