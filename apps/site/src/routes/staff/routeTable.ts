import type { StaffRoute } from './staffRoute';
import { catalogueRoutes } from '../catalogue/routes';
import { adminRoutes } from '../admin/routes';

/** The screens of both back-office documents the shell mounts inside its layout and guard. */
export const domainRoutes: StaffRoute[] = [...catalogueRoutes, ...adminRoutes];

/** The shell's own screens beside them (React Router paths relative to the base path). */
export const shellScreenPaths = { login: 'Login', myAccount: 'MyAccount/:id?' } as const;
