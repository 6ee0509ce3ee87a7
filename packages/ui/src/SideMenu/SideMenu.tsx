import { useId } from 'react';
import type { RenderLink } from '../BackLink/renderLink';
import { IconButton } from '../IconButton';
import { MenuTree } from './MenuTree';
import { ancestorsOf, type MenuItem } from './menuModel';
import * as styles from './SideMenu.css';
import { menuMessages } from './messages';
import { usePersistentState } from './usePersistentState';

export type SideMenuWidth = (typeof styles.sideMenuWidths)[number];

export interface SideMenuProps {
  /** The menu tree (up to three levels), filtered to what the user's role may see. */
  items: readonly MenuItem[];
  /** localStorage key under which the collapsed state and the open submenus are kept. */
  storageKey: string;
  /** The page on show: its link is marked current and its parents start open. */
  currentHref?: string;
  /** Draws the menu's links, so the site can pass its router's Link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Names the navigation landmark. */
  label?: string;
  /** Menu width: `sm` or `md`. */
  width?: SideMenuWidth;
  /** Replaces any of the menu's texts (landmark name, collapse/expand, submenu names); the defaults are in ./messages. */
  messages?: Partial<typeof menuMessages>;
  /** Extra class for the menu. */
  className?: string;
}

export interface SideMenuState {
  collapsed: boolean;
  open: string[];
}

/**
 * The back office's desktop menu: up to three levels, each submenu collapsible (Radix
 * Collapsible), the whole menu collapsible too. Both survive a reload in localStorage under
 * `storageKey`.
 */
export function SideMenu({
  items,
  storageKey,
  currentHref,
  renderLink,
  label,
  width,
  messages,
  className,
}: SideMenuProps) {
  const text = { ...menuMessages, ...messages };
  const listId = useId();
  const [state, setState] = usePersistentState<SideMenuState>(storageKey, () => ({
    collapsed: false,
    open: ancestorsOf(items, currentHref) ?? [],
  }));
  const openIds = new Set(state.open);
  const toggleSubmenu = (id: string, open: boolean) =>
    setState({
      ...state,
      open: open
        ? [...state.open.filter((known) => known !== id), id]
        : state.open.filter((known) => known !== id),
    });

  return (
    <nav
      aria-label={label ?? text.navigation}
      className={[styles.nav({ width }), className].filter(Boolean).join(' ')}
      data-collapsed={state.collapsed || undefined}
    >
      <IconButton
        className={styles.collapseToggle}
        icon={state.collapsed ? 'chevronsRight' : 'chevronsLeft'}
        label={state.collapsed ? text.expand : text.collapse}
        aria-expanded={!state.collapsed}
        aria-controls={listId}
        size="sm"
        onClick={() => setState({ ...state, collapsed: !state.collapsed })}
      />
      <div id={listId} hidden={state.collapsed}>
        <MenuTree
          items={items}
          openIds={openIds}
          onOpenChange={toggleSubmenu}
          currentHref={currentHref}
          renderLink={renderLink}
          submenuLabel={text.submenu}
        />
      </div>
    </nav>
  );
}
