import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { QuantityInput } from '@joinery/ui/QuantityInput';
import { variationCode, type ProductVariation } from '@joinery/flows/api/storefront/products';
import {
  addBlockedReason,
  addToCartMachine,
  productPageLabels as labels,
  productPageMessages as messages,
  productQuantity,
  quantityMax,
  showsBuyButton,
  showsQuoteButton,
  stockOf,
  type CartName,
} from '@joinery/flows/storefront/productPage';
import { DeferredTooltip as Tooltip } from '../deferredParts';
import { LiveMessage } from '../LiveMessage';
import * as styles from './ProductPage.css';

export interface PurchasePanelProps {
  variation: ProductVariation | undefined;
  allTraitsChosen: boolean;
  siteName: string;
  customerType: string;
  endpoint: string;
  page: 'colour' | 'default';
  /** The colour page shows Add to Cart OR Add to Quote; the cabinet page both when both apply. */
  single?: boolean;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** The header's cart count refreshes after an add. */
  onCartChange?: (() => void) | undefined;
  machine?: typeof addToCartMachine;
}

/**
 * Quantity, Add to Cart / Add to Quote and the add's messages (storefront.md §5, §6, §8): the
 * buttons follow the site and customer type; a disabled button says why in its tooltip.
 */
export function PurchasePanel({
  variation,
  allTraitsChosen,
  siteName,
  customerType,
  endpoint,
  page,
  single = false,
  quantity,
  onQuantityChange,
  onCartChange,
  machine = addToCartMachine,
}: PurchasePanelProps) {
  const configured = useMemo(
    () => machine.provide({ actions: { cartChanged: () => onCartChange?.() } }),
    [machine, onCartChange],
  );
  const [state, send] = useMachine(configured, { input: { endpoint, page } });
  const code = variation ? variationCode(variation) : '';
  useEffect(() => {
    send({ type: 'variation.change' });
  }, [code, send]);
  const rule = { siteName, customerType, variation };
  const buy = showsBuyButton(rule);
  const quote = showsQuoteButton(rule);
  const carts: CartName[] = single ? (buy ? ['Default'] : quote ? ['Quote Request'] : []) : [
    ...(buy ? (['Default'] as const) : []),
    ...(quote ? (['Quote Request'] as const) : []),
  ];
  const stock = stockOf(variation);
  const max = quantityMax(variation, carts.includes('Default') ? 'Default' : 'Quote Request');
  const [raw, setRaw] = useState(quantity);
  const adding = state.matches('adding');
  const { message } = state.context;

  return (
    <div className={styles.panel}>
      <div className={styles.actions}>
        <QuantityInput
          label={labels.quantity}
          required
          min={1}
          max={max}
          value={raw}
          onValueChange={(value) => {
            setRaw(value);
            onQuantityChange(productQuantity(value));
          }}
        />
        {carts.map((cartName) => {
          const reason = addBlockedReason({ allTraitsChosen, quantity, stock, cartName });
          const label = cartName === 'Default' ? messages.addToCart : messages.addToQuote;
          const button = (
            <Button
              key={cartName}
              tone="accent"
              variant={cartName === 'Default' ? 'solid' : 'outline'}
              aria-disabled={reason !== null || adding}
              loading={adding && state.context.request?.cartName === cartName}
              aria-description={reason ?? undefined}
              onClick={() => {
                if (reason !== null || adding) return;
                send({ type: 'cart.add', code, quantity, cartName, stock });
              }}
            >
              {label}
            </Button>
          );
          return reason ? (
            <Tooltip key={cartName} content={reason}>
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </div>
      <LiveMessage critical={message?.tone === 'critical'}>
        {message && (
          <Alert
            tone={message.tone}
            onDismiss={() => send({ type: 'message.dismiss' })}
            dismissLabel={labels.dismiss}
          >
            {message.text}
          </Alert>
        )}
      </LiveMessage>
    </div>
  );
}
