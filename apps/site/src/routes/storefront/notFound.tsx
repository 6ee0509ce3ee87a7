import { useNavigate } from '../../storefrontRouter';
import { NotFound } from '@joinery/pages/storefront/NotFound';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { useShopperSession } from './frame/useShopperSession';

/** Any storefront address no route knows (and /demo-idp in a live build): the header and a way home. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  const { session, signOut } = useShopperSession();
  return (
    <StorefrontFrame session={session} onSignOut={() => void signOut().then(() => navigate('/'))}>
      <NotFound />
    </StorefrontFrame>
  );
}
