import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Landing } from './Landing';

const meta = {
  title: 'Pages/Storefront/Landing',
  component: Landing,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Landing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Categories as tiles linking to the catalogue; featured products with image, price and stock. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Panels' })).toHaveAttribute('href', '/catalog?category=Panels');
    const featured = await canvas.findByRole('list', { name: 'Featured products' }, { timeout: 5000 });
    await expect(within(featured).getAllByRole('article')).toHaveLength(8);
    await expect(within(featured).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/products\//));
  },
};

/** Mock mode: the site switch. */
export const SiteSwitch: Story = {
  args: { siteSwitch: { current: 'Dealer', other: 'Retail', href: '/?site=retail' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dealer site')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Switch to the Retail site' })).toHaveAttribute('href', '/?site=retail');
  },
};
