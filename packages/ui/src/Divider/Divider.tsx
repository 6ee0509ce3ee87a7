import * as styles from './Divider.css';

export type DividerOrientation = (typeof styles.dividerOrientations)[number];
export type DividerTone = (typeof styles.dividerTones)[number];
export type DividerSpacing = (typeof styles.dividerSpacings)[number];

export interface DividerProps {
  /** `horizontal` rule between blocks, or `vertical` between inline items. */
  orientation?: DividerOrientation;
  /** Line strength: `subtle` or `strong`. */
  tone?: DividerTone;
  /** Space around the line, from the space scale: `none`, `sm`, `md` or `lg`. */
  spacing?: DividerSpacing;
  /**
   * A purely visual rule is hidden from screen readers; set `semantic` when it separates
   * sections a listener should know apart.
   */
  semantic?: boolean;
  /** Extra class for the rule. */
  className?: string;
}

/** A thin rule between blocks (horizontal) or between items in a row (vertical). */
export function Divider({
  orientation = 'horizontal',
  tone,
  spacing,
  semantic = false,
  className,
}: DividerProps) {
  const classes = [styles.divider({ orientation, tone, spacing }), className]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      role={semantic ? 'separator' : undefined}
      aria-hidden={semantic ? undefined : true}
      aria-orientation={semantic ? orientation : undefined}
      data-orientation={orientation}
    />
  );
}
