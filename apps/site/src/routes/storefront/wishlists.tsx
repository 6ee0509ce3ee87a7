import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../storefrontRouter';
import { Spinner } from '@joinery/ui/Spinner';
import { fetchShopperSession } from '@joinery/flows/api/storefront/shopperSession';
import { fetchWishListPageData } from '@joinery/flows/api/storefront/wishlists';
import { wishListLabels } from '@joinery/flows/storefront/wishlists';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { loginPath } from './frame/loginPath';
import { useShopperSession } from './frame/useShopperSession';

const Wishlists = lazy(() =>
  import('@joinery/pages/storefront/Wishlists').then((m) => ({ default: m.Wishlists })),
);

function requestPageData() {
  const request = fetchWishListPageData();
  request.catch(() => undefined);
  return request;
}

/** /wishlists: the wish list page; visitors are sent to sign in (storefront.md §6). */
export function WishlistsRoute() {
  const navigate = useNavigate();
  const { session, status, signOut, setCartCount } = useShopperSession();
  const [data] = useState(requestPageData);
  const visitor = status === 'ready' && !session?.shopper;
  const toLogin = useCallback(
    () => navigate(loginPath('/wishlists'), { replace: true }),
    [navigate],
  );
  useEffect(() => {
    if (visitor) toLogin();
  }, [visitor, toLogin]);
  // As the product page does: an add to the cart from here refreshes the header's count.
  const onCartChange = useCallback(() => {
    void fetchShopperSession().then((reply) => setCartCount(reply.cartCount), () => undefined);
  }, [setCartCount]);

  return (
    <StorefrontFrame session={session} onSignOut={() => void signOut().then(toLogin)}>
      {status !== 'loading' && !visitor && (
        <Suspense fallback={<Spinner label={wishListLabels.loading} />}>
          <Wishlists data={data} onSignInRequired={toLogin} onCartChange={onCartChange} />
        </Suspense>
      )}
    </StorefrontFrame>
  );
}
