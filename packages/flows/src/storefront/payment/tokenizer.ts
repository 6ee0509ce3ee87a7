import { fromPromise } from 'xstate';
import type { CardProviderSettings } from '../../api/storefront/checkoutSchemas';
import type { OpaqueData } from '../../api/storefront/checkout';
import { ACCEPT_JS_URLS } from './constants';
import { cardDigits, splitExpiry, type CardValues } from './cardValidation';

/** The provider's reply to card data (storefront.md §7): opaque data, resultCode Ok or Error, messages. */
export interface TokenizeResponse {
  opaqueData?: OpaqueData;
  messages: {
    resultCode: 'Ok' | 'Error';
    message: { code: string; text: string }[];
  };
}

export interface TokenizeInput {
  settings: CardProviderSettings;
  card: CardValues;
}

/** Thrown when the provider's script cannot be loaded; `canRetry` picks the text shown (§8). */
export class CardProviderUnavailable extends Error {
  override readonly name = 'CardProviderUnavailable';
  constructor(
    message: string,
    readonly canRetry: boolean,
  ) {
    super(message);
  }
}

/** storefront.md §7: production host for the PRODUCTION environment, the test host otherwise. */
export function acceptJsUrl(environment: string): string {
  return environment.trim().toUpperCase() === 'PRODUCTION'
    ? ACCEPT_JS_URLS.production
    : ACCEPT_JS_URLS.test;
}

interface AcceptGlobal {
  dispatchData(
    secureData: {
      authData: { clientKey: string; apiLoginID: string };
      cardData: {
        cardNumber: string;
        month: string;
        year: string;
        cardCode: string;
        fullName?: string;
      };
    },
    callback: (response: TokenizeResponse) => void,
  ): void;
}

function acceptGlobal(): AcceptGlobal | undefined {
  return (globalThis as { Accept?: AcceptGlobal }).Accept;
}

const loading = new Map<string, Promise<void>>();

/** Adds the provider's script to the page once per URL. */
function loadScript(url: string): Promise<void> {
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new CardProviderUnavailable('No document to load the card provider into.', false));
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.charset = 'utf-8';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(
        new CardProviderUnavailable(`The card provider's script did not load from ${url}.`, true),
      );
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

/** Live: loads Accept.js from the host the Environment setting names. */
export const loadAcceptJs = fromPromise<void, { settings: CardProviderSettings }>(
  async ({ input }) => {
    if (acceptGlobal()) return;
    await loadScript(acceptJsUrl(input.settings.Environment));
    if (!acceptGlobal())
      throw new CardProviderUnavailable(
        'The card provider loaded without its Accept object.',
        true,
      );
  },
);

/** Live: sends the card data to the provider from the browser and returns its reply. */
export const tokenizeWithAcceptJs = fromPromise<TokenizeResponse, TokenizeInput>(({ input }) => {
  const accept = acceptGlobal();
  if (!accept)
    return Promise.reject(new CardProviderUnavailable('The card provider is not loaded.', true));
  const { month, year } = splitExpiry(input.card.expDate);
  return new Promise<TokenizeResponse>((resolve) => {
    accept.dispatchData(
      {
        authData: { clientKey: input.settings.ClientKey, apiLoginID: input.settings.ApiLoginId },
        cardData: {
          cardNumber: cardDigits(input.card.cardNumber),
          month,
          year,
          cardCode: input.card.cardCode.trim(),
          fullName: `${input.card.firstName.trim()} ${input.card.lastName.trim()}`,
        },
      },
      resolve,
    );
  });
});
