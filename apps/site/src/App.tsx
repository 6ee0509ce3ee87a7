import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

/** The staff app's base path (back-office-products.md §2): configurable, /prod-mgmt by default. */
const backOfficeBasePath = (import.meta.env.VITE_BACK_OFFICE_BASE_PATH ?? '/prod-mgmt').replace(/\/+$/, '');

/**
 * Every route is its own lazily loaded chunk, so a storefront page never loads back-office
 * code and the back office never weighs on the storefront. Declarative routing keeps React
 * Router's data-router code out of the entry (the site loads its data through machines), and
 * React Router matches paths case-insensitively, as the back office's routes require.
 */
const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const CheckoutRoute = lazy(() => import('./routes/checkout').then((m) => ({ default: m.CheckoutRoute })));
const OrderConfirmationRoute = lazy(() =>
  import('./routes/orderConfirmation').then((m) => ({ default: m.OrderConfirmationRoute })),
);
const BackOfficeRoute = lazy(() => import('./routes/backoffice/index').then((m) => ({ default: m.BackOfficeRoute })));
const DemoIdentityProviderRoute = lazy(() =>
  import('./routes/backoffice/demoIdp').then((m) => ({ default: m.DemoIdentityProviderRoute })),
);

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/checkout" element={<CheckoutRoute />} />
          <Route path="/order-confirmation" element={<OrderConfirmationRoute />} />
          <Route path={`${backOfficeBasePath}/*`} element={<BackOfficeRoute />} />
          <Route path="/demo-idp/*" element={<DemoIdentityProviderRoute />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
