import { createBrowserRouter, RouterProvider } from 'react-router';
const router = createBrowserRouter([
  { path: '/', lazy: () => import('../../routes/home').then((m) => ({ Component: m.HomeRoute })) },
  { path: '/login', lazy: () => import('../../routes/login').then((m) => ({ Component: m.LoginRoute })) },
  { path: '/checkout', lazy: () => import('../../routes/checkout').then((m) => ({ Component: m.CheckoutRoute })) },
  { path: '/order-confirmation', lazy: () => import('../../routes/orderConfirmation').then((m) => ({ Component: m.OrderConfirmationRoute })) },
]);
export function App() {
  return <RouterProvider router={router} />;
}
