export { MaskedField, type MaskedFieldProps } from './MaskedField';
export {
  CARD_NUMBER_MASK,
  CARD_NUMBER_MASK_LENGTH,
  CARD_EXPIRY_MASK,
  DATE_MASK,
  maskPresets,
  maskPresetNames,
  type MaskPreset,
} from './masks';
