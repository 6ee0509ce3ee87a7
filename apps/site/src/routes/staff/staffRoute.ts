import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One screen of the back office: its path relative to the base path (React Router syntax,
 * matched case-insensitively; `:id?` for an optional trailing id) and its lazily loaded screen.
 * Each back-office domain lists its screens in `routes/<domain>/routes.ts`; the staff shell
 * mounts them all inside its layout and guard.
 */
export interface StaffRoute {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
}
