import { Collapsible } from 'radix-ui';
import { renderAnchor, type RenderLink } from '../BackLink/renderLink';
import { Icon } from '../Icon';
import { MENU_MAX_DEPTH, menuItemId, type MenuItem } from './menuModel';
import * as styles from './SideMenu.css';
import { menuMessages } from './messages';

export interface MenuTreeProps {
  /** The entries to draw (up to three levels). */
  items: readonly MenuItem[];
  /** Ids (label paths) of the open submenus. */
  openIds: ReadonlySet<string>;
  /** Called with a submenu's id and its new state when it is toggled. */
  onOpenChange: (id: string, open: boolean) => void;
  /** The current page's address; its link is marked current. */
  currentHref?: string;
  /** Draws the links, so the site can pass its router's Link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Called when a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
  /** Names a submenu's toggle from its entry's label; "{label} submenu" by default. */
  submenuLabel?: (label: string) => string;
}

const levelOf = (depth: number) => styles.menuLevels[Math.min(depth, styles.menuLevels.length) - 1];

/**
 * The menu's entries, three levels deep. An entry with children is a Radix Collapsible; one
 * that also has a link gets the link plus a separate toggle.
 */
export function MenuTree(props: MenuTreeProps) {
  return <Branch {...props} path={[]} />;
}

function Branch({ items, path, ...tree }: MenuTreeProps & { path: string[] }) {
  const depth = path.length + 1;
  const {
    openIds,
    onOpenChange,
    currentHref,
    renderLink = renderAnchor,
    onNavigate,
    submenuLabel = menuMessages.submenu,
  } = tree;
  return (
    <ul className={depth === 1 ? styles.list : [styles.list, styles.nested].join(' ')}>
      {items.map((item) => {
        const itemPath = [...path, item.label];
        const id = menuItemId(itemPath);
        const level = levelOf(depth);
        const link = (className: string) =>
          item.href
            ? renderLink({
                href: item.href,
                className,
                children: item.label,
                ...(item.href === currentHref ? { 'aria-current': 'page' as const } : {}),
                ...(onNavigate ? { onClick: () => onNavigate() } : {}),
              })
            : null;
        const children = depth < MENU_MAX_DEPTH ? item.children : undefined;
        if (!children?.length) return <li key={id}>{link(styles.entry({ level }))}</li>;
        const open = openIds.has(id);
        return (
          <li key={id}>
            <Collapsible.Root open={open} onOpenChange={(next) => onOpenChange(id, next)}>
              {item.href ? (
                <div className={styles.row}>
                  {link(styles.entry({ level }))}
                  <Collapsible.Trigger
                    className={styles.submenuToggle}
                    aria-label={submenuLabel(item.label)}
                  >
                    <Icon name="chevronDown" className={styles.chevron} />
                  </Collapsible.Trigger>
                </div>
              ) : (
                <Collapsible.Trigger className={styles.entry({ level })}>
                  {item.label}
                  <Icon name="chevronDown" className={styles.chevron} />
                </Collapsible.Trigger>
              )}
              <Collapsible.Content className={styles.content}>
                <Branch {...tree} items={children} path={itemPath} />
              </Collapsible.Content>
            </Collapsible.Root>
          </li>
        );
      })}
    </ul>
  );
}
