import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { DescriptionList } from '@joinery/ui/DescriptionList';
import { Heading } from '@joinery/ui/Heading';
import { ImageGallery, type GalleryImage } from '@joinery/ui/ImageGallery';
import { RichTextView } from '@joinery/ui/RichTextView';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import type { Product, ProductAttribute } from '@joinery/flows/api/catalogue/productView';
import { STOCK_LOCATIONS } from '@joinery/flows/catalogue/records';
import { COLOR_SELECTOR_TYPE, imageUrl, NO_IMAGE_FILE, productViewText as m, type ImageSize } from '@joinery/flows/catalogue/productView';
import * as styles from './ProductView.css';

const shown = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? m.none : String(value));

/** §2 'name - value' lines in a collapsible block. */
function AttributeBlock({ title, attributes }: { title: string; attributes: readonly ProductAttribute[] }) {
  return (
    <CollapsibleSection title={title} headingLevel={3} defaultOpen changeLabel={m.show} doneLabel={m.hide} variant="plain">
      {attributes.length === 0 ? (
        <Text tone="muted">{m.none}</Text>
      ) : (
        <ul className={styles.attributeList}>
          {attributes.map((a) => (
            <li key={a.attributeName}>
              <Text as="span">{m.attribute(a.attributeName, a.attributeValueName)}</Text>
            </li>
          ))}
        </ul>
      )}
    </CollapsibleSection>
  );
}

/** §2 General: read-only fields, supplemental attributes, the stock table. */
export function GeneralPanel({ product }: { product: Product }) {
  const categories = [product.websiteCategory1, product.websiteCategory2].filter(Boolean).join(', ');
  return (
    <Stack space="lg">
      <DescriptionList
        aria-label={m.panels.general}
        layout="columns"
        items={[
          { term: m.general.manufacturerCode, description: shown(product.brmfg) },
          { term: m.general.lineCode, description: shown(product.brlin) },
          { term: m.general.partNumber, description: shown(product.brpart) },
          { term: m.general.joinerySku, description: shown(product.code) },
          { term: m.general.upc, description: shown(product.brupc) },
          { term: m.general.cost, description: product.brcost === null || product.brcost === undefined ? m.none : product.brcost.toFixed(2) },
          { term: m.general.categories, description: shown(categories) },
          { term: m.general.publishStatus, description: m.publishStatuses[product.brpub] ?? String(product.brpub) },
          {
            term: m.general.description,
            description: product.description ? <RichTextView html={product.description} size="sm" /> : m.none,
          },
        ]}
      />
      <AttributeBlock title={m.general.supplementalAttributes} attributes={product.supplementalAttributes} />
      <Stack space="sm">
        <Heading level={3}>{m.general.stock}</Heading>
        <table className={styles.stockTable} aria-label={m.general.stock}>
          <thead>
            <tr>
              {Object.values(m.stockColumns).map((column) => (
                <th key={column} scope="col">{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {STOCK_LOCATIONS.map((location) => (
              <tr key={location.name}>
                <th scope="row">{location.name}</th>
                <td>{shown(product[location.quantityField])}</td>
                <td>{shown(product.minimumQty)}</td>
                <td />
                <td />
                <td>{shown(product.inStockQuantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </Stack>
  );
}

/** §2 Category-Attributes: web categories, display and filterable attributes, each collapsible. */
export function CategoryAttributesPanel({ product }: { product: Product }) {
  return (
    <Stack space="lg">
      <CollapsibleSection title={m.categoryAttributes.webCategories} headingLevel={3} defaultOpen changeLabel={m.show} doneLabel={m.hide} variant="plain">
        <DescriptionList
          items={[
            { term: m.categoryAttributes.webCategory1, description: shown(product.websiteCategory1) },
            { term: m.categoryAttributes.webCategory2, description: shown(product.websiteCategory2) },
          ]}
        />
      </CollapsibleSection>
      <AttributeBlock title={m.categoryAttributes.displayAttributes} attributes={product.displayAttributes} />
      <AttributeBlock title={m.categoryAttributes.filterableAttributes} attributes={product.filterableAttributes} />
    </Stack>
  );
}

function gallery(host: string, size: ImageSize, paths: readonly string[]): GalleryImage[] {
  if (paths.length === 0) return [{ src: imageUrl(host, NO_IMAGE_FILE), alt: m.noImage }];
  return paths.map((path, i) => ({ src: imageUrl(host, path), alt: m.image.imageAlt(size, i + 1) }));
}

function SizeGallery({ size, images }: { size: ImageSize; images: GalleryImage[] }) {
  return (
    <section aria-label={size}>
      <Stack space="sm">
        <Heading level={3}>{size}</Heading>
        <ImageGallery images={images} messages={{ thumbnails: `${size} thumbnails`, zoom: `Zoom ${size} image` }} />
      </Stack>
    </section>
  );
}

/** The colour swatch is a CSS colour the block can be painted with. */
const isCssColour = (value: string) => typeof CSS !== 'undefined' && CSS.supports('color', value);

/**
 * §2 Image: Large, Medium, Icon and Selector pictures from the image host ('noimage' per size
 * when there are none), a colour block for a colour-type selector, and two read-only names.
 */
export function ImagePanel({ product, imageHost }: { product: Product; imageHost: string }) {
  const colorSelector = product.selectorImageType === COLOR_SELECTOR_TYPE && product.colorSwatch;
  return (
    <Stack space="lg">
      <SizeGallery size="Large" images={gallery(imageHost, 'Large', product.productImagesLarge)} />
      <SizeGallery size="Medium" images={gallery(imageHost, 'Medium', product.productImagesMedium)} />
      <SizeGallery size="Icon" images={gallery(imageHost, 'Icon', product.productImagesIcon)} />
      {colorSelector ? (
        <section aria-label="Selector">
          <Stack space="sm">
            <Heading level={3}>Selector</Heading>
            {isCssColour(colorSelector) ? (
              <div
                role="img"
                aria-label={m.image.colorBlock(colorSelector)}
                className={styles.colorBlock}
                style={assignInlineVars({ [styles.swatchColor]: colorSelector })}
              />
            ) : (
              // A swatch that is not a colour is shown as it came, never as an empty box.
              <Text>{m.image.colorBlock(colorSelector)}</Text>
            )}
          </Stack>
        </section>
      ) : (
        <SizeGallery size="Selector" images={gallery(imageHost, 'Selector', product.selectorImageURL ? [product.selectorImageURL] : [])} />
      )}
      <DescriptionList
        items={[
          { term: m.image.overrideImageBase, description: shown(product.overrideImageBaseName) },
          { term: m.image.swatchImageOverride, description: shown(product.swatchImageName) },
        ]}
      />
    </Stack>
  );
}
