import { useId, useRef, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { Select } from '../Select';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './Tabs.css';
import { useElementWidth } from './useElementWidth';

export type TabsVariant = (typeof styles.tabsVariants)[number];

export interface TabItem {
  /** Stable id of the tab; what `value` and `onValueChange` use. */
  value: string;
  /** The tab's text (and its option's text when collapsed to a dropdown). */
  label: string;
  /** What the tab's panel shows while it is active. */
  content: ReactNode;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order, each with its panel content. */
  items: readonly TabItem[];
  /** Names the tab list (and the dropdown when collapsed): "Product details". */
  label: string;
  /** The active tab's value, when the parent controls it (use with `onValueChange`). */
  value?: string;
  /** The tab active at first when Tabs keeps its own state; the first enabled tab by default. */
  defaultValue?: string;
  /** Called with the newly chosen tab's value. */
  onValueChange?: (value: string) => void;
  /**
   * Below this width (px) of the component's own container the tabs collapse into a dropdown
   * (the specs collapse at 500). Leave out to never collapse.
   */
  collapseBelow?: number;
  /** `line`: an underline under the active tab; `enclosed`: tabs inside a sunken, rounded track. */
  variant?: TabsVariant;
  /** Extra class for the tabs' wrapper. */
  className?: string;
}

/**
 * Tabs on Radix Tabs (arrow keys move between tabs, Home/End jump). Given `collapseBelow`, it
 * watches its own width and, when narrower, swaps the tab row for a Select of the same items.
 */
export function Tabs({
  items,
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  collapseBelow,
  variant,
  className,
}: TabsProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const firstEnabled = items.find((item) => !item.disabled)?.value ?? '';
  const [value, setValue] = useControllableValue(
    { value: valueProp, defaultValue, onValueChange },
    firstEnabled,
  );
  const collapsed = collapseBelow !== undefined && width !== null && width < collapseBelow;
  const panelId = useId();
  const active = items.find((item) => item.value === value);

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-collapsed={collapsed || undefined}
    >
      {collapsed ? (
        <>
          <Select
            label={label}
            labelHidden
            className={styles.select}
            options={items.map((item) => ({
              value: item.value,
              label: item.label,
              disabled: item.disabled,
            }))}
            value={value}
            onValueChange={setValue}
          />
          {/* Without a tab list there are no tabs to label the panel: it is a region named by its item. */}
          <section id={panelId} aria-label={active?.label} className={styles.panel}>
            {active?.content}
          </section>
        </>
      ) : (
        <RadixTabs.Root
          value={value}
          onValueChange={setValue}
          className={styles.root}
          activationMode="automatic"
        >
          <RadixTabs.List aria-label={label} className={styles.list({ variant })}>
            {items.map((item) => (
              <RadixTabs.Trigger
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                className={styles.trigger({ variant })}
              >
                {item.label}
              </RadixTabs.Trigger>
            ))}
          </RadixTabs.List>
          {items.map((item) => (
            <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
              {item.content}
            </RadixTabs.Content>
          ))}
        </RadixTabs.Root>
      )}
    </div>
  );
}
