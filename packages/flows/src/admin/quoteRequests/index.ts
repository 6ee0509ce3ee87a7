// Quotes Requested (back-office-admin.md §2 Quotes Requested, §3 Quote request, §4 view only, §9 newest first).
export { matchesCustomerPrefix, quoteRequestDialogMachine, quoteRequestsListMachine, sortQuotesNewestFirst } from './quoteRequests';
export { quotesRequestedMessages } from './messages';
