import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { inlineForReview } from '../Dialog/review.css';
import { ThemeProvider, themeNames } from '../theme';
import { FullScreenDialog } from './FullScreenDialog';
import { fullScreenInsets } from './FullScreenDialog.css';

const onPublish = fn();

function HeaderActions() {
  return (
    <>
      <FullScreenDialog.Close asChild>
        <Button variant="outline" tone="neutral">
          Cancel
        </Button>
      </FullScreenDialog.Close>
      <Button variant="outline">Save As Draft</Button>
      <Button onClick={onPublish}>Publish</Button>
    </>
  );
}

const longBody = (
  <div style={{ display: 'grid', gap: 16 }}>
    {Array.from({ length: 40 }, (_, index) => (
      <p key={index} style={{ margin: 0 }}>
        Formula row {index + 1}
        {/* Forms carry visually hidden, absolutely positioned text (labels, headers) like this. */}
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
          row {index + 1} of 40
        </span>
      </p>
    ))}
  </div>
);

/**
 * FullScreenDialog holds the back office's long forms: Edit Series, the product template, the
 * SOW wizard. The header carries the title and the actions; the body scrolls; the footer can
 * repeat the actions at the bottom.
 *
 * **When to use:** a create/edit form with many fields or sections, a record's detail view.
 *
 * **When not to use:** for a short question or form (use Dialog or ConfirmDialog).
 */
const meta = {
  title: 'Overlays/FullScreenDialog',
  component: FullScreenDialog.Content,
  args: {
    title: 'Edit Series',
    description: '* means required for publishing.',
    actions: <HeaderActions />,
    children: longBody,
  },
  argTypes: { inset: { control: 'inline-radio', options: fullScreenInsets } },
  render: (args) => (
    <FullScreenDialog.Root>
      <FullScreenDialog.Trigger asChild>
        <Button>Edit Series</Button>
      </FullScreenDialog.Trigger>
      <FullScreenDialog.Content {...args} />
    </FullScreenDialog.Root>
  ),
} satisfies Meta<typeof FullScreenDialog.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Series' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(onPublish).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = {};

/**
 * The header and the footer stay put while the body scrolls, also when the browser scrolls a field
 * into view (focus, find in page, a validation message): only the body moves, never the frame.
 */
export const ScrollingBody: Story = {
  args: { footer: <HeaderActions /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Series' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('heading', { name: 'Edit Series' });
    const top = title.getBoundingClientRect().top;
    const row = within(dialog).getByText(/^Formula row 40/);
    row.scrollIntoView();
    await expect(title.getBoundingClientRect().top).toBe(top);
    await expect(dialog.scrollTop).toBe(0);
    const footerPublish = within(dialog).getAllByRole('button', { name: 'Publish' })[1];
    // The footer's actions sit at the dialog's bottom edge, not mid-screen.
    await expect(dialog.getBoundingClientRect().bottom - footerPublish!.getBoundingClientRect().bottom).toBeLessThan(48);
    await expect(row.getBoundingClientRect().bottom).toBeLessThanOrEqual(footerPublish!.getBoundingClientRect().top);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit Series' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save As Draft' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Left open so axe checks the open overlay (in the dark theme too, in the storybook-dark run). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Series' }));
    await expect((await screen.findByRole('dialog')).closest('[data-theme]')).not.toBeNull();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ padding: 12 }}>
            {/* Non-modal and laid out inline so the four themes sit side by side for review. */}
            <FullScreenDialog.Root open modal={false}>
              <FullScreenDialog.Content
                {...args}
                title={`${theme} Edit Series`}
                className={inlineForReview}
                style={{ width: 'auto' }}
                onOpenAutoFocus={(event) => event.preventDefault()}
                footer={<Button size="sm">Publish</Button>}
              >
                Name, Notes and the four brick pickers.
              </FullScreenDialog.Content>
            </FullScreenDialog.Root>
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async () => {
    await expect(screen.getAllByRole('dialog')).toHaveLength(themeNames.length);
  },
};
