import { assign, setup } from 'xstate';
import { browserLocalStorage, defaultMenuPreferences, writeMenuPreferences, type MenuPreferences } from './menuState';

export type MenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'submenu.toggle'; id: string }
  /** Opens the submenus on the way to the current page, keeping the others as they are. */
  | { type: 'submenu.reveal'; ids: string[] };

export interface MenuContext {
  /** Where the menu starts: the remembered state, read once. */
  startExpanded: boolean;
  openSubmenus: string[];
}

const toggled = (open: string[], id: string) => (open.includes(id) ? open.filter((o) => o !== id) : [...open, id]);
const revealed = (open: string[], ids: string[]) => [...open, ...ids.filter((id) => !open.includes(id))];

/**
 * The shell's menu (back-office-products.md §2 Shell, back-office-admin.md §4 Menu): the desktop
 * side menu is expanded or collapsed, submenus open and close, and both persist in browser
 * storage through the named action `persistMenuState`.
 */
export const menuMachine = setup({
  types: {
    input: {} as Partial<MenuPreferences> | undefined,
    context: {} as MenuContext,
    events: {} as MenuEvent,
  },
  actions: {
    persistMenuState: (_, preferences: MenuPreferences) => writeMenuPreferences(browserLocalStorage(), preferences),
    toggleSubmenu: assign({
      openSubmenus: ({ context, event }) => (event.type === 'submenu.toggle' ? toggled(context.openSubmenus, event.id) : context.openSubmenus),
    }),
    revealSubmenus: assign({
      openSubmenus: ({ context, event }) => (event.type === 'submenu.reveal' ? revealed(context.openSubmenus, event.ids) : context.openSubmenus),
    }),
  },
  guards: {
    startsExpanded: ({ context }) => context.startExpanded,
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({
    startExpanded: input?.expanded ?? defaultMenuPreferences.expanded,
    openSubmenus: input?.openSubmenus ?? defaultMenuPreferences.openSubmenus,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'startsExpanded', target: 'expanded' }, { target: 'collapsed' }],
    },
    expanded: {
      on: {
        'menu.toggle': {
          target: 'collapsed',
          actions: { type: 'persistMenuState', params: ({ context }) => ({ expanded: false, openSubmenus: context.openSubmenus }) },
        },
        'submenu.toggle': {
          actions: [
            'toggleSubmenu',
            { type: 'persistMenuState', params: ({ context }) => ({ expanded: true, openSubmenus: context.openSubmenus }) },
          ],
        },
        'submenu.reveal': {
          actions: [
            'revealSubmenus',
            { type: 'persistMenuState', params: ({ context }) => ({ expanded: true, openSubmenus: context.openSubmenus }) },
          ],
        },
      },
    },
    collapsed: {
      on: {
        'menu.toggle': {
          target: 'expanded',
          actions: { type: 'persistMenuState', params: ({ context }) => ({ expanded: true, openSubmenus: context.openSubmenus }) },
        },
        // Collapsed to icons, the side menu shows no submenus; the mobile menu still opens them.
        'submenu.toggle': {
          actions: [
            'toggleSubmenu',
            { type: 'persistMenuState', params: ({ context }) => ({ expanded: false, openSubmenus: context.openSubmenus }) },
          ],
        },
        'submenu.reveal': {
          actions: [
            'revealSubmenus',
            { type: 'persistMenuState', params: ({ context }) => ({ expanded: false, openSubmenus: context.openSubmenus }) },
          ],
        },
      },
    },
  },
});

/** The preferences a menu snapshot stands for. */
export function menuPreferencesOf(snapshot: { matches: (value: 'expanded') => boolean; context: MenuContext }): MenuPreferences {
  return { expanded: snapshot.matches('expanded'), openSubmenus: snapshot.context.openSubmenus };
}
