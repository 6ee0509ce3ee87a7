import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import * as styles from './DualListPicker.css';

export interface ListBoxItem {
  /** Stable id; what `value` lists. */
  id: string;
  /** The text shown in the list. */
  label: string;
  /** Once Selected it cannot be moved out; tagged "Locked". */
  locked?: boolean;
}

type Height = (typeof styles.dualListHeights)[number];

export interface ListBoxProps {
  /** Id of the list; its options' ids start with it. */
  id: string;
  /** Ids of the elements that name it (the picker's label and the list's heading). */
  labelledBy: string;
  /** Ids of the hint and error that describe the list. */
  describedBy?: string;
  /** The options, in the order shown. */
  items: readonly ListBoxItem[];
  /** The highlighted (aria-selected) ids. */
  highlighted: ReadonlySet<string>;
  /** Called with the new set of highlighted ids on click or key. */
  onHighlightChange: (ids: Set<string>) => void;
  /** Enter or a double click: move these across. */
  onActivate: (ids: string[]) => void;
  /** Not focusable and ignores keys and clicks. */
  disabled?: boolean;
  /** Marks the list invalid for screen readers. */
  invalid?: boolean;
  /** Marks the list required for screen readers. */
  required?: boolean;
  /** List height: `sm`, `md` (default) or `lg`; more items scroll. */
  height?: Height;
  /** Shown when the list has no items ("None"). */
  emptyText: string;
  /** Tag shown after a locked item ("Locked"). */
  lockedText: string;
}

/**
 * A multi-select listbox (WAI-ARIA listbox pattern; Radix has none). Focus stays on the list and
 * `aria-activedescendant` points at the keyboard cursor. Arrows move and select one; Shift+arrows
 * extend; Ctrl/⌘+arrows move without selecting; Space toggles; Ctrl/⌘+A selects all; Home/End
 * jump; Enter moves the selection to the other list. With the mouse: click, Ctrl/⌘-click,
 * Shift-click and double-click.
 */
export function ListBox({
  id,
  labelledBy,
  describedBy,
  items,
  highlighted,
  onHighlightChange,
  onActivate,
  disabled,
  invalid,
  required,
  height,
  emptyText,
  lockedText,
}: ListBoxProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const anchorRef = useRef<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const optionId = (itemId: string) => `${id}-option-${itemId}`;

  // Keep the cursor on an item that still exists (items move between the lists).
  const active = items.some((item) => item.id === activeId) ? activeId : (items[0]?.id ?? null);

  useEffect(() => {
    if (!active) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(active))}`)
      ?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from `id` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, id]);

  const indexOf = (itemId: string | null) => items.findIndex((item) => item.id === itemId);
  const range = (fromId: string | null, toId: string) => {
    const from = Math.max(0, indexOf(fromId));
    const to = indexOf(toId);
    const [start, end] = from <= to ? [from, to] : [to, from];
    return new Set(items.slice(start, end + 1).map((item) => item.id));
  };

  const moveCursor = (
    targetId: string,
    event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  ) => {
    setActiveId(targetId);
    if (event.shiftKey) {
      onHighlightChange(range(anchorRef.current ?? active, targetId));
    } else if (!(event.ctrlKey || event.metaKey)) {
      anchorRef.current = targetId;
      onHighlightChange(new Set([targetId]));
    }
  };

  const toggle = (itemId: string) => {
    const next = new Set(highlighted);
    if (next.has(itemId)) next.delete(itemId);
    else next.add(itemId);
    anchorRef.current = itemId;
    onHighlightChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (disabled || items.length === 0) return;
    // Before the user has moved, the first arrow press lands on the first item.
    const hasCursor = items.some((item) => item.id === activeId);
    const index = Math.max(0, indexOf(active));
    const at = (position: number) => items[Math.min(items.length - 1, Math.max(0, position))]?.id;
    let target: string | undefined;
    switch (event.key) {
      case 'ArrowDown':
        target = hasCursor ? at(index + 1) : at(0);
        break;
      case 'ArrowUp':
        target = hasCursor ? at(index - 1) : at(0);
        break;
      case 'Home':
        target = at(0);
        break;
      case 'End':
        target = at(items.length - 1);
        break;
      case ' ':
        event.preventDefault();
        if (active) toggle(active);
        return;
      case 'Enter':
        event.preventDefault();
        if (highlighted.size > 0)
          onActivate(items.filter((item) => highlighted.has(item.id)).map((item) => item.id));
        return;
      case 'a':
      case 'A':
        if (event.ctrlKey || event.metaKey) {
          event.preventDefault();
          onHighlightChange(new Set(items.map((item) => item.id)));
        }
        return;
      default:
        return;
    }
    event.preventDefault();
    if (target) moveCursor(target, event);
  };

  const onOptionClick = (event: MouseEvent<HTMLLIElement>, itemId: string) => {
    if (disabled) return;
    listRef.current?.focus();
    setActiveId(itemId);
    if (event.shiftKey) onHighlightChange(range(anchorRef.current ?? itemId, itemId));
    else if (event.ctrlKey || event.metaKey) toggle(itemId);
    else {
      anchorRef.current = itemId;
      onHighlightChange(new Set([itemId]));
    }
  };

  return (
    <div className={styles.listFrame}>
      <ul
        ref={listRef}
        id={id}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-activedescendant={active && !disabled ? optionId(active) : undefined}
        aria-disabled={disabled || undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        tabIndex={disabled ? -1 : 0}
        className={styles.listbox({ height })}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          // Keys are handled by the listbox itself (aria-activedescendant), not per option.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={item.id}
            id={optionId(item.id)}
            role="option"
            aria-selected={highlighted.has(item.id)}
            data-active={item.id === active || undefined}
            className={styles.option}
            onClick={(event) => onOptionClick(event, item.id)}
            onDoubleClick={() => !disabled && onActivate([item.id])}
          >
            <span>{item.label}</span>
            {item.locked && <span className={styles.lockedTag}>{lockedText}</span>}
          </li>
        ))}
      </ul>
      {items.length === 0 && (
        // Drawn over the empty list, outside it: a listbox may hold only options.
        <span className={styles.empty} aria-hidden="true">
          {emptyText}
        </span>
      )}
    </div>
  );
}
