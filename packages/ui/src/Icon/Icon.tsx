import type { SVGProps } from 'react';
import { iconPaths, type IconName } from './icons';
import * as styles from './Icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Which icon to draw, from the package's icon set (`search`, `close`, `chevronDown`…). */
  name: IconName;
  /** An icon that carries meaning on its own gets a label; a decorative one is hidden. */
  label?: string;
}

/** A small stroke icon. Decorative unless given a `label`. */
export function Icon({ name, label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={[styles.icon, className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
