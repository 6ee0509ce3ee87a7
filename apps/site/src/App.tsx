import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { storefrontRoutes } from './routes/storefront/routes';

/** The staff app's base path (back-office-products.md §2): configurable, /prod-mgmt by default. */
const backOfficeBasePath = (import.meta.env.VITE_BACK_OFFICE_BASE_PATH ?? '/prod-mgmt').replace(/\/+$/, '');

/**
 * Every route is its own lazily loaded chunk, so a storefront page never loads back-office
 * code and the back office never weighs on the storefront. Declarative routing keeps React
 * Router's data-router code out of the entry (the site loads its data through machines), and
 * React Router matches paths case-insensitively, as the back office's routes require.
 * Routes are listed per domain: routes/storefront/routes.ts, and the back office's
 * routes/catalogue/routes.ts and routes/admin/routes.ts inside the staff shell (routes/staff).
 */
const BackOfficeRoute = lazy(() => import('./routes/staff/index').then((m) => ({ default: m.BackOfficeRoute })));
/** The demo identity provider's pages: mock mode only; a live build neither mounts nor ships them. */
const DemoIdentityProviderRoute =
  import.meta.env.VITE_API_MODE === 'mock'
    ? lazy(() => import('./routes/staff/demoIdp').then((m) => ({ default: m.DemoIdentityProviderRoute })))
    : undefined;

/**
 * The routes under whichever router renders them: the browser's (App) or, at build time, the
 * static router of the prerender (entry-server.tsx). While a route's chunk loads, the Suspense
 * boundary keeps the prerendered HTML on screen during hydration.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {storefrontRoutes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path={`${backOfficeBasePath}/*`} element={<BackOfficeRoute />} />
        {DemoIdentityProviderRoute && <Route path="/demo-idp/*" element={<DemoIdentityProviderRoute />} />}
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
