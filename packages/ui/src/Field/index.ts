export { Field, useFieldControl, type FieldProps, type FieldControlProps } from './Field';
export { control as fieldControl } from './Field.css';
