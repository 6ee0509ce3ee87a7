export { Text, type TextProps, type TextSize, type TextTone, type TextWeight, type TextMaxLines } from './Text';
export { textSizes, textTones, textWeights, textMaxLines } from './Text.css';
