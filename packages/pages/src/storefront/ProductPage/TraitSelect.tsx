import { useState } from 'react';
import { clsx } from 'clsx';
import { Field, fieldControl, useFieldControl, type FieldControlProps } from '@joinery/ui/Field';
import { Icon } from '@joinery/ui/Icon';
import { selectChevron, selectTrigger, selectValue } from '@joinery/ui/Select';
import { part, useKeptFocus, usePart } from '../deferredParts';
import * as styles from './ProductPage.css';

export interface TraitOption {
  value: string;
  /** As the shopper reads it ("Oak Toffee Stain (unavailable)" for a masked value). */
  label: string;
}

export interface TraitSelectProps {
  label: string;
  required?: boolean;
  /** Shown while nothing is chosen ("Select"); it is not an option. */
  placeholder: string;
  options: readonly TraitOption[];
  /** The chosen option's value; `''` shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
}

/** What the list box (TraitListBox) is given by the chooser. */
export interface TraitControlProps extends Omit<TraitSelectProps, 'required'> {
  /** The Field's id and states for the box. */
  field: Omit<FieldControlProps, 'readOnly'>;
  /** Keeps focus on the box when the list box's code arrives and draws it again. */
  boxRef: (element: HTMLButtonElement | null) => void;
  /** Opened by a click or key on the box before the list box's code arrived. */
  initialIsOpen: boolean;
}

/** The closed box's classes: a field control with the Select's look. */
export const traitBoxClass = clsx(fieldControl({}), selectTrigger, styles.traitBox);

/** The closed box's face: the chosen value (or the placeholder) and the chevron. */
export function TraitBoxFace({ text }: { text: string }) {
  return (
    <>
      <span className={selectValue}>{text}</span>
      <Icon name="chevronDown" className={selectChevron} />
    </>
  );
}

const listBoxPart = part(() => import('./TraitListBox'));

/**
 * A trait chooser of the product page (storefront.md §2.5, §4): a list box with the design
 * system's Select look, its list drawn in the page just under the box (issue 47, TraitListBox).
 * The Radix Select it first was took 336–424 ms from the opening click to paint at 4x CPU (the
 * popper, aria-hidden over the whole page, then the whole page's render); a native select's own
 * list took 64–128 ms to open (Chromium builds it as a page of its own), past the 100 ms target.
 * The list box's code (Downshift, about 13 kB) arrives just after the first view: until then the
 * closed box is drawn alone, and a click or key on it opens the list as soon as it is there. The
 * unavailable values stay choosable, as §4 asks.
 */
export function TraitSelect({ label, required, ...props }: TraitSelectProps) {
  return (
    <Field label={label} required={required}>
      <TraitSelectControl label={label} {...props} />
    </Field>
  );
}

const opensList = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

function TraitSelectControl(props: Omit<TraitSelectProps, 'required'>) {
  const { readOnly: _readOnly, ...field } = useFieldControl() ?? { id: 'trait' };
  const loaded = usePart(listBoxPart);
  const boxRef = useKeptFocus<HTMLButtonElement>();
  const [openAtOnce, setOpenAtOnce] = useState(false);
  if (loaded) return <loaded.TraitListBox {...props} field={field} boxRef={boxRef} initialIsOpen={openAtOnce} />;
  const shown = props.options.find((option) => option.value === props.value);
  const { id, required, ...rest } = field;
  return (
    <span className={styles.traitFrame}>
      <button
        ref={boxRef}
        type="button"
        role="combobox"
        id={id}
        aria-expanded={false}
        aria-controls={`${id}-list`}
        aria-haspopup="listbox"
        aria-required={required || undefined}
        className={traitBoxClass}
        data-placeholder={shown ? undefined : ''}
        data-state="closed"
        // Until the list box's code is there (a story or test waits for it to go).
        data-pending=""
        {...rest}
        onClick={() => setOpenAtOnce(true)}
        onKeyDown={(event) => {
          if (!opensList.has(event.key)) return;
          event.preventDefault();
          setOpenAtOnce(true);
        }}
      >
        <TraitBoxFace text={shown ? shown.label : props.placeholder} />
      </button>
      <ul id={`${id}-list`} role="listbox" aria-label={props.label} hidden />
    </span>
  );
}
