export {
  AppShell,
  type AppShellProps,
  type AppShellUser,
  type AppShellHeaderTone,
} from './AppShell';
export { appShellHeaderTones } from './AppShell.css';
export { appShellMessages } from './messages';
