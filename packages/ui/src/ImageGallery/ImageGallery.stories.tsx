import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { ImageGallery, type GalleryImage } from './ImageGallery';
import { galleryLayouts } from './ImageGallery.css';

/** Pictures drawn inline, so the stories need no network. */
const picture = (text: string, fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/><text x="400" y="320" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const images: GalleryImage[] = [
  { src: picture('Front', '#6b3e1f'), alt: 'Shaker base cabinet, front' },
  { src: picture('Open', '#2450a6'), alt: 'Shaker base cabinet, doors open' },
  { src: picture('Detail', '#1e7a3c'), alt: 'Shaker base cabinet, hinge detail' },
];

/**
 * ImageGallery shows a product's pictures: one large, thumbnails to switch between them (a
 * radio group), and a zoom Dialog with previous/next (storefront.md §2.5). With no pictures it
 * shows a "no image" placeholder, as the product view asks.
 *
 * **When to use:** product and variation pictures; image sets in the back office's product view.
 *
 * **When not to use:** for a long gallery of projects (use FilmStrip), or a single decorative
 * picture (use an img).
 */
const meta = {
  title: 'Commerce/ImageGallery',
  component: ImageGallery,
  args: { images, onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: galleryLayouts } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ImageGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thumbs = canvas.getByRole('radiogroup', { name: 'Images' });
    await userEvent.click(
      within(thumbs).getByRole('radio', { name: 'Shaker base cabinet, doors open' }),
    );
    await expect(args.onValueChange).toHaveBeenCalledWith(1);
    await expect(
      canvas.getByRole('button', { name: 'Zoom image: Shaker base cabinet, doors open' }),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Zoom image/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Shaker base cabinet, front' });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Shaker base cabinet, front' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Shaker base cabinet, doors open' }),
    ).toHaveAccessibleDescription('2 of 3');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous image' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous image' }),
    );
    await expect(screen.getByRole('dialog')).toHaveAccessibleName(
      'Shaker base cabinet, hinge detail',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

export const NoImage: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'No image available' }),
    ).toBeVisible();
  },
};

export const SideThumbnails: Story = { args: { layout: 'side' } };

/** Keyboard: the picture opens the zoom; thumbnails are one tab stop with arrow keys. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Zoom image/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Shaker base cabinet, front' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('radio', { name: 'Shaker base cabinet, doors open' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith(1);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Shaker base cabinet, doors open' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 12, padding: 12 }}>
            {galleryLayouts.map((layout) => (
              <ImageGallery
                key={layout}
                layout={layout}
                images={images.map((image) => ({
                  ...image,
                  alt: `${theme} ${layout}: ${image.alt}`,
                }))}
              />
            ))}
            <ImageGallery images={[]} />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(
      themeNames.length * 2,
    );
  },
};
