import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { inlineForReview } from '../Dialog/review.css';
import { ThemeProvider, themeNames } from '../theme';
import { DropdownMenu } from './DropdownMenu';
import { menuItemTones } from './DropdownMenu.css';

const onEdit = fn();
const onExport = fn();
const onDelete = fn();

/**
 * DropdownMenu lists actions behind one button (Radix DropdownMenu): a row's Edit / Export to
 * PDF / Delete, the wish list tools.
 *
 * **When to use:** several actions on one thing, where showing every button would crowd the row.
 *
 * **When not to use:** to choose a value (use Select or RadioGroup), for navigation between
 * pages (use links), or for a single action (use a Button).
 */
const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu.Content,
  render: (args) => (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" tone="neutral">
          Actions <Icon name="chevronDown" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content {...args}>
        <DropdownMenu.Label>Project</DropdownMenu.Label>
        <DropdownMenu.Item icon="edit" onSelect={onEdit}>
          Edit
        </DropdownMenu.Item>
        <DropdownMenu.Item icon="download" onSelect={onExport}>
          Export to PDF
        </DropdownMenu.Item>
        <DropdownMenu.Item icon="print" disabled>
          Print
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon="delete" tone="critical" onSelect={onDelete}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
} satisfies Meta<typeof DropdownMenu.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Export to PDF' }));
    await expect(onExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Playground: Story = {};

export const DisabledItem: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await expect(await screen.findByRole('menuitem', { name: 'Print' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: Enter opens on the first item, arrows move (skipping disabled), Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ padding: 12, minHeight: 170 }}>
            {/* Non-modal and held open, laid out inline, so the four themes sit side by side. */}
            <DropdownMenu.Root open modal={false}>
              <DropdownMenu.Trigger asChild>
                <Button size="sm" variant="outline" tone="neutral">
                  {theme}
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content
                className={inlineForReview}
                onCloseAutoFocus={(event) => event.preventDefault()}
              >
                {menuItemTones.map((tone) => (
                  <DropdownMenu.Item key={tone} tone={tone} icon="edit">
                    {tone}
                  </DropdownMenu.Item>
                ))}
                <DropdownMenu.Item disabled>disabled</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async () => {
    await expect(screen.getAllByRole('menu')).toHaveLength(themeNames.length);
  },
};
