import { recordsHeadings, recordsMessages, searchColumnLabels } from '../records/messages';
import { SELECT_OPTION } from '../records/constants';

/**
 * back-office-products.md §2, §8, §9 texts of Reporting (and the filters Advanced Search shares).
 * Verbatim where the specification quotes them.
 */
export const reportingText = {
  heading: recordsHeadings.reporting,
  noRecords: recordsMessages.noRecords,
  /** Before the first search (and after Clear) no search has run: an invitation, not 'No Records' (docs/decisions.md). */
  searchInvitation: 'Choose filters, then Search.',
  loadMore: recordsMessages.loadMore,
  exportingBusy: recordsMessages.exportingBusy,
  columns: searchColumnLabels,
  select: SELECT_OPTION,
  filtersLabel: 'Filters',
  labels: {
    advancedFilter: 'Advanced Filters',
    template: 'Template',
    manufacturer: 'Manufacturer Code',
    productLine: 'Line Code',
    upc: 'UPC',
    vendorSku: 'Vendor SKU',
    joinerySku: 'Joinery SKU',
    productName: 'Product Name',
    description: 'Description',
  },
  /** §9 advanced report filters 1-5 (labels not quoted; docs/decisions.md). */
  advancedFilters: {
    1: 'Products With Missing Images',
    2: 'Products With Same Joinery SKU',
    3: 'Products With Same URL',
    4: 'Products With Overrides',
    5: 'Products With Multiple Template Assignments',
  } as Record<number, string>,
  advancedModeNote: 'An advanced filter is chosen: choose Select to use the other filters.',
  clear: 'Clear',
  export: 'Export',
  search: 'Search',
  loading: 'Loading…',
  exportProgress: 'Export progress',
  exportFailed: 'Export failed',
  exportBusy: 'An export is on its way.',
  exportWhileLoading: 'Wait for the search to finish.',
  dismiss: 'Dismiss',
} as const;
