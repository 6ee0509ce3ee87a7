export { MobileMenu, type MobileMenuProps, type DrawerSide } from './MobileMenu';
export { drawerSides } from './MobileMenu.css';
