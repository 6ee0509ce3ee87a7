export {
  sprinkles,
  mapResponsiveValue,
  normalizeResponsiveValue,
  responsiveBreakpoints,
  responsiveConditions,
  boxBackgrounds,
  tileColumnCounts,
  type Sprinkles,
  type ResponsiveValue,
  type Breakpoint,
} from './sprinkles.css';
export { extractSprinkles } from './extractSprinkles';
export { spaceScale, type Space } from './scale';
export { responsiveEntries, type Responsive } from './responsive';
export { textAlignAt, textAlignments, type TextAlign } from './textAlign.css';
