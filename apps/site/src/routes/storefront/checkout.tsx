import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../storefrontRouter';
import { Spinner } from '@joinery/ui/Spinner';
import { fetchCheckoutInitialData } from '@joinery/flows/api/storefront/checkout';
import { checkoutLabels } from '@joinery/flows/storefront/checkout';
import { apiMode } from '../../env';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { loginPath } from './frame/loginRedirect';
import { useShopperSession } from './frame/useShopperSession';

/**
 * The screen's code (machines, sections, Radix parts) arrives in its own chunk while the route
 * already asks for the checkout's initial data, so the first paint waits for whichever of the
 * two is slower instead of one after the other.
 */
const Checkout = lazy(() =>
  import('@joinery/pages/storefront/Checkout').then((m) => ({ default: m.Checkout })),
);

/** Starts the initial-data request; its failure is the screen's to report, not an unhandled rejection. */
function requestInitialData() {
  const request = fetchCheckoutInitialData();
  request.catch(() => undefined);
  return request;
}

/** /checkout: the order checkout, for signed-in shoppers only (storefront.md §6). */
export function CheckoutRoute() {
  const navigate = useNavigate();
  const { session, status, setCartCount, signOut } = useShopperSession();
  const [initialData] = useState(requestInitialData);
  const visitor = status === 'ready' && !session?.shopper;
  const toLogin = useCallback(
    () => navigate(loginPath('/checkout'), { replace: true }),
    [navigate],
  );

  useEffect(() => {
    if (visitor) toLogin();
  }, [visitor, toLogin]);

  return (
    <StorefrontFrame
      session={session}
      onSignOut={() => {
        void signOut().then(toLogin);
      }}
    >
      {status !== 'loading' && !visitor && (
        <Suspense fallback={<Spinner label={checkoutLabels.loadingCheckout} />}>
          <Checkout
            initialData={initialData}
            // The embedded demo has no card provider account: a local stand-in answers in its shapes.
            cardProvider={apiMode === 'mock' ? 'mock' : 'acceptJs'}
            onNavigate={(url) => navigate(url)}
            onSignInRequired={toLogin}
            onCartCountChange={setCartCount}
          />
        </Suspense>
      )}
    </StorefrontFrame>
  );
}
