export {
  RadioGroup,
  Radio,
  useRadioGroupValue,
  type RadioGroupProps,
  type RadioProps,
  type RadioGroupOrientation,
} from './RadioGroup';
export { radioGroupOrientations } from './RadioGroup.css';
