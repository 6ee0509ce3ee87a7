import { forwardRef, useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { RadioIndicator, RadioItem, useRadioGroupValue } from '../RadioGroup/RadioGroup';
import * as radioStyles from '../RadioGroup/RadioGroup.css';
import * as styles from './OptionRow.css';

export interface OptionRowProps {
  /** What the RadioGroup's value becomes when this row is chosen. */
  value: string;
  /** The option's name: the radio's accessible name. */
  title: ReactNode;
  /** Secondary text under the title (price and delivery date, card ending…); read as its description. */
  description?: ReactNode;
  /** The row cannot be chosen; give `disabledReason` to say why. */
  disabled?: boolean;
  /** Shown (and announced) when disabled, saying why: "- Account on Hold", say. */
  disabledReason?: ReactNode;
  /** Shown under the row while it is the chosen option (the PO number input, say). */
  children?: ReactNode;
  /** The radio's id (generated when left out). */
  id?: string;
  /** Extra class for the row. */
  className?: string;
}

/**
 * A radio-style row of a RadioGroup: a title, secondary text, a visible reason when it cannot be
 * chosen, and content that opens under it while it is chosen.
 *
 * Use OptionRows for options that need a sentence each (payment, shipping method, address
 * suggestions). Not for short labels (Radio) or for navigation.
 */
export const OptionRow = forwardRef<HTMLButtonElement, OptionRowProps>(function OptionRow(
  { value, title, description, disabled, disabledReason, children, id, className },
  ref,
) {
  const generated = useId();
  const itemId = id ?? `option-${generated}`;
  const titleId = `${itemId}-title`;
  const descriptionId = description ? `${itemId}-description` : undefined;
  const reasonId = disabled && disabledReason ? `${itemId}-reason` : undefined;
  const checked = useRadioGroupValue() === value;
  return (
    <div
      className={clsx(styles.row, className)}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
    >
      <div className={styles.header}>
        <RadioItem
          ref={ref}
          id={itemId}
          value={value}
          disabled={disabled}
          className={radioStyles.circle}
          // The title alone names the radio; the secondary text and the reason describe it.
          aria-labelledby={titleId}
          aria-describedby={clsx(descriptionId, reasonId) || undefined}
        >
          <RadioIndicator className={radioStyles.dot} />
        </RadioItem>
        <label htmlFor={itemId} className={styles.text}>
          <span id={titleId} className={styles.title}>
            {title}
          </span>
          {description && (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          )}
          {reasonId && (
            <span id={reasonId} className={styles.reason}>
              {disabledReason}
            </span>
          )}
        </label>
      </div>
      {checked && children && <div className={styles.details}>{children}</div>}
    </div>
  );
});
