import { describe, expect, it } from 'vitest';
import { ancestorsOf, menuItemId, type MenuItem } from './menuModel';

const menu: MenuItem[] = [
  {
    label: 'Products',
    children: [
      { label: 'Bricks', href: '/ProductBricksList' },
      { label: 'Setup', children: [{ label: 'Jobs', href: '/JobsList' }] },
    ],
  },
  { label: 'Users', href: '/UsersList' },
];

describe('menu tree', () => {
  it('names an entry by its path', () => {
    expect(menuItemId(['Products', 'Setup'])).toBe('Products › Setup');
  });

  it('finds the parents of the current page', () => {
    expect(ancestorsOf(menu, '/JobsList')).toEqual(['Products', 'Products › Setup']);
    expect(ancestorsOf(menu, '/UsersList')).toEqual([]);
    expect(ancestorsOf(menu, '/Nowhere')).toBeNull();
  });
});
