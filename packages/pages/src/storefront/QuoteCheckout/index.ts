export { QuoteCheckout, type QuoteCheckoutProps } from './QuoteCheckout';
