import { isApiError } from '../../api/errors';
import { readCheckoutDiagnostic } from '../../api/storefront/checkoutSchemas';
import { checkoutMessages } from './messages';

/** storefront.md §8: a reply with success false reads "We could not complete your checkout. " and the server's message. */
export function refusedOrderText(serverMessage: string): string {
  return `${checkoutMessages.placeOrderFailedPrefix}${serverMessage}`.trim();
}

/**
 * storefront.md §8: a network failure has its own text; a server error shows the completion
 * error unless its diagnostic JSON sets ShowMessageToUser, then the server's own message.
 */
export function failedOrderText(error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return checkoutMessages.placeOrderNetworkError;
  // §8 "Error getting response: {error}": the reply could not be read (the helper's own text).
  if (isApiError(error) && error.kind === 'malformed' && error.message.startsWith('Error getting response: '))
    return error.message;
  if (isApiError(error)) {
    const diagnostic = readCheckoutDiagnostic(error.details.body);
    if (diagnostic?.ShowMessageToUser && diagnostic.Message) return diagnostic.Message;
  }
  return checkoutMessages.checkoutCompletionError;
}
