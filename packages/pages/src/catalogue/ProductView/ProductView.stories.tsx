import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getResponse, http, HttpResponse } from 'msw';
import { productViewHandlers } from '@joinery/mocks/handlers/catalogue/productView';
import { CatalogueScreen } from '../Reporting/searchStorySupport';
import { ProductViewMain } from './ProductView';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';

function ProductViewStory({ location, imageHost }: { location: string; imageHost?: string }) {
  return (
    <CatalogueScreen location={location}>
      <ProductViewMain imageHost={imageHost} />
    </CatalogueScreen>
  );
}

/**
 * The product view (/ProductViewMain, and from an Advanced Search row; back-office-products.md §2,
 * §4 Product view). Product 100002 is a Hartwell base cabinet with pictures and a colour selector;
 * 100008 has no pictures yet.
 */
const meta = {
  title: 'Pages/Catalogue/Product View',
  component: ProductViewStory,
  args: { location: '/ProductViewMain/100002' },
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductViewStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const view = () => screen.findByRole('dialog', { name: 'Base Cabinet 9"W' }, { timeout: 15000 });

/** The picture a gallery shows (its zoom button names it). */
const pictureOf = (region: HTMLElement, name: RegExp) =>
  within(region).getByRole('button', { name }).querySelector('img');

/**
 * Opens a panel and returns it once it shows. The panel is looked up again until its tab is
 * selected and it holds content: on a loaded runner the tab row can re-render after the click.
 */
async function openPanel(name: string, ready: (panel: HTMLElement) => void = () => undefined) {
  const dialog = await view();
  await userEvent.click(within(dialog).getByRole('tab', { name }));
  let panel: HTMLElement | undefined;
  await waitFor(
    () => {
      expect(within(dialog).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      panel = within(dialog).getByRole('tabpanel');
      ready(panel);
    },
    { timeout: 10000 },
  );
  return panel as HTMLElement;
}

/** General: the read-only fields, supplemental attributes and the stock table. */
export const General: Story = {
  tags: ['screenshot'],
  play: async () => {
    const dialog = await view();
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Base Cabinet 9"W' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(dialog).getByRole('tabpanel');
    for (const text of [
      'HRT',
      'SWH',
      'B09R',
      'swh.b09r',
      '081234000028',
      '207.06',
      'Kitchen Cabinets, Shaker Cabinets',
      'Both Websites',
    ]) {
      await expect(panel).toHaveTextContent(text);
    }
    await expect(within(panel).getByText('Door Style - Shaker')).toBeVisible();
    const stock = within(panel).getByRole('table', { name: 'Stock' });
    for (const column of ['Location', 'Quantity', 'Minimum', 'On PO', 'On Order', 'Stock'])
      await expect(within(stock).getByRole('columnheader', { name: column })).toBeVisible();
    const springfield = within(stock).getByRole('row', { name: /Springfield/ });
    await expect(
      within(springfield)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '1', '', '', '32']);
    for (const location of ['Elkridge', 'Raleigh'])
      await expect(within(stock).getByRole('rowheader', { name: location })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Category-Attributes: web categories, display and filterable attributes, collapsible. */
export const CategoryAttributes: Story = {
  play: async () => {
    const panel = await openPanel('Category-Attributes', (shown) => {
      for (const heading of ['Web Categories', 'Display Attributes', 'Filterable Attributes'])
        expect(within(shown).getByRole('heading', { name: heading })).toBeVisible();
    });
    await expect(panel).toHaveTextContent('Kitchen Cabinets');
    // Both web categories, each under its own term.
    for (const [term, category] of [
      ['Web Category 1', 'Kitchen Cabinets'],
      ['Web Category 2', 'Shaker Cabinets'],
    ] as const) {
      await expect(within(panel).getByText(term).nextElementSibling).toHaveTextContent(category);
    }
    await expect(within(panel).getAllByText('Finish - White').length).toBeGreaterThan(0);
    // Each list holds its series' bricks as 'name - value'.
    const namesIn = (region: string) =>
      within(within(panel).getByRole('region', { name: region }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' - ')[0]);
    await expect(namesIn('Display Attributes')).toEqual(
      expect.arrayContaining(['Door Style', 'Finish', 'Width']),
    );
    await expect(namesIn('Filterable Attributes')).toEqual(
      expect.arrayContaining(['Cabinet Type', 'Door Style', 'Finish', 'Width']),
    );
    const display = within(panel).getByRole('region', { name: 'Display Attributes' });
    await userEvent.click(within(display).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(within(display).queryByText('Door Style - Shaker')).toBeNull());
  },
};

/** Web: the override editor with the product's values. */
export const Web: Story = {
  play: async () => {
    const panel = await openPanel('Web');
    await expect(within(panel).getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Base Cabinet 9"W',
    );
    await expect(
      within(panel).getByRole('checkbox', { name: 'Override Sale Price' }),
    ).not.toBeChecked();
    await expect(within(panel).getByRole('button', { name: 'Submit Changes' })).toBeEnabled();
  },
};

/** Web for a product with overrides: they start checked. */
export const WebWithOverrides: Story = {
  args: { location: '/ProductViewMain/100001' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Web' }));
    const panel = within(dialog).getByRole('tabpanel');
    await expect(within(panel).getByRole('checkbox', { name: 'Override Name' })).toBeChecked();
    await expect(
      (within(panel).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value,
    ).toContain('(Web Exclusive)');
  },
};

/** Image: the four galleries from the image host, the colour block in the swatch's colour, the two read-only names. */
export const Images: Story = {
  play: async () => {
    const panel = await openPanel('Image', (shown) => {
      for (const size of ['Large', 'Medium', 'Icon', 'Selector'])
        expect(within(shown).getByRole('heading', { name: size })).toBeVisible();
    });
    const large = within(panel).getByRole('region', { name: 'Large' });
    await expect(pictureOf(large, /Large image 1/)).toHaveAttribute(
      'src',
      '/product-images/products/hrt/swh/b09r/large-1.jpg',
    );
    // The colour block is painted with the swatch's colour (White: #f4f2ec), not an empty box.
    const block = within(panel).getByRole('img', { name: 'Colour #f4f2ec' });
    await expect(block).toBeVisible();
    await expect(getComputedStyle(block).backgroundColor).toBe('rgb(244, 242, 236)');
    await expect(panel).toHaveTextContent('Override Image Base');
    await expect(panel).toHaveTextContent('swatch-wht.png');
  },
};

/** A site's own image host (VITE_PRODUCT_IMAGE_HOST), given without its trailing slash. */
const OTHER_HOST = 'https://images.joinery.example/catalogue';
/** That host answers every picture with a plain placeholder, so the panel shows no broken image. */
const otherHostPictures = http.get(
  `${OTHER_HOST}/*`,
  () =>
    new HttpResponse(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#dfe6e9"/></svg>',
      {
        headers: { 'Content-Type': 'image/svg+xml' },
      },
    ),
);

/** §2 "a configured image host path plus the image path": another host builds each picture's address, one slash between. */
export const ImagesFromAnotherHost: Story = {
  args: { imageHost: OTHER_HOST },
  parameters: { msw: { handlers: { productView: [otherHostPictures, ...productViewHandlers] } } },
  play: async () => {
    const panel = await openPanel('Image', (shown) =>
      expect(within(shown).getByRole('heading', { name: 'Icon' })).toBeVisible(),
    );
    for (const size of ['Large', 'Medium', 'Icon']) {
      const region = within(panel).getByRole('region', { name: size });
      await expect(pictureOf(region, new RegExp(`${size} image 1`))).toHaveAttribute(
        'src',
        `${OTHER_HOST}/products/hrt/swh/b09r/${size.toLowerCase()}-1.jpg`,
      );
    }
  },
};

/** The product as the back end answers it (its colour swatch kept), with an image-type selector. */
const pictureSelector = http.get('*/bridgesys/Product/:productId', async ({ request }) => {
  const reply = await getResponse(productViewHandlers, request);
  if (!reply?.ok) return reply;
  return HttpResponse.json({
    ...((await reply.json()) as object),
    selectorImageType: 'image',
    selectorImageURL: 'products/hrt/swh/b09r/selector.jpg',
  });
});

/** §2 Image, the selector's other branch: an image-type selector is a picture from the image host, not a colour block (though the product has a colour swatch). */
export const SelectorPicture: Story = {
  parameters: { msw: { handlers: { productView: [pictureSelector, ...productViewHandlers] } } },
  play: async () => {
    const panel = await openPanel('Image', (shown) =>
      expect(within(shown).getByRole('heading', { name: 'Selector' })).toBeVisible(),
    );
    const selector = within(panel).getByRole('region', { name: 'Selector' });
    await expect(pictureOf(selector, /Selector image 1/)).toHaveAttribute(
      'src',
      '/product-images/products/hrt/swh/b09r/selector.jpg',
    );
    await expect(within(panel).queryByRole('img', { name: /^Colour / })).toBeNull();
  },
};

/** No pictures yet: the 'noimage' placeholder per size. */
export const NoImages: Story = {
  args: { location: '/ProductViewMain/100008' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Image' }));
    const panel = within(dialog).getByRole('tabpanel');
    for (const size of ['Large', 'Medium', 'Icon']) {
      const region = within(panel).getByRole('region', { name: size });
      await expect(pictureOf(region, /noimage/)).toHaveAttribute(
        'src',
        '/product-images/noimage.svg',
      );
    }
  },
};

/** Stock Management, Pricing, Warehouse and History are listed but disabled (TBD). */
export const ToBeDonePanels: Story = {
  play: async () => {
    const dialog = await view();
    for (const panel of ['Stock Management', 'Pricing', 'Warehouse', 'History'])
      await expect(within(dialog).getByRole('tab', { name: `${panel} (TBD)` })).toBeDisabled();
  },
};

/** Back closes the view. */
export const Back: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await view();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Product View' }),
    ).toBeVisible();
    // Issue 46: opened by its address, nothing opened the view: Back gives focus to the page's heading.
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Product View' })).toHaveFocus());
  },
};

/** Opened from the route alone: the user types a Product Master ID. */
export const Lookup: Story = {
  args: { location: '/ProductViewMain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Product Master ID' }), '100002');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await view();
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: 'General' })).toBeVisible());
  },
};

