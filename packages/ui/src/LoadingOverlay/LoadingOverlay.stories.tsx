import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import { freezeAnimations } from '../Spinner/review.css';
import { ThemeProvider, themeNames } from '../theme';
import { LoadingOverlay } from './LoadingOverlay';
import { loadingOverlayScopes } from './LoadingOverlay.css';

/**
 * LoadingOverlay blocks an area (or the whole screen) while a long task runs and says what is
 * happening: "Exporting Data, Please Wait....", "Importing Data, please wait".
 *
 * **When to use:** exports, imports and other waits during which the covered controls must not
 * be used.
 *
 * **When not to use:** for a list refreshing in place (a Spinner is enough), or for a wait short
 * enough that covering the page would only flash.
 */
const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: {
    active: true,
    message: 'Exporting Data, Please Wait....',
    children: (
      <div style={{ padding: 24, display: 'flex', gap: 8 }}>
        <Button onClick={fn()}>Export</Button>
        <Button variant="outline">Clear</Button>
      </div>
    ),
  },
  argTypes: { scope: { control: 'inline-radio', options: loadingOverlayScopes } },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Exporting Data, Please Wait....');
    // The covered controls are inert: neither clickable nor in the tab order.
    const exportButton = canvas.getByRole('button', { name: 'Export' });
    await expect(exportButton.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(exportButton).not.toHaveFocus();
  },
};

export const Playground: Story = {};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
  },
};

export const WithProgress: Story = {
  args: {
    message: 'Importing Data, please wait',
    progress: <ProgressBar value={55} label="Import progress" labelHidden />,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Import progress' }),
    ).toHaveAttribute('aria-valuenow', '55');
  },
};

/** Keyboard: while the export runs the Export button cannot be reached; afterwards it can. */
export const Keyboard: Story = {
  render: function Keyboard(args) {
    const [busy, setBusy] = useState(false);
    return (
      <LoadingOverlay {...args} active={busy}>
        <div style={{ padding: 24, display: 'flex', gap: 8 }}>
          <Button onClick={() => setBusy(true)}>Export</Button>
        </div>
      </LoadingOverlay>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Exporting Data, Please Wait....',
    );
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      className={freezeAnimations}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ padding: 12 }}>
            <LoadingOverlay active message={`${theme}: Exporting Data, Please Wait....`}>
              <div style={{ height: 140 }}>Report table</div>
            </LoadingOverlay>
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(themeNames.length);
  },
};
