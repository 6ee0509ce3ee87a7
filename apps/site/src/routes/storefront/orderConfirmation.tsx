import { useNavigate, useSearchParams } from 'react-router';
import { OrderConfirmation } from '@joinery/pages/storefront/OrderConfirmation';
import { readReceipt } from '@joinery/flows/storefront/orderReceipt';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { loginPath } from './frame/loginPath';
import { useShopperSession } from './frame/useShopperSession';

/** /order-confirmation?orderNumber=…: where the checkout goes after an order (storefront.md §2). */
export function OrderConfirmationRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { session, signOut } = useShopperSession();
  return (
    <StorefrontFrame
      session={session}
      onSignOut={() => void signOut().then(() => navigate(loginPath('/checkout')))}
    >
      <OrderConfirmation
        orderNumber={params.get('orderNumber')}
        receipt={readReceipt(params.get('orderNumber'))}
      />
    </StorefrontFrame>
  );
}
