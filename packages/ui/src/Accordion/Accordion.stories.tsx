import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { Accordion, type AccordionRootProps } from './Accordion';
import { accordionVariants } from './Accordion.css';

function CategoryAttributes({
  titlePrefix = '',
  ...props
}: AccordionRootProps & { titlePrefix?: string }) {
  return (
    <Accordion.Root {...props}>
      <Accordion.Item value="web" title={`${titlePrefix}Web Categories`}>
        Kitchen › Base Cabinets
      </Accordion.Item>
      <Accordion.Item value="display" title={`${titlePrefix}Display Attributes`}>
        Door Style - Shaker
      </Accordion.Item>
      <Accordion.Item value="filterable" title={`${titlePrefix}Filterable Attributes`}>
        Finish - Espresso
      </Accordion.Item>
      <Accordion.Item value="history" title={`${titlePrefix}History (TBD)`} disabled>
        Not available yet.
      </Accordion.Item>
    </Accordion.Root>
  );
}

/**
 * Accordion stacks sections that open under their headers (Radix Accordion): the product
 * view's Web Categories, Display Attributes and Filterable Attributes.
 *
 * **When to use:** several independent blocks of read-mostly detail, where seeing the headers
 * at once helps the user choose.
 *
 * **When not to use:** for one section with a Change / Done toggle (use CollapsibleSection),
 * for switching views (use Tabs), or to hide content every user needs.
 */
const meta = {
  title: 'Structure/Accordion',
  component: CategoryAttributes,
  args: { type: 'multiple', onValueChange: fn() } as AccordionRootProps,
  argTypes: { variant: { control: 'inline-radio', options: accordionVariants } },
} satisfies Meta<typeof CategoryAttributes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const web = canvas.getByRole('button', { name: 'Web Categories' });
    await expect(web).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(web);
    await expect(web).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Web Categories' })).toHaveTextContent(
      'Kitchen › Base Cabinets',
    );
    // Multiple: opening another keeps the first open.
    await userEvent.click(canvas.getByRole('button', { name: 'Display Attributes' }));
    await expect(web).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Playground: Story = {};

export const Single: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'web' } as AccordionRootProps,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Display Attributes' }));
    await expect(canvas.getByRole('button', { name: 'Web Categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'History (TBD)' }),
    ).toBeDisabled();
  },
};

/** Keyboard: arrows move between headers, Space/Enter toggle, headers sit in h3s. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Web Categories' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const display = canvas.getByRole('button', { name: 'Display Attributes' });
    await expect(display).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(display).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 12, padding: 12 }}>
            {accordionVariants.map((variant) => (
              <CategoryAttributes
                key={variant}
                titlePrefix={`${theme} ${variant}: `}
                variant={variant}
                type="multiple"
                defaultValue={['display']}
              />
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(themeNames.length * 2);
  },
};
