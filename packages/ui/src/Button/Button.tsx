import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { useThemeProviderCheck } from '../theme/portalContainer';
import * as styles from './Button.css';
import { useFocusBackWhenEnabled } from './keepFocus';

export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonTone = (typeof styles.buttonTones)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Emphasis: `solid` for the one main action, `outline` and `ghost` for lesser ones, `link` to read as a link. */
  variant?: ButtonVariant;
  /** Colour family: `accent` (brand), `neutral`, or `critical` for destructive actions. */
  tone?: ButtonTone;
  /** Height and padding: `sm`, `md` (default) or `lg`. */
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for screen readers and blocks clicks. */
  loading?: boolean;
  /** Icon placed before the label. */
  icon?: ReactNode;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

/** The action every screen uses: one vocabulary of variant, tone and size. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    tone,
    size,
    loading = false,
    icon,
    asChild = false,
    className,
    children,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  // Development only: a Button outside every ThemeProvider has no theme; the app is told once.
  useThemeProviderCheck();
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => button.current!, []);
  // A button disabled while it loads (Submit, Place Order) gets focus back when it is done.
  useFocusBackWhenEnabled(button, Boolean(disabled || loading));
  const classes = [styles.button({ variant, tone, size }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root ref={button} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={button}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
