import { emptyNotice } from '../messages';

/**
 * back-office-admin.md §2 Quotes Requested: heading, columns, the dialog's title and items, the
 * status New and No Records are the spec's; the search label, the item headings' wording beyond
 * "SKU, product name, quantity" and Close are not quoted in it.
 */
export const quotesRequestedMessages = {
  heading: emptyNotice.headings.quotesRequested,
  noRecords: emptyNotice.text,
  searchByCustomerName: 'Search by customer name',
  columns: {
    requestNumber: 'Request Number',
    date: 'Date',
    customerNumber: 'Customer Number',
    customerName: 'Customer Name',
    poNumber: 'PO Number',
    orderedBy: 'Ordered By',
  },
  dialogTitle: 'Quote Request',
  status: 'Status',
  /** §2 "The status always reads New". */
  statusNew: 'New',
  items: 'Items',
  itemColumns: { sku: 'SKU', productName: 'Product Name', quantity: 'Quantity' },
  close: 'Close',
  loading: 'Loading quote requests…',
  opening: 'Opening the quote request…',
  missingList: 'The quote requests could not be loaded.',
} as const;
