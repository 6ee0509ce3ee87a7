import { useNavigate } from 'react-router';
import { Button } from '@joinery/ui/Button';
import { Heading } from '@joinery/ui/Heading';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { RelatedProducts } from '@joinery/pages/RelatedProducts';
import { StorefrontFrame } from '../storefront/StorefrontFrame';
import { loginPath } from '../storefront/loginPath';
import { useShopperSession } from '../storefront/useShopperSession';

/** The home page of the demo store: a way into the checkout and the catalogue by product type. */
export function HomeRoute() {
  const navigate = useNavigate();
  const { session, signOut } = useShopperSession();
  const signedIn = Boolean(session?.shopper);
  return (
    <StorefrontFrame session={session} onSignOut={() => void signOut().then(() => navigate('/'))}>
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
        <Stack space="xl">
          <Stack space="md">
            <Heading level={1}>Joinery</Heading>
            <Text>
              Cabinets and building products for dealers, contractors and homeowners.{' '}
              {signedIn ? 'Your cart is ready for checkout.' : 'Sign in as a demo shopper to check out.'}
            </Text>
            <div>
              <Button onClick={() => navigate(signedIn ? '/checkout' : loginPath('/checkout'))}>
                {signedIn ? 'Go to checkout' : 'Sign in'}
              </Button>
            </div>
          </Stack>
          <RelatedProducts
            input={{ categoryContentLinkId: 1, attributesToMatch: [], productType: 'Base Cabinets' }}
          />
        </Stack>
      </div>
    </StorefrontFrame>
  );
}
