export {
  paymentMachine,
  paymentSelection,
  optionUnavailableReason,
  selectedOption,
} from './payment.machine';
export type {
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentReport,
  SavedCardEdit,
} from './payment.machine';
export * from './paymentRules';
export * from './cardValidation';
export { loadCardChecks } from './loadCardChecks';
export type { CardCheck } from './cardChecks';
export * from './constants';
export * from './messages';
export {
  acceptJsUrl,
  loadAcceptJs,
  tokenizeWithAcceptJs,
  CardProviderUnavailable,
} from './tokenizer';
export type { TokenizeInput, TokenizeResponse } from './tokenizer';
export {
  loadMockCardProvider,
  mockTokenizeCard,
  mockTokenize,
  mockCardProviderActors,
  MOCK_DECLINED_CARD_SUFFIX,
} from './mockTokenizer';
