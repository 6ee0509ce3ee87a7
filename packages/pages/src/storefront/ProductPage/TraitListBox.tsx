import { useState } from 'react';
import { clsx } from 'clsx';
import { useSelect } from 'downshift';
import { Icon } from '@joinery/ui/Icon';
import { selectContent, selectItem, selectItemIndicator } from '@joinery/ui/Select';
import { TraitBoxFace, traitBoxClass, type TraitControlProps, type TraitOption } from './TraitSelect';
import * as styles from './ProductPage.css';

/** Runs `task` in a task of its own once the browser has painted the next frame. */
function afterNextPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

const optionLabel = (option: TraitOption | null) => option?.label ?? '';

/**
 * The trait chooser's list box (issue 47), loaded just after the page's first view (TraitSelect
 * draws the closed box until it arrives): Downshift's `useSelect`, the ARIA select-only combobox.
 * The box is a `button` named by the Field's label; focus stays on it while the list is open,
 * `aria-activedescendant` naming the option it is on. The list is drawn in the page just under
 * the box (no popper, no portal, nothing else hidden) and only while open.
 */
export function TraitListBox({ label, placeholder, options, value, onValueChange, field, boxRef, initialIsOpen }: TraitControlProps) {
  const { id, required, ...rest } = field;
  // The value just picked, shown at once (a render of this chooser alone) while the page's answer
  // waits for the next paint: the new variation's render (the whole page: gallery, price, add
  // buttons, related products) took about 80 ms of a 4x slowed CPU, and kept the pick from painting
  // (issue 47). The machine's own value (which may differ: a masked value can clear the other
  // trait, or reset everything) replaces it in the same render as the page's.
  const [picked, setPicked] = useState<string | null>(null);
  const shown = options.find((option) => option.value === (picked ?? value)) ?? null;
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<TraitOption>({
    items: options as TraitOption[],
    itemToString: optionLabel,
    selectedItem: shown,
    // The list opens on the chosen value, else on the first (the ARIA pattern's select-only combobox).
    defaultHighlightedIndex: 0,
    initialIsOpen,
    toggleButtonId: id,
    menuId: `${id}-list`,
    getItemId: (index: number) => `${id}-option-${index}`,
    onSelectedItemChange: ({ selectedItem: chosen }) => {
      if (!chosen || chosen.value === value) return;
      setPicked(chosen.value);
      afterNextPaint(() => {
        setPicked(null);
        onValueChange(chosen.value);
      });
    },
  });
  // The Field's label names the box through its `for` (the box is a button), not Downshift's label id.
  const {
    role: _role,
    'aria-expanded': _expanded,
    'aria-controls': listId,
    ...toggle
  } = getToggleButtonProps({ 'aria-labelledby': undefined, ref: boxRef });
  return (
    <span className={styles.traitFrame}>
      <button
        type="button"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        className={traitBoxClass}
        data-placeholder={shown ? undefined : ''}
        data-state={isOpen ? 'open' : 'closed'}
        aria-busy={picked !== null || undefined}
        aria-required={required || undefined}
        {...rest}
        {...toggle}
      >
        <TraitBoxFace text={shown ? shown.label : placeholder} />
      </button>
      <ul className={clsx(selectContent, styles.traitList)} hidden={!isOpen} {...getMenuProps({ 'aria-label': label })}>
        {isOpen &&
          options.map((option, index) => {
            const chosen = option === shown;
            return (
              <li
                key={option.value}
                className={selectItem}
                data-highlighted={highlightedIndex === index ? '' : undefined}
                data-state={chosen ? 'checked' : 'unchecked'}
                {...getItemProps({ item: option, index })}
              >
                {chosen && (
                  <span className={selectItemIndicator}>
                    <Icon name="check" />
                  </span>
                )}
                {option.label}
              </li>
            );
          })}
      </ul>
    </span>
  );
}
