export {
  Divider,
  type DividerProps,
  type DividerOrientation,
  type DividerTone,
  type DividerSpacing,
} from './Divider';
export { dividerOrientations, dividerTones, dividerSpacings } from './Divider.css';
