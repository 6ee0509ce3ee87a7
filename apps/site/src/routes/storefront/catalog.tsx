import { useNavigate, useSearchParams } from '../../storefrontRouter';
import { ThemeProvider } from '@joinery/ui/theme';
import { Catalogue } from '@joinery/pages/storefront/Catalogue';
import { RELATED_PRODUCT_TYPES, type RelatedProductType } from '@joinery/flows/storefront/relatedProducts';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { useShopperSession } from './frame/useShopperSession';
import { useCurrentSite, useHydrated, siteTheme } from './site';

/**
 * /catalog?category=…: products by category with links to their pages. The category is the
 * query's, which the page prerendered at build time cannot know: that page holds the frame alone
 * (as the checkout's does), and the catalogue renders once the browser has taken over (useHydrated).
 */
export function CatalogRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session, signOut } = useShopperSession();
  const site = useCurrentSite();
  const hydrated = useHydrated();
  const asked = params.get('category');
  const category = (RELATED_PRODUCT_TYPES as readonly string[]).includes(asked ?? '')
    ? (asked as RelatedProductType)
    : 'Base Cabinets';
  return (
    <StorefrontFrame session={session} onSignOut={() => void signOut().then(() => navigate('/'))}>
      <ThemeProvider theme={siteTheme(site)}>
        {hydrated && <Catalogue category={category} />}
      </ThemeProvider>
    </StorefrontFrame>
  );
}
