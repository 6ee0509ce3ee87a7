import { useState } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { RenderLink } from '../BackLink/renderLink';
import * as overlay from '../Dialog/overlay.css';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { MenuTree } from '../SideMenu/MenuTree';
import { ancestorsOf, type MenuItem } from '../SideMenu/menuModel';
import { menuMessages } from '../SideMenu/messages';
import { usePersistentState } from '../SideMenu/usePersistentState';
import { usePortalContainer } from '../theme/portalContainer';
import * as styles from './MobileMenu.css';

export type DrawerSide = (typeof styles.drawerSides)[number];

export interface MobileMenuProps {
  /** The menu tree (up to three levels), the same one SideMenu takes. */
  items: readonly MenuItem[];
  /** localStorage key for the open submenus (may be the SideMenu's, to share them). */
  storageKey: string;
  /** The current page's address; its item is marked current and its submenus start open. */
  currentHref?: string;
  /** Draws the menu's links, so the site can pass its router's Link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Edge the drawer slides in from: `start` (default) or `end`. */
  side?: DrawerSide;
  /** Replaces any of the menu's texts (Menu, Close, submenu names); the defaults are in SideMenu's messages. */
  messages?: Partial<typeof menuMessages>;
  /** Extra class for the Menu button (not the drawer). */
  className?: string;
}

/**
 * The menu on small screens: a Menu button opens the same three-level tree in a drawer (Radix
 * Dialog: focus held inside, Escape or × closes, focus returns to the button). Following a link
 * closes the drawer.
 */
export function MobileMenu({
  items,
  storageKey,
  currentHref,
  renderLink,
  side,
  messages,
  className,
}: MobileMenuProps) {
  const text = { ...menuMessages, ...messages };
  const container = usePortalContainer();
  const [open, setOpen] = useState(false);
  const [state, setState] = usePersistentState<{ open: string[] }>(storageKey, () => ({
    open: ancestorsOf(items, currentHref) ?? [],
  }));
  const toggleSubmenu = (id: string, next: boolean) =>
    setState({
      ...state,
      open: next
        ? [...state.open.filter((known) => known !== id), id]
        : state.open.filter((known) => known !== id),
    });

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <IconButton icon="menu" label={text.openMenu} className={className} />
      </RadixDialog.Trigger>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={overlay.backdrop} />
        <RadixDialog.Content className={styles.drawer({ side })} aria-describedby={undefined}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{text.openMenu}</RadixDialog.Title>
            <RadixDialog.Close className={overlay.closeButton} aria-label={text.close}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <nav aria-label={text.navigation}>
            <MenuTree
              items={items}
              openIds={new Set(state.open)}
              onOpenChange={toggleSubmenu}
              currentHref={currentHref}
              renderLink={renderLink}
              submenuLabel={text.submenu}
              onNavigate={() => setOpen(false)}
            />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
