import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import { quoteRequests, type StoredQuoteRequest } from '../../data/admin/quoteRequests';
import { adminRoute, found, idParam } from './http';

/** The reply leaves out the store's sort key and version (quote requests are read only). */
function onWire({ createdAt: _createdAt, version: _version, ...request }: StoredQuoteRequest & { version: number }) {
  return request;
}

/** Stories: GET QuoteRequests answering oldest first, so the list can only show newest first by sorting itself. */
export const quoteRequestsOldestFirst = http.get('*/bridgesys/QuoteRequests', () =>
  HttpResponse.json([...quoteRequests.all()].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(onWire)),
);

/** back-office-admin.md §7 Quotes. */
export const quoteRequestsHandlers: HttpHandler[] = [
  adminRoute('quoteRequests.list', () =>
    HttpResponse.json([...quoteRequests.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(onWire)),
  ),
  adminRoute<{ id: string }>('quoteRequests.get', ({ params }) =>
    HttpResponse.json(onWire(found(quoteRequests.find(idParam(params.id)), `Quote request ${params.id}`))),
  ),
];
