export {
  StockText,
  stockStateOf,
  type StockTextProps,
  type StockState,
  type StockTextSize,
} from './StockText';
export { stockStates, stockTextSizes } from './StockText.css';
export { stockMessages } from './messages';
