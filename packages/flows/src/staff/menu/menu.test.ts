import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_MENU, MENU_MAX_DEPTH, filterMenuByRoles, menuLinks, menuPathTo, type MenuItem } from './menuTree';

const titles = (items: MenuItem[]): string[] => items.flatMap((i) => [i.title, ...titles(i.children ?? [])]);
const depth = (items: readonly MenuItem[]): number => Math.max(0, ...items.map((i) => 1 + depth(i.children ?? [])));

describe('filterMenuByRoles', () => {
  it('shows IT only with role 3, Inventory only with role 4, Quote Requests only with role 5', () => {
    const none = titles(filterMenuByRoles(BACK_OFFICE_MENU, []));
    expect(none).not.toContain('IT');
    expect(none).not.toContain('Inventory');
    expect(none).not.toContain('Quote Requests');

    expect(titles(filterMenuByRoles(BACK_OFFICE_MENU, [3]))).toContain('IT');
    expect(titles(filterMenuByRoles(BACK_OFFICE_MENU, [4]))).toContain('Inventory');
    expect(titles(filterMenuByRoles(BACK_OFFICE_MENU, [5]))).toContain('Quote Requests');
    const all = titles(filterMenuByRoles(BACK_OFFICE_MENU, [3, 4, 5]));
    expect(all).toEqual(titles([...BACK_OFFICE_MENU]));
  });

  it('shows every other entry to all', () => {
    const none = titles(filterMenuByRoles(BACK_OFFICE_MENU, []));
    for (const title of ['Products', 'Product Bricks', 'Product Series', 'Product Templates', 'Sales', 'Locations']) {
      expect(none).toContain(title);
    }
  });

  it('filters children and grandchildren the same way (a gated entry takes its subtree with it)', () => {
    const tree: MenuItem[] = [
      {
        id: 'a',
        title: 'A',
        children: [
          { id: 'a.b', title: 'B', children: [{ id: 'a.b.it', title: 'IT', link: '/X' }, { id: 'a.b.c', title: 'C', link: '/C' }] },
          { id: 'a.qr', title: 'Quote Requests', children: [{ id: 'a.qr.q', title: 'Quotes', link: '/Q' }] },
        ],
      },
    ];
    expect(menuLinks(filterMenuByRoles(tree, []))).toEqual(['/C']);
    expect(menuLinks(filterMenuByRoles(tree, [3, 5]))).toEqual(['/X', '/C', '/Q']);
  });

  it('drops a heading left with no children', () => {
    const tree: MenuItem[] = [{ id: 'h', title: 'Heading', children: [{ id: 'h.it', title: 'IT', link: '/X' }] }];
    expect(filterMenuByRoles(tree, [])).toEqual([]);
  });

  it('keeps the menu within three levels', () => {
    expect(depth(BACK_OFFICE_MENU)).toBe(MENU_MAX_DEPTH);
  });

  it('finds the submenus on the way to a link, case-insensitively', () => {
    expect(menuPathTo(BACK_OFFICE_MENU, '/productbrickslist')).toEqual(['products']);
    expect(menuPathTo(BACK_OFFICE_MENU, '/BidsMngt')).toEqual(['it', 'it.admin']);
    expect(menuPathTo(BACK_OFFICE_MENU, '/Nowhere')).toBeUndefined();
  });
});

