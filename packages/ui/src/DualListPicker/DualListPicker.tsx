import { useId, useMemo, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import * as fieldStyles from '../Field/Field.css';
import { IconButton, type IconButtonProps } from '../IconButton';
import { TextField } from '../TextField';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './DualListPicker.css';
import { ListBox, type ListBoxItem, type ListBoxProps } from './ListBox';
import { dualListMessages, type DualListMessages } from './messages';
import { moveDown, moveIn, moveOut, moveToBottom, moveToTop, moveUp } from './moves';

export type DualListHeight = (typeof styles.dualListHeights)[number];

export type DualListItem = ListBoxItem;

export interface DualListPickerProps {
  /** What is being picked ("Supplemental Data Bricks"). Names both lists. */
  label: ReactNode;
  /** Everything that can be picked, in the order the Available list shows it. */
  items: readonly DualListItem[];
  /** Ids in the Selected list, in order. */
  value?: readonly string[];
  /** Starting Selected ids when the picker keeps its own value. */
  defaultValue?: readonly string[];
  /** Called with the Selected ids, in order, after every move or reorder. */
  onValueChange?: (value: string[]) => void;
  /** Adds top / up / down / bottom buttons for ordering the Selected list. */
  reorderable?: boolean;
  /** Shows an input and a + button; called with the trimmed text. The page adds the item. */
  onAddItem?: (label: string) => void;
  /** Shows `*` after the label and marks the lists required. */
  required?: boolean;
  /** Help text under the lists, read with them. */
  hint?: ReactNode;
  /** Error text: marks the lists invalid and is announced with them. */
  error?: ReactNode;
  /** Nothing can be highlighted, moved or added; the lists stay readable. */
  disabled?: boolean;
  /** Height of both lists: `sm`, `md` (default) or `lg`; longer lists scroll. */
  height?: DualListHeight;
  /** Replaces any of the picker's texts (list headings, button names, announcements); the defaults are in ./messages. */
  messages?: Partial<DualListMessages>;
  /** Extra class for the picker. */
  className?: string;
}

/**
 * Two lists, Available and Selected, with buttons to move all in, the highlighted in, the
 * highlighted out and all out; optionally reorder buttons, locked items that cannot leave
 * Selected, and an input to add a new item. Each list is a multi-select listbox.
 */
export function DualListPicker({
  label,
  items,
  value: valueProp,
  defaultValue,
  onValueChange,
  reorderable = false,
  onAddItem,
  required,
  hint,
  error,
  disabled,
  height,
  messages: ownMessages,
  className,
}: DualListPickerProps) {
  const text = { ...dualListMessages, ...ownMessages };
  const [value, setValue] = useControllableValue<readonly string[]>(
    {
      value: valueProp,
      defaultValue,
      onValueChange: onValueChange as ((value: readonly string[]) => void) | undefined,
    },
    [],
  );
  const [availableHighlight, setAvailableHighlight] = useState<Set<string>>(new Set());
  const [selectedHighlight, setSelectedHighlight] = useState<Set<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [newItem, setNewItem] = useState('');

  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const locked = useMemo(
    () => new Set(items.filter((item) => item.locked).map((item) => item.id)),
    [items],
  );
  const chosen = new Set(value);
  const availableItems = items.filter((item) => !chosen.has(item.id));
  const selectedItems = value
    .map((itemId) => byId.get(itemId))
    .filter((item): item is DualListItem => Boolean(item));

  const movableSelected = selectedItems.filter((item) => !locked.has(item.id));
  const highlightedAvailable = availableItems
    .filter((item) => availableHighlight.has(item.id))
    .map((item) => item.id);
  const highlightedSelected = selectedItems
    .filter((item) => selectedHighlight.has(item.id))
    .map((item) => item.id);
  const highlightedMovable = highlightedSelected.filter((itemId) => !locked.has(itemId));

  const commit = (next: string[]) => setValue(next);
  const goIn = (ids: string[]) => {
    if (disabled || ids.length === 0) return;
    commit(moveIn(value, ids));
    setAvailableHighlight(new Set());
    setSelectedHighlight(new Set(ids));
    setAnnouncement(text.movedIn(ids.length));
  };
  const goOut = (ids: string[]) => {
    const leaving = ids.filter((itemId) => !locked.has(itemId));
    if (disabled || leaving.length === 0) return;
    commit(moveOut(value, leaving, locked));
    setSelectedHighlight(new Set());
    setAvailableHighlight(new Set(leaving));
    setAnnouncement(text.movedOut(leaving.length));
  };
  const reorder = (move: (selected: readonly string[], ids: readonly string[]) => string[]) => {
    if (disabled || highlightedSelected.length === 0) return;
    commit(move(value, highlightedSelected));
  };
  const addItem = () => {
    const trimmed = newItem.trim();
    if (disabled || !trimmed || !onAddItem) return;
    onAddItem(trimmed);
    setNewItem('');
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className={styles.layout}>
        <ListPane
          heading={text.available}
          groupLabelId={labelId}
          id={`${id}-available`}
          items={availableItems}
          highlighted={availableHighlight}
          onHighlightChange={setAvailableHighlight}
          onActivate={goIn}
          disabled={disabled}
          height={height}
          emptyText={text.empty}
          lockedText={text.locked}
        />
        <div className={styles.buttons}>
          <PickerButton
            icon="chevronsRight"
            label={text.moveAllIn}
            className={styles.turnOnNarrow}
            canAct={availableItems.length > 0}
            onAct={() => goIn(availableItems.map((item) => item.id))}
            disabled={disabled}
          />
          <PickerButton
            icon="chevronRight"
            label={text.moveIn}
            className={styles.turnOnNarrow}
            canAct={highlightedAvailable.length > 0}
            onAct={() => goIn(highlightedAvailable)}
            disabled={disabled}
          />
          <PickerButton
            icon="chevronLeft"
            label={text.moveOut}
            className={styles.turnOnNarrow}
            canAct={highlightedMovable.length > 0}
            onAct={() => goOut(highlightedMovable)}
            disabled={disabled}
          />
          <PickerButton
            icon="chevronsLeft"
            label={text.moveAllOut}
            className={styles.turnOnNarrow}
            canAct={movableSelected.length > 0}
            onAct={() => goOut(movableSelected.map((item) => item.id))}
            disabled={disabled}
          />
        </div>
        <ListPane
          heading={text.selected}
          groupLabelId={labelId}
          id={`${id}-selected`}
          describedBy={describedBy}
          items={selectedItems}
          highlighted={selectedHighlight}
          onHighlightChange={setSelectedHighlight}
          onActivate={goOut}
          disabled={disabled}
          invalid={Boolean(error)}
          required={required}
          height={height}
          emptyText={text.empty}
          lockedText={text.locked}
        />
        {reorderable ? (
          <div className={styles.buttons}>
            <PickerButton
              icon="chevronsLeft"
              label={text.moveToTop}
              className={styles.turnUpright}
              canAct={highlightedSelected.length > 0}
              onAct={() => reorder(moveToTop)}
              disabled={disabled}
            />
            <PickerButton
              icon="chevronUp"
              label={text.moveUp}
              canAct={highlightedSelected.length > 0}
              onAct={() => reorder(moveUp)}
              disabled={disabled}
            />
            <PickerButton
              icon="chevronDown"
              label={text.moveDown}
              canAct={highlightedSelected.length > 0}
              onAct={() => reorder(moveDown)}
              disabled={disabled}
            />
            <PickerButton
              icon="chevronsRight"
              label={text.moveToBottom}
              className={styles.turnUpright}
              canAct={highlightedSelected.length > 0}
              onAct={() => reorder(moveToBottom)}
              disabled={disabled}
            />
          </div>
        ) : (
          <span />
        )}
      </div>
      {onAddItem && (
        <div className={styles.addRow}>
          <TextField
            className={styles.addField}
            label={text.newItem}
            value={newItem}
            onValueChange={setNewItem}
            disabled={disabled}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addItem();
              }
            }}
          />
          <PickerButton
            icon="plus"
            label={text.addItem}
            variant="solid"
            tone="accent"
            size="md"
            canAct={newItem.trim() !== ''}
            onAct={addItem}
            disabled={disabled}
          />
        </div>
      )}
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
      <VisuallyHidden.Root role="status">{announcement}</VisuallyHidden.Root>
    </div>
  );
}

