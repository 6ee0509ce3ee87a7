import { forwardRef, useRef, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { Field, useFieldControl } from '../Field';
import { control } from '../Field/Field.css';
import { splitFieldFrame } from '../Field/splitFieldFrame';
import { Icon } from '../Icon';
import type { FieldFrameProps, FieldInputAttributes } from '../TextField/TextField';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './SearchField.css';
import { searchFieldMessages } from './messages';

export type SearchFieldSize = (typeof styles.searchFieldSizes)[number];

export interface SearchFieldProps extends FieldFrameProps, FieldInputAttributes {
  /** The query, when the parent controls it (use with `onValueChange`). */
  value?: string;
  /** The starting query when the field keeps its own value; empty by default. */
  defaultValue?: string;
  /** Every keystroke; the screen's flow debounces if it searches as the user types. */
  onValueChange?: (value: string) => void;
  /** Enter pressed: search now (Reporting: "Enter in a text box triggers Search"). */
  onSearch?: (value: string) => void;
  /** Name of the × button that empties the box; "Clear search" by default. */
  clearLabel?: string;
  /** Field height: `sm` or `md`. */
  size?: SearchFieldSize;
}

/**
 * A search box in a Field: a magnifier, the query, a clear button once there is text. Pair it
 * with HighlightMatch in the results. Disable it while a search loads, as the specs ask.
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(
  function SearchField(props, forwardedRef) {
    const [
      frame,
      {
        value: valueProp,
        defaultValue,
        onValueChange,
        onSearch,
        clearLabel = searchFieldMessages.clear,
        size,
        onKeyDown,
        ...input
      },
    ] = splitFieldFrame(props);
    const [value, setValue] = useControllableValue(
      { value: valueProp, defaultValue, onValueChange },
      '',
    );
    return (
      <Field {...frame}>
        <SearchInput
          ref={forwardedRef}
          value={value}
          onValueChange={setValue}
          onSearch={onSearch}
          clearLabel={clearLabel}
          size={size}
          onKeyDown={onKeyDown}
          {...input}
        />
      </Field>
    );
  },
);

interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size' | 'type'
> {
  value: string;
  onValueChange: (value: string) => void;
  onSearch?: (value: string) => void;
  clearLabel: string;
  size?: SearchFieldSize;
}

const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { value, onValueChange, onSearch, clearLabel, size, onKeyDown, ...rest },
  forwardedRef,
) {
  const field = useFieldControl();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof forwardedRef === 'function') forwardedRef(node);
    else if (forwardedRef) forwardedRef.current = node;
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') onSearch?.(value);
  };
  const canClear = value !== '' && !field?.disabled && !field?.readOnly;
  return (
    <div className={styles.wrapper}>
      <Icon name="search" className={styles.icon} />
      <input
        ref={setRefs}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={onKey}
        className={[control({ size }), styles.input({ size })].join(' ')}
        {...field}
        {...rest}
      />
      {canClear && (
        <button
          type="button"
          className={styles.clear}
          aria-label={clearLabel}
          onClick={() => {
            onValueChange('');
            inputRef.current?.focus();
          }}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
});
