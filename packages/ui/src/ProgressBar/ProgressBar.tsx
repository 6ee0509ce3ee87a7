import { useId } from 'react';
import { Progress } from 'radix-ui';
import * as styles from './ProgressBar.css';

export type ProgressTone = (typeof styles.progressTones)[number];
export type ProgressSize = (typeof styles.progressSizes)[number];

export interface ProgressBarProps {
  /** Percent done, 0–100. `null` means the amount is unknown (indeterminate). */
  value: number | null;
  /** What is progressing ("Importing Data, please wait"). Shown above the bar and names it. */
  label: string;
  /** Hide the label visually; it still names the bar. */
  labelHidden?: boolean;
  /** Show the percentage beside the label. */
  showValue?: boolean;
  /** Bar colour: `accent` while working, `positive` when done, `critical` on failure. */
  tone?: ProgressTone;
  /** Bar thickness: `sm` or `md`. */
  size?: ProgressSize;
  /** Extra class for the bar's wrapper. */
  className?: string;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** A determinate (or indeterminate) progress bar on Radix Progress. */
export function ProgressBar({
  value,
  label,
  labelHidden = false,
  showValue = true,
  tone,
  size,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const percent = value === null ? null : clampPercent(value);
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      {!labelHidden && (
        <div className={styles.labelRow}>
          <span id={labelId}>{label}</span>
          {showValue && percent !== null && (
            <span className={styles.valueText} aria-hidden="true">
              {percent}%
            </span>
          )}
        </div>
      )}
      <Progress.Root
        className={styles.track({ size })}
        value={percent}
        max={100}
        aria-labelledby={labelHidden ? undefined : labelId}
        aria-label={labelHidden ? label : undefined}
        getValueLabel={(current, max) => `${Math.round((current / max) * 100)}%`}
      >
        <Progress.Indicator
          className={styles.indicator({ tone })}
          // Unknown: the stylesheet moves the bar (a transform here would push it off the track).
          style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
    </div>
  );
}
