import { useId, type ReactNode } from 'react';
import { Collapsible } from 'radix-ui';
import { Button } from '../Button';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './CollapsibleSection.css';
import { collapsibleSectionMessages } from './messages';

export type CollapsibleSectionVariant = (typeof styles.collapsibleSectionVariants)[number];

export interface CollapsibleSectionProps {
  /** "Shipping Method", a SOW wizard tab's name. */
  title: ReactNode;
  /** Level of the title's heading element: `2` (default), `3` or `4`. */
  headingLevel?: 2 | 3 | 4;
  /** What shows while closed: the choice made (the selected shipping method, say). */
  summary?: ReactNode;
  /** The body: the full list or form. */
  children: ReactNode;
  /** Open or closed, when the parent controls it (use with `onOpenChange`). */
  open?: boolean;
  /** Starting state when the section keeps its own; open by default. */
  defaultOpen?: boolean;
  /** Called with the new state when Change or Done is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Button text while closed / open; the specs' "Change" and "Done" by default. */
  changeLabel?: string;
  /** Button text while open; "Done" by default. */
  doneLabel?: string;
  /** No toggle (e.g. nothing chosen yet, so there is nothing to collapse to). */
  disabled?: boolean;
  /** `card`: a bordered section; `plain`: no frame, for use inside another container. */
  variant?: CollapsibleSectionVariant;
  /** Extra class for the section. */
  className?: string;
}

/**
 * A section that collapses to a one-line summary, with a Change / Done toggle (Radix
 * Collapsible): picking a shipping method collapses the list; Change reopens it.
 */
export function CollapsibleSection({
  title,
  headingLevel = 2,
  summary,
  children,
  open: openProp,
  defaultOpen,
  onOpenChange,
  changeLabel = collapsibleSectionMessages.change,
  doneLabel = collapsibleSectionMessages.done,
  disabled,
  variant,
  className,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useControllableValue(
    { value: openProp, defaultValue: defaultOpen, onValueChange: onOpenChange },
    true,
  );
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} disabled={disabled} asChild>
      <section
        aria-labelledby={headingId}
        className={[styles.section({ variant }), className].filter(Boolean).join(' ')}
      >
        <div className={styles.header}>
          <Heading id={headingId} className={styles.heading}>
            {title}
          </Heading>
          {!disabled && (
            <Collapsible.Trigger asChild>
              {/* Described by the heading, so "Change" is heard as "Change, Shipping Method". */}
              <Button variant="link" size="sm" aria-describedby={headingId}>
                {open ? doneLabel : changeLabel}
              </Button>
            </Collapsible.Trigger>
          )}
        </div>
        {!open && summary && <div className={styles.summary}>{summary}</div>}
        <Collapsible.Content className={styles.content}>{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
