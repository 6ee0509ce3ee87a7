export { BackOfficeShell, shellMenu, type BackOfficeShellProps } from './BackOfficeShell';
