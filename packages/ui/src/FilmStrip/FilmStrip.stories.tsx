import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { FilmStrip } from './FilmStrip';
import { filmStripGaps } from './FilmStrip.css';

/** Film-strip scroll step from storefront.md §9. */
const FILM_STRIP_STEP = 500;

function Frame({ index }: { index: number }) {
  return (
    <figure
      style={{
        margin: 0,
        width: 180,
        height: 120,
        display: 'grid',
        placeItems: 'center',
        border: '1px solid currentColor',
        borderRadius: 6,
      }}
    >
      <figcaption>Project {index}</figcaption>
    </figure>
  );
}

const frames = Array.from({ length: 12 }, (_, index) => <Frame key={index} index={index + 1} />);

/**
 * FilmStrip is a horizontal scroller with back/forward buttons that move a fixed step (500 px
 * in the specs): the product page's gallery strip and related blogs.
 *
 * **When to use:** a row of similar frames where seeing a few at a time is enough.
 *
 * **When not to use:** for content every user must see (lay it out in a grid), or as a
 * carousel that moves on its own.
 */
const meta = {
  title: 'Commerce/FilmStrip',
  component: FilmStrip,
  args: { label: 'Project gallery', step: FILM_STRIP_STEP, children: frames },
  argTypes: { gap: { control: 'inline-radio', options: filmStripGaps } },
  render: (args) => (
    <div style={{ width: 720 }}>
      <FilmStrip {...args} />
    </div>
  ),
} satisfies Meta<typeof FilmStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

const strip = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Project gallery' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: 'Scroll back' });
    await expect(back).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll forward' }));
    await waitFor(() => expect(strip(canvasElement).scrollLeft).toBe(FILM_STRIP_STEP));
    await waitFor(() => expect(back).toBeEnabled());
    await expect(within(strip(canvasElement)).getAllByRole('listitem')).toHaveLength(12);
  },
};

export const Playground: Story = {};

/** At the far end, forward is disabled. */
export const AtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = strip(canvasElement);
    viewport.scrollLeft = viewport.scrollWidth;
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Scroll forward' })).toBeDisabled(),
    );
  },
};

/** A strip whose frames all fit has nothing to scroll: both buttons are disabled. */
export const FitsWithoutScrolling: Story = {
  args: { children: frames.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Scroll forward' })).toBeDisabled(),
    );
    await expect(canvas.getByRole('button', { name: 'Scroll back' })).toBeDisabled();
  },
};

/**
 * Keyboard: the strip itself takes focus (so the browser's arrow-key scrolling reaches it) and
 * the forward button works by Enter.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(strip(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Scroll forward' })).toHaveFocus();
    const before = strip(canvasElement).scrollLeft;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(strip(canvasElement).scrollLeft).toBeGreaterThan(before));
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            {filmStripGaps.map((gap) => (
              <FilmStrip key={gap} label={`${theme} ${gap}`} step={FILM_STRIP_STEP} gap={gap}>
                {frames.slice(0, 6)}
              </FilmStrip>
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(themeNames.length * 3);
  },
};
