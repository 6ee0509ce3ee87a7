export { SideMenu, type SideMenuProps, type SideMenuState, type SideMenuWidth } from './SideMenu';
export { MenuTree, type MenuTreeProps } from './MenuTree';
export { sideMenuWidths, menuLevels } from './SideMenu.css';
export { ancestorsOf, menuItemId, MENU_MAX_DEPTH, type MenuItem } from './menuModel';
export { menuMessages } from './messages';
export { usePersistentState } from './usePersistentState';
