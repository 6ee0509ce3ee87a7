import { createContext, useContext, useId, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './Swatch.css';

export type SwatchSize = (typeof styles.swatchSizes)[number];
export type SwatchShape = (typeof styles.swatchShapes)[number];

const LookContext = createContext<{ size?: SwatchSize; shape?: SwatchShape }>({});

export interface SwatchProps {
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
  disabled?: boolean;
}

/** One colour choice. Place inside a SwatchGroup. */
export function Swatch({ value, label, color, imageUrl, disabled }: SwatchProps) {
  const { size, shape } = useContext(LookContext);
  return (
    <RadioGroup.Item
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
    </RadioGroup.Item>
  );
}

export interface SwatchGroupProps {
  /** What is being chosen ("Color"). */
  label: ReactNode;
  /** The swatches; or pass Swatch children instead. */
  items?: readonly SwatchProps[];
  children?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** Swatch size: `sm`, `md` or `lg`. */
  size?: SwatchSize;
  /** `circle` or `square`. */
  shape?: SwatchShape;
  /** Show the chosen colour's name after the label ("Color: Espresso"). On by default. */
  showChosenLabel?: boolean;
  className?: string;
}

/**
 * A row of colour swatches, one per variation, with radio semantics (Radix RadioGroup: arrow
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
        <RadioGroup.Root
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
        </RadioGroup.Root>
      </LookContext.Provider>
    </div>
  );
}
