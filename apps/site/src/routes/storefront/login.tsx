import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '../../storefrontRouter';
import { StorefrontLogin } from '@joinery/pages/storefront/StorefrontLogin';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { requestedReturn, safeReturnTo } from './frame/loginPath';
import { useShopperSession } from './frame/useShopperSession';

/** /login: the storefront sign-in; checkout requires a signed-in customer (storefront.md §6). */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { session } = useShopperSession();
  const returnTo = safeReturnTo(requestedReturn(params), '/checkout');
  const onSignedIn = useCallback(() => navigate(returnTo, { replace: true }), [navigate, returnTo]);
  return (
    <StorefrontFrame session={session}>
      <StorefrontLogin onSignedIn={onSignedIn} />
    </StorefrontFrame>
  );
}
