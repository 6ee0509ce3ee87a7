import { createContext, useContext, useId, type ReactNode } from 'react';
import { RadioItem, RadioRoot } from '../RadioGroup/RadioGroup';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './Swatch.css';

export type SwatchSize = (typeof styles.swatchSizes)[number];
export type SwatchShape = (typeof styles.swatchShapes)[number];

const LookContext = createContext<{ size?: SwatchSize; shape?: SwatchShape }>({});

export interface SwatchProps {
  /** What the SwatchGroup's value becomes when this swatch is chosen (a variation id). */
  value: string;
  /**
   * The colour's name ("Espresso"): the swatch's accessible name and, once chosen, the text
   * beside the group's label. (No tooltip: a Radix Tooltip on a radio would overwrite its
   * `data-state`, which the checked ring is styled from.)
   */
  label: string;
  /** A CSS colour from the product data (ColorSwatch). */
  color?: string;
  /** A picture of the finish instead of a flat colour (VariantSelectorImage.Url). */
  imageUrl?: string;
  /** Crossed out and cannot be chosen (a colour not available). */
  disabled?: boolean;
}

/** One colour choice. Place inside a SwatchGroup. */
export function Swatch({ value, label, color, imageUrl, disabled }: SwatchProps) {
  const { size, shape } = useContext(LookContext);
  return (
    <RadioItem
      value={value}
      aria-label={label}
      disabled={disabled}
      className={styles.swatch({ size, shape })}
      style={assignInlineVars({
        ...(color ? { [styles.swatchColor]: color } : {}),
        ...(imageUrl ? { [styles.swatchImage]: `url("${encodeURI(imageUrl)}")` } : {}),
      })}
    >
      {disabled && <span className={styles.unavailable} aria-hidden="true" />}
    </RadioItem>
  );
}

export interface SwatchGroupProps {
  /** What is being chosen ("Color"). */
  label: ReactNode;
  /** The swatches; or pass Swatch children instead. */
  items?: readonly SwatchProps[];
  /** `Swatch` elements, instead of `items` (the chosen name then does not show beside the label). */
  children?: ReactNode;
  /** The chosen swatch's value, when the parent controls it (use with `onValueChange`). */
  value?: string;
  /** The swatch chosen at first when the group keeps its own state; none by default. */
  defaultValue?: string;
  /** Called with the newly chosen swatch's value. */
  onValueChange?: (value: string) => void;
  /** Marks the choice required for forms and screen readers (no `*` is shown). */
  required?: boolean;
  /** No swatch can be focused or chosen. */
  disabled?: boolean;
  /** Swatch size: `sm`, `md` or `lg`. */
  size?: SwatchSize;
  /** `circle` or `square`. */
  shape?: SwatchShape;
  /** Show the chosen colour's name after the label ("Color: Espresso"). On by default. */
  showChosenLabel?: boolean;
  /** Extra class for the group. */
  className?: string;
}

/**
 * A row of colour swatches, one per variation, with radio semantics (RadioRoot: arrow
 * keys move and choose, Tab leaves). The chosen one is ringed and named beside the label.
 */
export function SwatchGroup({
  label,
  items,
  children,
  value: valueProp,
  defaultValue,
  onValueChange,
  required,
  disabled,
  size,
  shape,
  showChosenLabel = true,
  className,
}: SwatchGroupProps) {
  const [value, setValue] = useControllableValue(
    { value: valueProp, defaultValue, onValueChange },
    '',
  );
  const labelId = useId();
  const chosenLabel = items?.find((item) => item.value === value)?.label;
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.legend}>
        {label}
        {showChosenLabel && chosenLabel && <span className={styles.chosen}>: {chosenLabel}</span>}
      </span>
      <LookContext.Provider value={{ size, shape }}>
        <RadioRoot
          aria-labelledby={labelId}
          className={styles.items}
          value={value}
          onValueChange={setValue}
          required={required}
          disabled={disabled}
          orientation="horizontal"
        >
          {items?.map((item) => (
            <Swatch key={item.value} {...item} />
          ))}
          {children}
        </RadioRoot>
      </LookContext.Provider>
    </div>
  );
}
