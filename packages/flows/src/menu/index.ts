export { menuMachine, menuPreferencesOf, type MenuEvent, type MenuContext } from './menu.machine';
export {
  BACK_OFFICE_MENU,
  MENU_MAX_DEPTH,
  MENU_ROLE_BY_TITLE,
  filterMenuByRoles,
  menuLinks,
  menuPathTo,
  type MenuItem,
} from './menuTree';
export {
  browserLocalStorage,
  defaultMenuPreferences,
  readMenuPreferences,
  writeMenuPreferences,
  type MenuPreferences,
} from './menuState';
