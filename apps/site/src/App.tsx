import { createBrowserRouter, RouterProvider } from 'react-router';

/**
 * Every route is its own lazily loaded chunk, so a storefront page never loads back-office
 * code and the back office never weighs on the storefront.
 */
const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
]);

export function App() {
  return <RouterProvider router={router} />;
}
