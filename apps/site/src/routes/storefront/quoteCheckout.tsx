import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../storefrontRouter';
import { Spinner } from '@joinery/ui/Spinner';
import { fetchQuoteInitialData } from '@joinery/flows/api/storefront/checkout';
import { quoteCheckoutLabels } from '@joinery/flows/storefront/quoteCheckout';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { loginPath } from './frame/loginPath';
import { useShopperSession } from './frame/useShopperSession';

const QuoteCheckout = lazy(() =>
  import('@joinery/pages/storefront/QuoteCheckout').then((m) => ({ default: m.QuoteCheckout })),
);

function requestInitialData() {
  const request = fetchQuoteInitialData();
  request.catch(() => undefined);
  return request;
}

/** /quote-checkout: the quote-request checkout, for signed-in shoppers only (storefront.md §6). */
export function QuoteCheckoutRoute() {
  const navigate = useNavigate();
  const { session, status, signOut } = useShopperSession();
  const [initialData] = useState(requestInitialData);
  const visitor = status === 'ready' && !session?.shopper;
  const toLogin = useCallback(
    () => navigate(loginPath('/quote-checkout'), { replace: true }),
    [navigate],
  );
  useEffect(() => {
    if (visitor) toLogin();
  }, [visitor, toLogin]);

  return (
    <StorefrontFrame session={session} onSignOut={() => void signOut().then(toLogin)}>
      {status !== 'loading' && !visitor && (
        <Suspense fallback={<Spinner label={quoteCheckoutLabels.loading} />}>
          <QuoteCheckout
            initialData={initialData}
            onNavigate={(url) => navigate(url)}
            onSignInRequired={toLogin}
          />
        </Suspense>
      )}
    </StorefrontFrame>
  );
}
