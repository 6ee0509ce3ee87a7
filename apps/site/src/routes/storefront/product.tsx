import { startTransition, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../storefrontRouter';
import { Alert } from '@joinery/ui/Alert';
import { ThemeProvider } from '@joinery/ui/theme';
import { fetchShopperSession, type ShopperSession } from '@joinery/flows/api/storefront/shopperSession';
import type { ProductPageInputs } from '@joinery/flows/api/storefront/products';
import { ProductFirstView, ProductPage, PRODUCT_INPUTS_ELEMENT_ID, type ProductLink } from '@joinery/pages/storefront/ProductPage';
import { productPageLabels } from '@joinery/flows/storefront/productPage';
import { StorefrontFrame } from './frame/StorefrontFrame';
import { useShopperSession } from './frame/useShopperSession';
import { useCurrentSite, siteTheme, type SiteName } from './site';

/** The inputs a real store rendered into the page as JSON (`#product-page-inputs`), if any. */
function embeddedInputs(): ProductPageInputs | null {
  if (typeof document === 'undefined') return null;
  const embedded = document.getElementById(PRODUCT_INPUTS_ELEMENT_ID)?.textContent;
  if (!embedded) return null;
  try {
    return JSON.parse(embedded) as ProductPageInputs;
  } catch {
    return null;
  }
}

/**
 * The page's inputs (storefront.md §3 "Product page inputs"). A real store renders them into the
 * page as JSON (`#product-page-inputs`); the embedded demo builds them from its catalogue.
 */
async function loadInputs(productUrl: string, site: SiteName, session: ShopperSession | null): Promise<ProductPageInputs | null> {
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { demoProductPage } = await import('../../mock/productPages');
    return demoProductPage(productUrl, {
      site,
      customerType: session?.shopper?.customerType,
      signedIn: Boolean(session?.shopper),
    });
  }
  return embeddedInputs();
}

function readIndex(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/** /products/{product-url}?trait1=&trait2=: the cabinet or colour product page. */
export function ProductRoute() {
  const navigate = useNavigate();
  const { productUrl = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { session, status, signOut, setCartCount } = useShopperSession();
  const site = useCurrentSite();
  const [inputs, setInputs] = useState<ProductPageInputs | null | undefined>(undefined);
  // The first view's title, as the prerendered page's boot script filled it from the same inputs
  // (issue 33), so hydration finds what it renders; the demo has none until its session is known.
  const [firstName] = useState(() => (import.meta.env.VITE_API_MODE === 'mock' ? undefined : embeddedInputs()?.Name));
  const [link] = useState(() => ({
    trait1: readIndex(params.get('trait1')),
    trait2: readIndex(params.get('trait2')),
    color: readIndex(params.get('color')),
  }));

  // The demo builds the inputs for whoever is signed in, so it waits for the session; a real
  // store rendered them into the page for the shopper it served, so they are read at once.
  const demo = import.meta.env.VITE_API_MODE === 'mock';
  const waiting = demo && status === 'loading';
  const inputsFor = demo ? session?.shopper?.id : undefined;
  useEffect(() => {
    if (waiting) return;
    let live = true;
    // The page's first full render is a transition, which React renders in slices (issue 33).
    loadInputs(`/products/${productUrl}`, site, session).then(
      (found) => live && startTransition(() => setInputs(found)),
      () => live && setInputs(null),
    );
    return () => {
      live = false;
    };
    // The page's inputs follow the product and (in the demo) who is signed in, not each cart count change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productUrl, site, waiting, inputsFor]);

  const onLinkChange = useCallback(
    (next: ProductLink) => {
      const query = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) query.delete(key);
        else query.set(key, String(value));
      }
      setParams(query, { replace: true });
    },
    [setParams],
  );
  const onCartChange = useCallback(() => {
    void fetchShopperSession().then((reply) => setCartCount(reply.cartCount), () => undefined);
  }, [setCartCount]);

  return (
    <StorefrontFrame session={session} onSignOut={() => void signOut().then(() => navigate('/'))}>
      <ThemeProvider theme={siteTheme(site)}>
        {inputs === undefined ? (
          <ProductFirstView name={firstName} />
        ) : inputs === null ? (
          <div style={{ padding: 32 }}>
            <Alert tone="caution">{productPageLabels.notFound}</Alert>
          </div>
        ) : (
          <ProductPage
            key={`${inputs.ProductUrl}|${inputs.SiteName}|${inputs.CustomerType}`}
            inputs={inputs}
            link={link}
            onLinkChange={onLinkChange}
            onCartChange={onCartChange}
          />
        )}
      </ThemeProvider>
    </StorefrontFrame>
  );
}
