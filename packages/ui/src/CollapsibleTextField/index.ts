export { CollapsibleTextField, type CollapsibleTextFieldProps } from './CollapsibleTextField';
export { collapsibleTextFieldMessages } from './messages';
