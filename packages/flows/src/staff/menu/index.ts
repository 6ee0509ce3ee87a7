export {
  BACK_OFFICE_MENU,
  MENU_MAX_DEPTH,
  MENU_ROLE_BY_TITLE,
  filterMenuByRoles,
  menuLinks,
  menuPathTo,
  type MenuItem,
} from './menuTree';
