import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { clsx } from 'clsx';
import * as fieldStyles from '../Field/Field.css';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './RadioGroup.css';

export type RadioGroupOrientation = (typeof styles.radioGroupOrientations)[number];

/**
 * The radio group behaviour RadioGroup, OptionRow, Swatch and ImageGallery's thumbnails share, in
 * place of Radix RadioGroup / ToggleGroup (issue 33: their roving focus, collection and direction
 * code cost about 8 kB before a product page's or a checkout's content). It renders the same DOM
 * Radix did (a `role="radiogroup"` div; `button role="radio"` items with `aria-checked`,
 * `data-state` and `data-disabled`), so the styles, screenshots and queries by role stay as they
 * were, and keeps the keyboard of the WAI-ARIA radio group: one tab stop (the chosen option, else
 * the last focused, else the first), arrow keys along the orientation move (looping) and choose,
 * Home / End move, Space chooses, Enter does nothing.
 */

interface RootContext {
  value: string;
  choose: (value: string) => void;
  disabled: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** The value of the item Tab lands on. */
  tabStop: string | null;
  focused: (value: string) => void;
  selectOnArrow: boolean;
  states: readonly [string, string];
}

const RootContext = createContext<RootContext | null>(null);
const ItemContext = createContext<{ checked: boolean; disabled: boolean; states: readonly [string, string] }>({
  checked: false,
  disabled: false,
  states: ['checked', 'unchecked'],
});

export interface RadioRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  /** The chosen item's value ('' for none). */
  value: string;
  onValueChange: (value: string) => void;
  /** Which arrow keys move: up/down (`vertical`), left/right (`horizontal`) or all four (left out). */
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a surrounding form under this name (a hidden input holding the value). */
  name?: string;
  /** `false`: arrow keys only move focus and Space or Enter chooses (a toggle group's thumbnails). */
  selectOnArrow?: boolean;
  /** The items' `data-state` when chosen and when not (Radix ToggleGroup's were `on` / `off`). */
  states?: readonly [string, string];
}

const radiosOf = (group: HTMLElement) =>
  [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]')].filter(
    (radio) => !radio.disabled && radio.closest('[role="radiogroup"]') === group,
  );

export const RadioRoot = forwardRef<HTMLDivElement, RadioRootProps>(function RadioRoot(
  {
    value,
    onValueChange,
    orientation,
    disabled = false,
    required = false,
    name,
    selectOnArrow = true,
    states = ['checked', 'unchecked'],
    children,
    ...rest
  },
  forwarded,
) {
  const own = useRef<HTMLDivElement | null>(null);
  const [lastFocused, setLastFocused] = useState<string | null>(null);
  const [tabStop, setTabStop] = useState<string | null>(null);
  // Which item is the tab stop depends on which items are enabled, so it is read from the DOM after
  // each render (the chosen one, else the last focused, else the first).
  useLayoutEffect(() => {
    if (!own.current) return;
    const radios = radiosOf(own.current);
    const stop =
      radios.find((radio) => radio.value === value && value !== '') ??
      radios.find((radio) => radio.value === lastFocused) ??
      radios[0];
    setTabStop(stop ? stop.value : null);
    // `children` changes whenever an item may have been added, removed, enabled or disabled.
  }, [value, lastFocused, disabled, children]);
  return (
    <div
      role="radiogroup"
      aria-required={required}
      aria-orientation={orientation}
      data-disabled={disabled ? '' : undefined}
      data-orientation={orientation}
      dir="ltr"
      {...rest}
      ref={(node) => {
        own.current = node;
        if (typeof forwarded === 'function') forwarded(node);
        else if (forwarded) forwarded.current = node;
      }}
    >
      <RootContext.Provider
        value={{
          value,
          choose: onValueChange,
          disabled,
          orientation,
          tabStop,
          focused: setLastFocused,
          selectOnArrow,
          states,
        }}
      >
        {children}
      </RootContext.Provider>
      {name && <input type="hidden" name={name} value={value} />}
    </div>
  );
});

const keyMoves: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  ArrowRight: 'next',
  ArrowDown: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
};

export interface RadioItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  value: string;
}

/** One option: a `button role="radio"`. Put a RadioIndicator inside for the dot. */
export const RadioItem = forwardRef<HTMLButtonElement, RadioItemProps>(function RadioItem(
  { value, disabled: itemDisabled, onClick, onKeyDown, onFocus, children, ...rest },
  ref,
) {
  const root = useContext(RootContext)!;
  const checked = root.value === value;
  const disabled = root.disabled || !!itemDisabled;
  const [on, off] = root.states;

  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && root.selectOnArrow) {
      event.preventDefault();
      return;
    }
    const move = keyMoves[event.key];
    const { orientation } = root;
    if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    if (orientation === 'vertical' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
    if (orientation === 'horizontal' && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) return;
    const group = event.currentTarget.closest<HTMLElement>('[role="radiogroup"]');
    if (!group) return;
    event.preventDefault();
    const radios = radiosOf(group);
    const at = radios.indexOf(event.currentTarget);
    const count = radios.length;
    const target =
      move === 'first'
        ? radios[0]
        : move === 'last'
          ? radios[count - 1]
          : radios[(at + (move === 'next' ? 1 : -1) + count) % count];
    if (!target) return;
    target.focus();
    // Arrow keys choose as they move (Home / End only move), as in a native radio group.
    if (root.selectOnArrow && event.key.startsWith('Arrow')) target.click();
  };

  return (
    <ItemContext.Provider value={{ checked, disabled, states: root.states }}>
      <button
        type="button"
        role="radio"
        aria-checked={checked}
        data-state={checked ? on : off}
        data-disabled={disabled ? '' : undefined}
        data-orientation={root.orientation}
        disabled={disabled}
        value={value}
        tabIndex={root.tabStop === value ? 0 : -1}
        {...rest}
        ref={ref}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented && !checked) root.choose(value);
        }}
        onKeyDown={keyDown}
        onFocus={(event) => {
          onFocus?.(event);
          root.focused(value);
        }}
      >
        {children}
      </button>
    </ItemContext.Provider>
  );
});

