export { Price, type PriceProps, type PriceSize } from './Price';
export { priceSizes } from './Price.css';
export { formatUsd, hasPrice } from './format';
