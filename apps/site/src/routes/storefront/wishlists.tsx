import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@joinery/ui/Spinner';
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
  const { session, status, signOut } = useShopperSession();
  const [data] = useState(requestPageData);
  const visitor = status === 'ready' && !session?.shopper;
  const toLogin = useCallback(
    () => navigate(loginPath('/wishlists'), { replace: true }),
    [navigate],
  );
  useEffect(() => {
    if (visitor) toLogin();
  }, [visitor, toLogin]);

  return (
    <StorefrontFrame session={session} onSignOut={() => void signOut().then(toLogin)}>
      {status !== 'loading' && !visitor && (
        <Suspense fallback={<Spinner label={wishListLabels.loading} />}>
          <Wishlists data={data} onSignInRequired={toLogin} />
        </Suspense>
      )}
    </StorefrontFrame>
  );
}
