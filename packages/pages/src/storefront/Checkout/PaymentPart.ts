// The checkout's payment, loaded after the page's first view (issue 33): the section and the machine
// behind it arrive together, and the page then hands the machine to the checkout (`payment.ready`).
export { PaymentSection } from './PaymentSection';
export { mockCardProviderActors, paymentMachine } from '@joinery/flows/storefront/payment';