/** The chosen item's dot: rendered only while its item is chosen. */
export function RadioIndicator({ className }: { className?: string }) {
  const { checked, disabled, states } = useContext(ItemContext);
  if (!checked) return null;
  return <span data-state={states[0]} data-disabled={disabled ? '' : undefined} className={className} />;
}

/** The group's current value, for items that show more when chosen (OptionRow's details). */
const RadioGroupValueContext = createContext<string>('');
export function useRadioGroupValue(): string {
  return useContext(RadioGroupValueContext);
}

export interface RadioGroupProps {
  /** Names the group (announced when focus enters it). */
  label: ReactNode;
  /** Hide the group's label visually; it stays for screen readers. */
  labelHidden?: boolean;
  /** The chosen option's value, when the parent controls it (use with `onValueChange`). */
  value?: string;
  /** The option chosen at first when the group keeps its own state; none by default. */
  defaultValue?: string;
  /** Called with the newly chosen option's value (not while read-only). */
  onValueChange?: (value: string) => void;
  /** Shows `*` after the label and marks the group required. */
  required?: boolean;
  /** No option can be focused or chosen. */
  disabled?: boolean;
  /** Focusable and readable, but the choice cannot change. */
  readOnly?: boolean;
  /** Help text under the options, read with the group. */
  hint?: ReactNode;
  /** Error text: marks the group invalid and is announced with it. */
  error?: ReactNode;
  /** `vertical` (default): options stacked; `horizontal`: options in a row. Arrow keys follow it. */
  orientation?: RadioGroupOrientation;
  /** Submitted with a surrounding form under this name. */
  name?: string;
  /** The group's id (generated when left out). */
  id?: string;
  /** Class of the group's frame. */
  className?: string;
  /** `Radio` items, or `OptionRow`s for rows with a title and secondary text. */
  children: ReactNode;
}

/**
 * One choice among a few options shown at once (RadioRoot above: Tab enters the group at the
 * chosen option, arrow keys move and choose). Same frame as Field: label, `*`, hint and error.
 *
 * Use a RadioGroup for two to about six options the user should compare (payment method,
 * shipping method, print options). Not for a long list (Select) or independent choices (Checkbox).
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    labelHidden,
    value: valueProp,
    defaultValue,
    onValueChange,
    required,
    disabled,
    readOnly,
    hint,
    error,
    orientation = 'vertical',
    name,
    id,
    className,
    children,
  },
  ref,
) {
  const generated = useId();
  const groupId = id ?? `radio-group-${generated}`;
  const labelId = `${groupId}-label`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const [value, setValue] = useControllableValue({ value: valueProp, defaultValue, onValueChange }, '');

  return (
    <div className={clsx(fieldStyles.field, className)}>
      <span id={labelId} className={clsx(fieldStyles.label, labelHidden && styles.visuallyHidden)}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <RadioGroupValueContext.Provider value={value}>
        <RadioRoot
          ref={ref}
          id={groupId}
          className={styles.group({ orientation })}
          value={value}
          // Read-only: arrow keys still move focus, but the choice stays as it is.
          onValueChange={(next) => !readOnly && setValue(next)}
          orientation={orientation}
          required={required}
          disabled={disabled}
          name={name}
          aria-labelledby={labelId}
          aria-describedby={clsx(hintId, errorId) || undefined}
          aria-invalid={error ? true : undefined}
          aria-readonly={readOnly || undefined}
        >
          {children}
        </RadioRoot>
      </RadioGroupValueContext.Provider>
      {hint && (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      )}
    </div>
  );
});

export interface RadioProps {
  /** What the RadioGroup's value becomes when this option is chosen. */
  value: string;
  /** The text beside the circle; clicking it chooses the option. */
  label: ReactNode;
  /** This option cannot be chosen. */
  disabled?: boolean;
  /** The radio's id (generated when left out). */
  id?: string;
}

/** One plain option of a RadioGroup: the circle and its label. */
export const Radio = forwardRef<HTMLButtonElement, RadioProps>(function Radio({ value, label, disabled, id }, ref) {
  const generated = useId();
  const itemId = id ?? `radio-${generated}`;
  return (
    <div className={styles.radio}>
      <RadioItem ref={ref} id={itemId} value={value} disabled={disabled} className={styles.circle}>
        <RadioIndicator className={styles.dot} />
      </RadioItem>
      <label htmlFor={itemId} className={styles.radioLabel}>
        {label}
      </label>
    </div>
  );
});
