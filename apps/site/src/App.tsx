import { createBrowserRouter, RouterProvider } from 'react-router';

/**
 * Every route is its own lazily loaded chunk, so a storefront page never loads back-office
 * code and the back office never weighs on the storefront. React Router matches paths
 * case-insensitively, as the back office's routes require.
 */
const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
  { path: '/login', lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
  { path: '/checkout', lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })) },
  {
    path: '/order-confirmation',
    lazy: () => import('./routes/orderConfirmation').then((m) => ({ Component: m.OrderConfirmationRoute })),
  },
  {
    path: '/prod-mgmt/*',
    lazy: () => import('./routes/backoffice/index').then((m) => ({ Component: m.BackOfficeRoute })),
  },
  {
    path: '/demo-idp/*',
    lazy: () => import('./routes/backoffice/demoIdp').then((m) => ({ Component: m.DemoIdentityProviderRoute })),
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
