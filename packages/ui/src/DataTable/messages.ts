/** Default texts of DataTable; screens may pass their own. */
export const dataTableMessages = {
  /** back-office-products.md §2: "Counter 'N Results (Viewing 1-M of N)'". */
  results: (loaded: number, total: number) => `${total} Results (Viewing 1-${loaded} of ${total})`,
  loadMore: 'Load More',
  noRecords: 'No Records',
  loading: 'Loading...',
  actions: 'Actions',
  selectAll: 'Select all rows',
  selectRow: (rowLabel: string) => `Select ${rowLabel}`,
} as const;
