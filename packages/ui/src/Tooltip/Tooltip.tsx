import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { usePortalContainer } from '../theme/portalContainer';
import * as styles from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

/** Hover delay before a tooltip shows, in ms (Radix's default is 700, too slow for icon labels). */
export const TOOLTIP_DELAY_MS = 300;

export interface TooltipProps {
  /** What the tooltip says: short, plain text that adds to (or names) its trigger. */
  content: ReactNode;
  /** One focusable element (a button or link); the tooltip shows on its hover and focus. */
  children: ReactElement;
  /** Where the tooltip appears: `top`, `right`, `bottom` or `left`. */
  side?: TooltipSide;
  /** Hover time before it shows, in ms; 300 by default. */
  delayDuration?: number;
  /** Shown or hidden, when the parent controls it (use with `onOpenChange`). */
  open?: boolean;
  /** Shown from the start, when the tooltip keeps its own state. */
  defaultOpen?: boolean;
  /** Called with the new state when the tooltip shows or hides. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short label that appears on hover and keyboard focus (Radix Tooltip: Escape closes it,
 * it is announced as the trigger's description).
 *
 * Use a Tooltip to name an icon-only control or add a brief hint to one. Not for anything the
 * user must read to proceed, nor for interactive content (use a Popover), nor on touch-only
 * paths: touch users never see it.
 */
export function Tooltip({ content, children, side = 'top', delayDuration = TOOLTIP_DELAY_MS, open, defaultOpen, onOpenChange }: TooltipProps) {
  const container = usePortalContainer();
  // Each tooltip carries its own provider, so it works anywhere without an app-level wrapper.
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content side={side} sideOffset={6} collisionPadding={8} className={styles.content}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
