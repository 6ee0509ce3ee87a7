export { QuotesRequested, type QuotesRequestedProps } from './QuotesRequested';
export { QuoteRequestDialog, type QuoteRequestDialogProps } from './QuoteRequestDialog';
