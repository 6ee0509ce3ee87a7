import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { Icon, type IconName } from '../Icon';
import { usePortalContainer } from '../theme/portalContainer';
import * as styles from './DropdownMenu.css';

export type MenuItemTone = (typeof styles.menuItemTones)[number];

export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content>;

function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...rest
}: DropdownMenuContentProps) {
  const container = usePortalContainer();
  return (
    <RadixMenu.Portal container={container}>
      <RadixMenu.Content
        className={[styles.content, className].filter(Boolean).join(' ')}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        {...rest}
      />
    </RadixMenu.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof RadixMenu.Item> {
  /** `neutral`, or `critical` for a destructive item. */
  tone?: MenuItemTone;
  /** Icon shown before the item's text. */
  icon?: IconName;
  /** The item's text. */
  children: ReactNode;
}

function DropdownMenuItem({ tone, icon, children, className, ...rest }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className={[styles.item({ tone }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon && <Icon name={icon} />}
      {children}
    </RadixMenu.Item>
  );
}

function DropdownMenuLabel({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof RadixMenu.Label>) {
  return (
    <RadixMenu.Label className={[styles.label, className].filter(Boolean).join(' ')} {...rest} />
  );
}

function DropdownMenuSeparator({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof RadixMenu.Separator>) {
  return (
    <RadixMenu.Separator
      className={[styles.separator, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/**
 * A menu of actions behind a button (Radix DropdownMenu): arrow keys move, typing jumps,
 * Enter chooses, Escape closes and focus returns to the button.
 */
export const DropdownMenu = {
  Root: RadixMenu.Root,
  Trigger: RadixMenu.Trigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  Group: RadixMenu.Group,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
};
