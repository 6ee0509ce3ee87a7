import { useNavigate, useSearchParams } from '../../storefrontRouter';
import { OrderConfirmation } from '@joinery/pages/storefront/OrderConfirmation';
import { readReceipt } from '@joinery/flows/storefront/orderReceipt';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { loginPath } from './frame/loginPath';
import { useShopperSession } from './frame/useShopperSession';
import { useHydrated } from './site';

/**
 * /order-confirmation?orderNumber=…: where the checkout goes after an order (storefront.md §2).
 * The order number (the query) and the receipt (the tab's storage) are the browser's: the page
 * prerendered at build time holds the frame alone, and the confirmation renders once hydrated.
 */
export function OrderConfirmationRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { session, signOut } = useShopperSession();
  const hydrated = useHydrated();
  return (
    <StorefrontFrame
      session={session}
      onSignOut={() => void signOut().then(() => navigate(loginPath('/checkout')))}
    >
      {hydrated && (
        <OrderConfirmation
          orderNumber={params.get('orderNumber')}
          receipt={readReceipt(params.get('orderNumber'))}
        />
      )}
    </StorefrontFrame>
  );
}
