import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeProvider, themeNames } from '../theme';
import { Card } from './Card';
import { cardPaddings, cardVariants } from './Card.css';

/**
 * A Card groups related content on a surface of its own: the order summary, a wish list, a
 * read-only panel.
 *
 * **When to use:** to set a block apart from the page. Give it a `heading` and it becomes a
 * named section.
 *
 * **When not to use:** for page layout (use Stack/Columns) or around every element: cards inside
 * cards blur the hierarchy.
 */
const meta = {
  title: 'Structure/Card',
  component: Card,
  args: { heading: 'Summary', children: <p style={{ margin: 0 }}>Sub Total $1,240.00</p> },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Summary' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const WithoutHeading: Story = {
  args: { heading: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="outline" onClick={fn()}>
        Edit
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, padding: 12 }}
          >
            <div style={{ gridColumn: '1 / -1' }}>
              <Card
                heading={`${theme} summary`}
                headingLevel={3}
                actions={
                  <Button size="sm" variant="outline">
                    Edit
                  </Button>
                }
              >
                Sub Total $1,240.00
              </Card>
            </div>
            {cardVariants.map((variant) =>
              cardPaddings
                .filter((padding) => padding !== 'none')
                .map((padding) => (
                  <Card key={`${variant}-${padding}`} variant={variant} padding={padding}>
                    {variant} {padding}
                  </Card>
                )),
            )}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(themeNames.length);
  },
};
