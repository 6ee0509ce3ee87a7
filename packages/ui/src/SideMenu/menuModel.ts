/** One entry of the role-filtered menu the server sends (Title and Children in the specs). */
export interface MenuItem {
  label: string;
  href?: string;
  children?: readonly MenuItem[];
}

/** The shell's menus show three levels; deeper entries are not rendered. */
export const MENU_MAX_DEPTH = 3;

/** A stable id for an entry: the labels on its path (what is persisted as "expanded"). */
export const menuItemId = (path: readonly string[]) => path.join(' › ');

/** Ids of the entries above the one whose href is `href`, so the current page starts visible. */
export function ancestorsOf(
  items: readonly MenuItem[],
  href: string | undefined,
  path: string[] = [],
): string[] | null {
  if (!href) return null;
  for (const item of items) {
    const here = [...path, item.label];
    if (item.href === href) return path.map((_, index) => menuItemId(path.slice(0, index + 1)));
    const below = item.children ? ancestorsOf(item.children, href, here) : null;
    if (below) return below;
  }
  return null;
}
