import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './CollapsibleTextField.css';
import { collapsibleTextFieldMessages } from './messages';

export interface CollapsibleTextFieldProps extends Omit<TextFieldProps, 'label'> {
  /** The field's label; the collapsed link reads "add {label}". */
  label: string;
}

/**
 * An optional text input that waits behind an "add {label}" link (storefront.md §2.1) until the
 * user asks for it. It shows as a field straight away when it holds a value or is required.
 * Choosing the link opens the field and puts the cursor in it; once open it stays open.
 *
 * Use it for rarely filled optional fields (address line 2, company, an internal reference) to
 * keep a form short. Not for fields most users fill in, nor for required ones (TextField).
 */
export const CollapsibleTextField = forwardRef<HTMLInputElement, CollapsibleTextFieldProps>(function CollapsibleTextField(
  { value: valueProp, defaultValue, onValueChange, required, disabled, readOnly, label, className, ...rest },
  ref,
) {
  const [value, setValue] = useControllableValue({ value: valueProp, defaultValue, onValueChange }, '');
  const [opened, setOpened] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const focusWhenShown = useRef(false);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);

  if (!opened && !required && value === '') {
    return (
      <Button
        variant="link"
        size="sm"
        className={[styles.addLink, className].filter(Boolean).join(' ')}
        icon={<Icon name="plus" />}
        disabled={disabled || readOnly}
        onClick={() => {
          focusWhenShown.current = true;
          setOpened(true);
        }}
      >
        {collapsibleTextFieldMessages.add(label)}
      </Button>
    );
  }
  return (
    <TextField
      ref={(node) => {
        input.current = node;
        if (node && focusWhenShown.current) {
          focusWhenShown.current = false;
          node.focus();
        }
      }}
      label={label}
      value={value}
      onValueChange={setValue}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={className}
      {...rest}
    />
  );
});
