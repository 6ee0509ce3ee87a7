import { useNavigate } from '../../storefrontRouter';
import { ThemeProvider } from '@joinery/ui/theme';
import { Landing } from '@joinery/pages/storefront/Landing';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { useShopperSession } from './frame/useShopperSession';
import { useCurrentSite, siteSwitch, siteTheme } from './site';

/** The storefront landing: categories and featured products, a way into the catalogue. */
export function HomeRoute() {
  const navigate = useNavigate();
  const { session, signOut } = useShopperSession();
  const site = useCurrentSite();
  return (
    <StorefrontFrame session={session} onSignOut={() => void signOut().then(() => navigate('/'))}>
      <ThemeProvider theme={siteTheme(site)}>
        <Landing siteSwitch={siteSwitch(site)} />
      </ThemeProvider>
    </StorefrontFrame>
  );
}
