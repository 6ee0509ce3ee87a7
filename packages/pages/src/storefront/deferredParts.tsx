import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Field, fieldControl, useFieldControl } from '@joinery/ui/Field';
import { Icon } from '@joinery/ui/Icon';
import type { SelectOption } from '@joinery/ui/Select';
import type * as SelectModule from '@joinery/ui/Select';
import * as styles from './deferredParts.css';

/*
 * Parts of the product page's first view whose code arrives just after it (issue 33): the trait
 * choosers' list and the add buttons' reason tooltips. They are on screen from the start, so
 * unlike lazyParts.tsx (parts no first view shows) they draw at once: the Select as its closed
 * box, the buttons without their tooltip, and become the design-system parts when the code is
 * there. Their requests start with the first render, so they arrive while the page is painted.
 */

/**
 * A module the first view can do without, loaded once; `current` holds it once it has arrived.
 * `load` may be called any number of times (while rendering too): it starts one request.
 */
interface Part<T> {
  load: () => Promise<T>;
  current: T | undefined;
}

function part<T>(importer: () => Promise<T>): Part<T> {
  let request: Promise<T> | undefined;
  const loaded: Part<T> = {
    current: undefined,
    load: () =>
      (request ??= importer().then((module) => {
        loaded.current = module;
        return module;
      })),
  };
  return loaded;
}

/** The part's module once it has arrived (its request starts with the first render that asks). */
function usePart<T>(wanted: Part<T>): T | undefined {
  const [module, setModule] = useState(() => wanted.current);
  if (!module) void wanted.load().catch(() => undefined);
  useEffect(() => {
    if (module) return;
    let live = true;
    wanted.load().then(
      (arrived) => live && setModule(() => arrived),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module ?? wanted.current;
}

const selectPart = part(() => import('@joinery/ui/Select'));
const tooltipPart = part(() => import('@joinery/ui/Tooltip'));

/** The keys that open a closed Radix Select from its box. */
const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

export interface DeferredSelectProps {
  label: string;
  required?: boolean;
  placeholder?: string;
  options: readonly SelectOption[];
  /** The chosen option's value; `''` shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A design-system Select whose list (Radix Select, its popper and focus handling: about 30 kB
 * compressed with the Tooltip's share) arrives after the page's first view (issue 33): until then
 * the same field shows the same closed box, which takes focus and remembers a click or an opening
 * key, and the Select, once there, opens for it. The request starts with the first render.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  return <DeferredSelectFrom from={selectPart} {...props} />;
}

/** For stories: a DeferredSelect whose code arrives when `load` resolves (held until a click, say). */
export function deferredSelectFrom(load: () => Promise<typeof SelectModule>) {
  const from = part(load);
  return function HeldSelect(props: DeferredSelectProps) {
    return <DeferredSelectFrom from={from} {...props} />;
  };
}

function DeferredSelectFrom({ from, ...props }: DeferredSelectProps & { from: Part<typeof SelectModule> }) {
  const loaded = usePart(from);
  // What the shopper did to the closed box before the Select arrived: opened it, or focused it.
  const wanted = useRef<'open' | 'focus' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const box = trigger.current;
    if (!loaded || !wanted.current || !box) return;
    box.focus();
    // Opened as by its Enter key, not by a click: Radix takes a click's place (a programmatic one
    // is at 0, 0) for where the pointer went down, and swallows the next pointer-up within 10 px of
    // it, so the shopper's first click on an option, with the pointer not moved since, chose nothing.
    if (wanted.current === 'open') box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    wanted.current = null;
  }, [loaded]);
  if (loaded) return <loaded.Select ref={trigger} {...props} />;
  return (
    <Field label={props.label} required={props.required}>
      <SelectBox
        {...props}
        onIntent={(intent) => {
          if (wanted.current !== 'open' || intent === null) wanted.current = intent;
        }}
      />
    </Field>
  );
}

function SelectBox({
  options,
  value,
  placeholder,
  onIntent,
}: DeferredSelectProps & { onIntent: (intent: 'open' | 'focus' | null) => void }) {
  const { required, disabled, readOnly: _readOnly, ...field } = useFieldControl() ?? {};
  const chosen = options.find((option) => option.value === value);
  const list = useId();
  return (
    <button
      type="button"
      role="combobox"
      // As Radix's closed box does: it names the list it opens, which is not there until then.
      aria-controls={list}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-required={required || undefined}
      disabled={disabled}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      className={`${fieldControl({})} ${styles.selectTrigger}`}
      {...field}
      // Radix's box opens on the pointer going down, so this one takes it as the wish to open: a
      // Select that arrives before the pointer comes up still opens for it.
      onPointerDown={(event) => {
        if (event.button === 0 && event.pointerType === 'mouse') onIntent('open');
      }}
      onClick={() => onIntent('open')}
      onFocus={() => onIntent('focus')}
      onBlur={() => onIntent(null)}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        onIntent('open');
      }}
    >
      <span className={styles.selectValue}>{chosen ? chosen.label : (placeholder ?? '')}</span>
      <Icon name="chevronDown" className={styles.selectChevron} />
    </button>
  );
}

/**
 * A design-system Tooltip whose code (Radix Tooltip and its popper) arrives after the page's first
 * view (issue 33): until then the trigger shows alone. The trigger is mounted again inside the
 * tooltip when it arrives, so it gets its focus back if it had it.
 */
export function DeferredTooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}) {
  const loaded = usePart(tooltipPart);
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const [tracked] = useState(() => (element: HTMLElement | null) => {
    if (element && refocus.current) {
      refocus.current = false;
      element.focus();
    }
    if (!element && node.current && document.activeElement === node.current) refocus.current = true;
    node.current = element;
  });
  const trigger = cloneElement(children, { ref: tracked });
  if (!loaded) return trigger;
  return <loaded.Tooltip content={content}>{trigger}</loaded.Tooltip>;
}
