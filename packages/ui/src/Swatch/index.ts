export {
  Swatch,
  SwatchGroup,
  type SwatchProps,
  type SwatchGroupProps,
  type SwatchSize,
  type SwatchShape,
} from './Swatch';
export { swatchSizes, swatchShapes } from './Swatch.css';
