import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import { Icon } from '../Icon';
import * as styles from './Accordion.css';

export type AccordionVariant = (typeof styles.accordionVariants)[number];

const VariantContext = createContext<AccordionVariant>('separated');

export type AccordionRootProps = ComponentPropsWithoutRef<typeof RadixAccordion.Root> & {
  /** `separated` (default): items spaced apart; `flush`: items packed between top and bottom rules. */
  variant?: AccordionVariant;
};

function AccordionRoot({ variant = 'separated', className, ...rest }: AccordionRootProps) {
  return (
    <VariantContext.Provider value={variant}>
      <RadixAccordion.Root
        className={[styles.root({ variant }), className].filter(Boolean).join(' ')}
        {...rest}
      />
    </VariantContext.Provider>
  );
}

export interface AccordionItemProps {
  /** Unique id of the item; the Root's `value` / `defaultValue` list which items are open by it. */
  value: string;
  /** The always-visible header text ("Supplemental attributes", "Web Categories"). */
  title: ReactNode;
  /** The content shown when the item is open. */
  children: ReactNode;
  /** The header cannot be clicked, so the item stays as it is. */
  disabled?: boolean;
  /** Level of the heading that wraps the header button; `3` by default. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Extra class for the item. */
  className?: string;
}

function AccordionItem({
  value,
  title,
  children,
  disabled,
  headingLevel = 3,
  className,
}: AccordionItemProps) {
  const variant = useContext(VariantContext);
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Item
      value={value}
      disabled={disabled}
      className={[styles.item({ variant }), className].filter(Boolean).join(' ')}
    >
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {title}
            <Icon name="chevronDown" className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}

/**
 * Stacked sections that open and close under their headers (Radix Accordion): `type="multiple"`
 * lets several stay open, `type="single"` keeps one. Arrow keys move between headers.
 */
export const Accordion = { Root: AccordionRoot, Item: AccordionItem };
