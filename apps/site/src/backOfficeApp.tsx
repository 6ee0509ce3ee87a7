import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { backOfficeBasePath } from './backOfficePath';

/**
 * The back office's app, loaded lazily by App.tsx for its addresses, so React Router is in the
 * back office's chunks, not in the storefront's entry (issue 33). It routes as the site did before:
 * the staff shell under the base path (back-office-products.md §2), the demo identity provider in
 * mock mode; an address of the storefront reached from here is loaded as a new page, where the
 * storefront's own router (storefrontRouter.tsx) renders it.
 */
const BackOfficeRoute = lazy(() => import('./routes/staff/index').then((m) => ({ default: m.BackOfficeRoute })));
/** The demo identity provider's pages: mock mode only; a live build neither mounts nor ships them. */
const DemoIdentityProviderRoute =
  import.meta.env.VITE_API_MODE === 'mock'
    ? lazy(() => import('./routes/staff/demoIdp').then((m) => ({ default: m.DemoIdentityProviderRoute })))
    : undefined;

/** Any other address: the storefront's, loaded as the page it is. */
function StorefrontPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}

export function BackOfficeApp() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path={`${backOfficeBasePath}/*`} element={<BackOfficeRoute />} />
          {DemoIdentityProviderRoute && <Route path="/demo-idp/*" element={<DemoIdentityProviderRoute />} />}
          <Route path="*" element={<StorefrontPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
