/** Default texts of SideMenu and MobileMenu; screens may pass their own (hence not `as const`). */
export const menuMessages = {
  navigation: 'Main menu',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  submenu: (label: string) => `${label} submenu`,
  openMenu: 'Menu',
  close: 'Close',
};
