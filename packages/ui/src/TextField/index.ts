export {
  TextField,
  TextInput,
  textFieldTypes,
  textFieldSizes,
  type TextFieldProps,
  type TextFieldType,
  type TextFieldSize,
  type FieldFrameProps,
} from './TextField';
export { useControllableValue, type ControllableValue } from './useControllableValue';
