import { describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import { fetchQuoteRequest, fetchQuoteRequests } from '@joinery/flows/api/admin/quoteRequests';
import { setupMockServer } from '../../test-utils';
import { describeFaults } from './faultMatrix';

setupMockServer();

/** MM/DD/YYYY → YYYYMMDD, to compare display dates. */
const sortable = (display: string) => display.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3$1$2');

describe('quoteRequests', () => {
  it('lists quote requests newest first, each with its items', async () => {
    const requests = await fetchQuoteRequests();
    expect(requests).toHaveLength(40);
    const dates = requests.map((r) => sortable(r.createdDateDisplay));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(requests.every((r) => r.quoteRequestItems.length > 0)).toBe(true);
    expect(requests[0]?.quoteRequestItems[0]?.JoinerySKU).toMatch(/^[A-Z]+\d+-[A-Z]{3}$/);
  });

  it('reads one quote request', async () => {
    const request = await fetchQuoteRequest(5);
    expect(request.id).toBe(5);
    expect(request.requestNumber).toMatch(/^QR-\d+$/);
  });

  it('answers 404 for a request that does not exist', async () => {
    const error = await fetchQuoteRequest(999).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });
});

describeFaults([
  { call: 'quoteRequests.list', run: () => fetchQuoteRequests(), wrongShape: { body: [{ id: 1, requestNumber: 7 }], field: '0.requestNumber' } },
  {
    call: 'quoteRequests.get',
    run: () => fetchQuoteRequest(1),
    wrongShape: {
      body: { id: 1, requestNumber: 'QR-1', createdDateDisplay: '', customerNumber: '1', customerName: 'x', quoteRequestItems: [{ JoinerySKU: 'B', productName: 'p', quantity: '2' }] },
      field: 'quoteRequestItems.0.quantity',
    },
  },
]);
