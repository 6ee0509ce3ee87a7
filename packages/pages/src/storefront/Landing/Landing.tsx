import { useEffect, useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { Card } from '@joinery/ui/Card';
import { Heading } from '@joinery/ui/Heading';
import { ProductTile } from '@joinery/ui/ProductTile';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { Tiles } from '@joinery/ui/Tiles';
import { fetchRelatedProducts, type RelatedProduct } from '@joinery/flows/api/storefront/catalogue';
import {
  FEATURED_PER_TYPE,
  FEATURED_PRODUCT_TYPES,
  RELATED_PRODUCT_TYPES,
  catalogueMessages as messages,
  type RelatedProductType,
} from '@joinery/flows/storefront/relatedProducts';

export interface LandingProps {
  /** The catalogue's address for a category. */
  catalogueHref?: (category: RelatedProductType) => string;
  /** Mock mode only: the site switch (dealer / retail). */
  siteSwitch?: { current: string; other: string; href: string } | undefined;
}

const defaultHref = (category: RelatedProductType) => `/catalog?category=${encodeURIComponent(category)}`;

/** Featured products: the first few of a couple of categories; a failed reply shows none. */
function useFeatured() {
  const [featured, setFeatured] = useState<RelatedProduct[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all(
      FEATURED_PRODUCT_TYPES.map((type) =>
        fetchRelatedProducts(
          {
            categoryContentLinkId: 0,
            attributesToMatch: [],
            categoryAttributesToMatch: [
              { name: 'Category 1', value: type },
              { name: 'Category 2', value: type },
            ],
            currentPage: 1,
            pageSize: FEATURED_PER_TYPE,
          },
          controller.signal,
        ).then((reply) => reply.products, () => []),
      ),
    ).then((lists) => {
      if (!controller.signal.aborted) setFeatured(lists.flat());
    });
    return () => controller.abort();
  }, []);
  return featured;
}

/** The storefront landing: categories as tiles, featured products, a way into the catalogue. */
export function Landing({ catalogueHref = defaultHref, siteSwitch }: LandingProps) {
  const featured = useFeatured();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <Stack space="xl">
        <Stack space="sm">
          <Heading level={1}>{messages.landingTitle}</Heading>
          <Text>{messages.landingIntro}</Text>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button asChild tone="accent">
              <a href={catalogueHref(RELATED_PRODUCT_TYPES[1])}>{messages.browseCatalogue}</a>
            </Button>
            {siteSwitch && (
              <>
                <Text>{messages.site(siteSwitch.current)}</Text>
                <Button asChild variant="link">
                  <a href={siteSwitch.href}>{messages.switchSite(siteSwitch.other)}</a>
                </Button>
              </>
            )}
          </div>
        </Stack>
        <section aria-labelledby="categories-heading">
          <Stack space="md">
            <Heading level={2} id="categories-heading">
              {messages.shopByCategory}
            </Heading>
            <Tiles as="ul" columns={{ mobile: 2, tablet: 4, desktop: 4 }} space="md" style={{ padding: 0 }}>
              {RELATED_PRODUCT_TYPES.map((type) => (
                <li key={type} style={{ listStyle: 'none' }}>
                  <Card>
                    <a href={catalogueHref(type)} style={{ fontWeight: 600, fontSize: '1.1rem' }}>
                      {type}
                    </a>
                  </Card>
                </li>
              ))}
            </Tiles>
          </Stack>
        </section>
        <section aria-labelledby="featured-heading">
          <Stack space="md">
            <Heading level={2} id="featured-heading">
              {messages.featured}
            </Heading>
            {featured === null ? (
              <Spinner label={messages.featured} />
            ) : (
              <Tiles as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="md" style={{ padding: 0 }} aria-label={messages.featured}>
                {featured.map((p) => (
                  <li key={p.HitId} style={{ listStyle: 'none' }}>
                    <ProductTile
                      name={p.Name}
                      href={p.Url}
                      imageSrc={p.ImageUrl}
                      imageAlt={p.Name}
                      itemNumber={p.BRPART}
                      price={p.Price > 0 ? p.Price : null}
                      stock={p.TotalInStock}
                    />
                  </li>
                ))}
              </Tiles>
            )}
          </Stack>
        </section>
      </Stack>
    </div>
  );
}
