export {
  Field,
  useFieldControl,
  type FieldProps,
  type FieldFrameProps,
  type FieldControlProps,
} from './Field';
export { control as fieldControl } from './Field.css';
export { nativeSelect, nativeSelectChevron, nativeSelectFrame } from './nativeSelect.css';
