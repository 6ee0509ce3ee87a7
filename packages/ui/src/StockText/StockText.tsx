import { Icon, type IconName } from '../Icon';
import * as styles from './StockText.css';
import { stockMessages } from './messages';

export type StockState = (typeof styles.stockStates)[number];
export type StockTextSize = (typeof styles.stockTextSizes)[number];

export interface StockTextProps {
  /** Units in stock; `null`/`undefined` when inventory is unknown. */
  quantity: number | null | undefined;
  /** Text size: `sm` or `md`. */
  size?: StockTextSize;
  /** Extra class for the stock line. */
  className?: string;
}

export function stockStateOf(quantity: number | null | undefined): StockState {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return 'unknown';
  return quantity > 0 ? 'inStock' : 'outOfStock';
}

const stateIcons: Record<StockState, IconName> = {
  inStock: 'check',
  outOfStock: 'close',
  unknown: 'info',
};

/** The stock line under a price: "{n} in stock.", "Out of stock." or "Inventory not available.". */
export function StockText({ quantity, size, className }: StockTextProps) {
  const state = stockStateOf(quantity);
  const text =
    state === 'inStock'
      ? stockMessages.inStock(quantity as number)
      : state === 'outOfStock'
        ? stockMessages.outOfStock
        : stockMessages.notAvailable;
  return (
    <span
      className={[styles.stockText({ state, size }), className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <Icon name={stateIcons[state]} />
      {text}
    </span>
  );
}
