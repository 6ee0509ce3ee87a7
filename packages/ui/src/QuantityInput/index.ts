export { QuantityInput, QUANTITY_DROPDOWN_LIMIT, QUANTITY_MAX_DEFAULT, type QuantityInputProps } from './QuantityInput';
export { quantityInputMessages } from './messages';
