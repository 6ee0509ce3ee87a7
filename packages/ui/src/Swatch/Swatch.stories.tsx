import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { SwatchGroup, type SwatchProps } from './Swatch';
import { swatchShapes, swatchSizes } from './Swatch.css';

const finishes: SwatchProps[] = [
  { value: 'ESP', label: 'Espresso', color: '#3b2a20' },
  { value: 'WHT', label: 'Linen White', color: '#f3efe6' },
  { value: 'GRY', label: 'Dove Gray', color: '#9b9a95' },
  { value: 'NAV', label: 'Harbor Navy', color: '#1f3049' },
  { value: 'NAT', label: 'Natural Maple', color: '#d8b98a', disabled: true },
];

/**
 * SwatchGroup lets the user pick a colour, one swatch per variation (storefront.md §2.5); the
 * chosen one is ringed and named beside the label. Radix RadioGroup underneath: it is one tab
 * stop, arrow keys move and choose.
 *
 * **When to use:** the colour product page's colour picker, wherever the colour itself is the
 * clearest label.
 *
 * **When not to use:** for choices that are not visual (use RadioGroup or Select), or for more
 * colours than fit comfortably (pair it with the colour dropdown the spec also lists).
 */
const meta = {
  title: 'Commerce/SwatchGroup',
  component: SwatchGroup,
  args: { label: 'Color', items: finishes, defaultValue: 'ESP', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: swatchSizes },
    shape: { control: 'inline-radio', options: swatchShapes },
  },
} satisfies Meta<typeof SwatchGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: /Color/ });
    await expect(within(group).getByRole('radio', { name: 'Espresso' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Harbor Navy' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('NAV');
    await expect(canvas.getByText(': Harbor Navy')).toBeVisible();
  },
};

export const Playground: Story = {};

export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Natural Maple' }),
    ).toBeDisabled();
  },
};

export const NothingChosen: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).not.toBeChecked();
  },
};

/**
 * Press an arrow key the way a person does: Radix moves focus a tick after keydown and checks
 * the radio only while the key is still down, so release it once focus has arrived.
 */
async function pressArrow(key: 'ArrowRight' | 'ArrowLeft', target: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(target).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

/** Keyboard: one tab stop; arrows move and choose, skipping the unavailable colour. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await userEvent.tab();
    await expect(radio('Espresso')).toHaveFocus();
    await pressArrow('ArrowRight', radio('Linen White'));
    await pressArrow('ArrowRight', radio('Dove Gray'));
    await expect(radio('Dove Gray')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('GRY');
    await pressArrow('ArrowRight', radio('Harbor Navy'));
    // Natural Maple is unavailable: the next step wraps round to Espresso.
    await pressArrow('ArrowRight', radio('Espresso'));
    await expect(radio('Espresso')).toBeChecked();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 12, padding: 12 }}>
            {swatchShapes.map((shape) =>
              swatchSizes.map((size) => (
                <SwatchGroup
                  key={`${shape}-${size}`}
                  label={`${theme} ${shape} ${size}`}
                  items={finishes}
                  defaultValue="WHT"
                  size={size}
                  shape={shape}
                />
              )),
            )}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(
      themeNames.length * 6,
    );
  },
};
