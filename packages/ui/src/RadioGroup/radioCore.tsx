import {
  createContext,
  forwardRef,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';

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
