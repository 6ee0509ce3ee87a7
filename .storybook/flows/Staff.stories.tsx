import { flowsMeta, flowStories } from './flowStories';

/**
 * The staff machines' maps (issue 21): one story per machine of packages/flows/src/staff.
 * A machine added to that domain fails these stories until it has its line below (and in `keys`).
 */
export default { title: 'Flows/Staff', ...flowsMeta };

const keys = [
  'demoSignIn',
  'demoSignOut',
  'errorDialog',
  'exportFlow',
  'loginResult',
  'routeAccess',
  'staffSession',
] as const;
const flow = flowStories('staff', keys);

export const DemoSignIn = flow('demoSignIn');
export const DemoSignOut = flow('demoSignOut');
export const ErrorDialog = flow('errorDialog');
export const ExportFlow = flow('exportFlow');
export const LoginResult = flow('loginResult');
export const RouteAccess = flow('routeAccess');
export const StaffSession = flow('staffSession');