/** The template fetch fails: the error dialog, and the view does not open. */
export const TemplateFetchFails: Story = {
  parameters: { faults: { 'templates.get': { status: 500 } } },
  play: async ({ mount }) => {
    // Issue 46: focus moves into the error dialog as the view opens, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, { timeout: 15_000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 15000 });
    await expect(dialog).toHaveTextContent(
      'An error has occurred on the server, Please contact the support team so it can be investigated',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The product is not found: 404's text, and the view does not open. */
export const ProductNotFound: Story = {
  args: { location: '/ProductViewMain/999' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '404 - Error' }, { timeout: 15000 });
    await expect(dialog).toHaveTextContent(
      'Record not found, please select another record or contact support team',
    );
  },
};

/** The overrides fetch fails: the view stays closed. */
export const OverridesFetchFails: Story = {
  parameters: { faults: { 'productView.overrides': { status: 500 } } },
  play: async ({ mount }) => {
    // Issue 46: focus moves into the error dialog as the view opens, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, { timeout: 15_000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 15000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.queryByRole('tab', { name: 'General' })).toBeNull();
  },
};

/** The product as the back end answers it, with another AS400 publish status (§9 codes 0-3). */
function websiteStory(brpub: number, label: string): Story {
  const withStatus = http.get('*/bridgesys/Product/:productId', async ({ request }) => {
    const reply = await getResponse(productViewHandlers, request);
    if (!reply?.ok) return reply;
    return HttpResponse.json({ ...((await reply.json()) as object), brpub });
  });
  return {
    parameters: { msw: { handlers: { productView: [withStatus, ...productViewHandlers] } } },
    play: async () => {
      const dialog = await view();
      const term = await within(dialog).findByText('AS400 Publish Status');
      await expect(term.nextElementSibling).toHaveTextContent(new RegExp(`^${label}$`));
    },
  };
}
/** General's AS400 Publish Status for the codes General (3, Both Websites) does not show. */
export const NotPublished: Story = websiteStory(0, 'Not Published');
export const FirstWebsite: Story = websiteStory(1, 'First Website');
export const SecondWebsite: Story = websiteStory(2, 'Second Website');

/**
 * Issue 36, "layout changes keep what was typed": on the Web panel a ticked override, a typed
 * value and an open Submit confirmation outlive the window narrowing past 500 px, where the
 * panel selector turns from a tab row into a dropdown (the panel is drawn anew; the edits live
 * in the override editor's machine, started above the selector). The story narrows the view
 * itself, as a narrower window would.
 */
export const LayoutSwitchKeepsEdits: Story = {
  play: async () => {
    const panel = await openPanel('Web', (shown) =>
      expect(within(shown).getByRole('checkbox', { name: 'Override Sale Price' })).toBeEnabled(),
    );
    const dialog = await view();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Override Sale Price' }));
    const price = within(panel).getByRole('textbox', { name: /^Sale Price/ });
    await userEvent.type(price, '289.5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Changes' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Submit Changes' });

    // Narrower than the selector's 500 px: the tab row becomes a dropdown.
    dialog.style.maxWidth = '420px';
    await waitFor(() => expect(within(dialog).queryByRole('tablist', { hidden: true })).toBeNull());
    await expect(
      within(dialog).getByRole('combobox', { name: 'Panel', hidden: true }),
    ).toHaveTextContent('Web');
    // The confirmation is still open, the same one the user was answering.
    await expect(screen.getByRole('alertdialog', { name: 'Submit Changes' })).toBe(confirmation);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const narrow = within(dialog).getByRole('region', { name: 'Web' });
    // Issue 46: the Submit Changes that asked was drawn again with the dropdown: Cancel gives focus to the one now there.
    await waitFor(() => expect(within(narrow).getByRole('button', { name: 'Submit Changes' })).toHaveFocus());
    await expect(
      within(narrow).getByRole('checkbox', { name: 'Override Sale Price' }),
    ).toBeChecked();
    await expect(within(narrow).getByRole('textbox', { name: /^Sale Price/ })).toHaveValue('289.5');
  },
};
