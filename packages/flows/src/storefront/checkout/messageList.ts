/** A notification in the checkout's messages area (storefront.md §3 "messages"). */
export interface CheckoutMessage {
  id: number;
  /** storefront.md §8: notify errors are red alerts; other notifications are blue. */
  type: 'error' | 'info';
  text: string;
  /** Listed under the text: the summary's server errors, the card provider's messages. */
  items: string[];
  dismissed: boolean;
}

export type NewMessage = Pick<CheckoutMessage, 'type' | 'text'> & { items?: string[] };

/** storefront.md §4: adding a message replaces an earlier one with identical text. */
export function addMessage(
  list: readonly CheckoutMessage[],
  message: NewMessage,
  id: number,
): CheckoutMessage[] {
  return [
    ...list.filter((m) => m.text !== message.text),
    { id, type: message.type, text: message.text, items: message.items ?? [], dismissed: false },
  ];
}

/** Dismissing marks the message dismissed, which hides it. */
export function dismissMessage(list: readonly CheckoutMessage[], id: number): CheckoutMessage[] {
  return list.map((m) => (m.id === id ? { ...m, dismissed: true } : m));
}

export function visibleMessages(list: readonly CheckoutMessage[]): CheckoutMessage[] {
  return list.filter((m) => !m.dismissed);
}
