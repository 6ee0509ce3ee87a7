export {
  DropdownMenu,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
  type MenuItemTone,
} from './DropdownMenu';
export { menuItemTones } from './DropdownMenu.css';
