import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MENU_STORAGE_KEY } from '../backOffice/constants';
import { menuMachine, menuPreferencesOf } from './menu.machine';
import { BACK_OFFICE_MENU, MENU_MAX_DEPTH, filterMenuByRoles, menuLinks, menuPathTo, type MenuItem } from './menuTree';
import { readMenuPreferences, writeMenuPreferences, type MenuPreferences } from './menuState';

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

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('menu preferences in storage', () => {
  it('round-trips and falls back to the defaults on anything unreadable', () => {
    const storage = memoryStorage();
    expect(readMenuPreferences(storage)).toEqual({ expanded: true, openSubmenus: [] });
    writeMenuPreferences(storage, { expanded: false, openSubmenus: ['products'] });
    expect(readMenuPreferences(storage)).toEqual({ expanded: false, openSubmenus: ['products'] });
    expect(readMenuPreferences(memoryStorage({ [MENU_STORAGE_KEY]: '{nope' }))).toEqual({ expanded: true, openSubmenus: [] });
    expect(readMenuPreferences(memoryStorage({ [MENU_STORAGE_KEY]: '{"expanded":1}' }))).toEqual({ expanded: true, openSubmenus: [] });
    expect(readMenuPreferences(undefined)).toEqual({ expanded: true, openSubmenus: [] });
  });
});

describe('menuMachine', () => {
  function start(input?: Partial<MenuPreferences>) {
    const saved: MenuPreferences[] = [];
    const actor = createActor(
      menuMachine.provide({ actions: { persistMenuState: (_, preferences) => void saved.push(preferences) } }),
      { input },
    );
    actor.start();
    return { actor, saved };
  }

  it('starts expanded by default and collapses and expands, remembering each', () => {
    const { actor, saved } = start();
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('collapsed');
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(saved).toEqual([
      { expanded: false, openSubmenus: [] },
      { expanded: true, openSubmenus: [] },
    ]);
  });

  it('restores a collapsed menu with its open submenus', () => {
    const { actor } = start({ expanded: false, openSubmenus: ['sales'] });
    expect(menuPreferencesOf(actor.getSnapshot())).toEqual({ expanded: false, openSubmenus: ['sales'] });
  });

  it('opens and closes submenus and remembers them, expanded or collapsed', () => {
    const { actor, saved } = start();
    actor.send({ type: 'submenu.toggle', id: 'products' });
    actor.send({ type: 'submenu.toggle', id: 'sales' });
    actor.send({ type: 'submenu.toggle', id: 'products' });
    expect(actor.getSnapshot().context.openSubmenus).toEqual(['sales']);
    expect(saved.at(-1)).toEqual({ expanded: true, openSubmenus: ['sales'] });

    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'submenu.toggle', id: 'it' });
    expect(saved.at(-1)).toEqual({ expanded: false, openSubmenus: ['sales', 'it'] });
  });

  it('reveals the submenus on the way to the current page without closing others', () => {
    const { actor, saved } = start({ openSubmenus: ['sales'] });
    actor.send({ type: 'submenu.reveal', ids: ['it', 'it.admin', 'sales'] });
    expect(actor.getSnapshot().context.openSubmenus).toEqual(['sales', 'it', 'it.admin']);
    expect(saved.at(-1)).toEqual({ expanded: true, openSubmenus: ['sales', 'it', 'it.admin'] });
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'submenu.reveal', ids: ['products'] });
    expect(saved.at(-1)).toEqual({ expanded: false, openSubmenus: ['sales', 'it', 'it.admin', 'products'] });
  });

  it('persists to local storage by default when there is one', () => {
    const storage = memoryStorage();
    const original = globalThis.localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const actor = createActor(menuMachine, { input: undefined }).start();
      actor.send({ type: 'menu.toggle' });
      expect(JSON.parse(storage.data.get(MENU_STORAGE_KEY) ?? '{}')).toEqual({ expanded: false, openSubmenus: [] });
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { value: original, configurable: true });
    }
  });
});
