import { lazy, Suspense } from 'react';
import { isBackOfficePath } from './backOfficePath';
import { storefrontRoutes } from './routes/storefront/routes';
import { StorefrontRouter, StorefrontRoutes } from './storefrontRouter';

/**
 * Every route is its own lazily loaded chunk, so a storefront page never loads back-office
 * code and the back office never weighs on the storefront. The storefront's addresses are routed
 * by its own small router (storefrontRouter.tsx, issue 33); the back office's, under its base path
 * (and the demo identity provider's in mock mode), by React Router in the back office's lazily
 * loaded app (backOfficeApp.tsx), so React Router is not in the entry every storefront page loads.
 * Routes are listed per domain: routes/storefront/routes.ts, and the back office's
 * routes/catalogue/routes.ts and routes/admin/routes.ts inside the staff shell (routes/staff).
 */
const BackOfficeApp = lazy(() => import('./backOfficeApp').then((m) => ({ default: m.BackOfficeApp })));

/** Whether the storefront's router renders an address (any other is loaded as a new page). */
const storefrontOwns = (pathname: string) => !isBackOfficePath(pathname);

/**
 * The storefront's routes, in the browser (App) or, at build time, for one address (`location`,
 * entry-server.tsx). While a route's chunk loads, the Suspense boundary keeps the prerendered HTML
 * on screen during hydration.
 */
export function AppRoutes({ location }: { location?: string }) {
  return (
    <StorefrontRouter location={location} owns={storefrontOwns}>
      <Suspense fallback={null}>
        <StorefrontRoutes routes={storefrontRoutes} />
      </Suspense>
    </StorefrontRouter>
  );
}

export function App() {
  if (isBackOfficePath(window.location.pathname)) {
    return (
      <Suspense fallback={null}>
        <BackOfficeApp />
      </Suspense>
    );
  }
  return <AppRoutes />;
}