type ListPaneProps = Omit<ListBoxProps, 'labelledBy'> & {
  /** "Available" / "Selected": shown above the list and part of its name. */
  heading: ReactNode;
  /** The picker's label, the first part of the list's name. */
  groupLabelId: string;
};

/** One side of the picker: its heading over its list, named "<picker label> <heading>". */
function ListPane({ heading, groupLabelId, ...listBox }: ListPaneProps) {
  const headingId = `${listBox.id}-heading`;
  return (
    <div className={styles.column}>
      <span id={headingId} className={styles.listHeading}>
        {heading}
      </span>
      <ListBox labelledBy={`${groupLabelId} ${headingId}`} {...listBox} />
    </div>
  );
}

interface PickerButtonProps extends Omit<
  IconButtonProps,
  'onClick' | 'disabled' | 'aria-disabled'
> {
  /** There is something to act on (highlighted items to move, text to add). */
  canAct: boolean;
  onAct: () => void;
  /** The picker is disabled: the button says so but stays focusable. */
  disabled: boolean | undefined;
}

/**
 * One of the picker's buttons (move, reorder, add). It stays focusable when it cannot act
 * (aria-disabled), so focus is not lost mid-task.
 */
function PickerButton({
  canAct,
  onAct,
  disabled,
  variant = 'outline',
  size = 'sm',
  ...button
}: PickerButtonProps) {
  return (
    <IconButton
      variant={variant}
      size={size}
      aria-disabled={disabled || !canAct || undefined}
      onClick={() => canAct && !disabled && onAct()}
      {...button}
    />
  );
}
