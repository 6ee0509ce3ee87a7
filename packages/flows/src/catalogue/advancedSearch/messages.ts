import { recordsHeadings, recordsMessages, searchColumnLabels } from '../records/messages';
import { reportingText } from '../reporting/messages';

/** back-office-products.md §2 Advanced Search - Products texts. */
export const advancedSearchText = {
  heading: recordsHeadings.advancedSearchTitle,
  /** §8: the 'No Records' notice's heading. */
  noRecordsHeading: recordsHeadings.advancedSearch,
  noRecords: recordsMessages.noRecords,
  columns: searchColumnLabels,
  labels: {
    manufacturer: reportingText.labels.manufacturer,
    productLine: reportingText.labels.productLine,
    upc: reportingText.labels.upc,
    vendorSku: reportingText.labels.vendorSku,
    joinerySku: reportingText.labels.joinerySku,
    productName: reportingText.labels.productName,
    description: reportingText.labels.description,
  },
  filtersHeading: 'Filters',
  showFilters: 'Show',
  hideFilters: 'Hide',
  searchInvitation: reportingText.searchInvitation,
  clear: reportingText.clear,
  search: reportingText.search,
  loading: reportingText.loading,
  /** A row's open control (the part number) names what it does. */
  openProduct: (part: string) => `Open ${part}`,
} as const;
