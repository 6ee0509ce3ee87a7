import { fromPromise } from 'xstate';
import type { CardProviderSettings } from '../../api/storefront/checkoutSchemas';
import { cardDigits, splitExpiry } from './cardValidation';
import type { TokenizeInput, TokenizeResponse } from './tokenizer';

/**
 * A local stand-in for the card provider, for the embedded demo and stories: no script, no
 * network. It answers in the provider's Ok / Error shapes. Card numbers ending in 0002 are
 * declined and an expiry in the past is refused, so both error lists can be seen.
 */
export const MOCK_DECLINED_CARD_SUFFIX = '0002';

export function mockTokenize(input: TokenizeInput, today = new Date()): TokenizeResponse {
  const digits = cardDigits(input.card.cardNumber);
  const { month, year } = splitExpiry(input.card.expDate);
  const expiry = new Date(2000 + Number(year), Number(month), 1);
  const errors: { code: string; text: string }[] = [];
  if (digits.endsWith(MOCK_DECLINED_CARD_SUFFIX))
    errors.push({ code: 'E_WC_05', text: 'Please provide valid credit card number.' });
  if (expiry <= today)
    errors.push({ code: 'E_WC_08', text: 'Expiration date must be in the future.' });
  if (errors.length) return { messages: { resultCode: 'Error', message: errors } };
  return {
    opaqueData: {
      dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
      dataValue: `mock-token-${digits.slice(-4)}-${Date.now().toString(36)}`,
    },
    messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
  };
}

export const loadMockCardProvider = fromPromise<void, { settings: CardProviderSettings }>(
  async () => undefined,
);

export const mockTokenizeCard = fromPromise<TokenizeResponse, TokenizeInput>(async ({ input }) =>
  mockTokenize(input),
);

/** The payment machine's card provider actors for mock mode: `paymentMachine.provide({ actors: mockCardProviderActors })`. */
export const mockCardProviderActors = {
  loadCardProvider: loadMockCardProvider,
  tokenizeCard: mockTokenizeCard,
};
