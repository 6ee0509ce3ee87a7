import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@joinery/ui/Button';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import type { ExportDownload } from '@joinery/flows/staff/exportFlow';
import { expectAnnounced } from '../../../../../../.storybook/announced';
import { ExportOverlay, useExportFlow } from './ExportFlow';

/** A screen with one Export button whose download the story scripts. */
function ExportDemo({ download }: { download: ExportDownload }) {
  const flow = useExportFlow();
  return (
    <ExportOverlay flow={flow} message="Exporting Data, Please Wait...." progressLabel="Export progress" failedHeading="Export failed">
      <Stack space="md">
        <Text>Bid Tracker</Text>
        <Button onClick={() => flow.start(download)} disabled={flow.busy}>
          Export
        </Button>
      </Stack>
    </ExportOverlay>
  );
}

/** A download that reports 40 % and then waits until the story lets it finish. */
let finishDownload: () => void = () => undefined;
const slowDownload: ExportDownload = (onProgress) =>
  new Promise((resolve) => {
    onProgress(40);
    finishDownload = () => resolve({ fileName: 'Bids_Export.xlsx' });
  });

const meta = {
  title: 'Pages/Staff/Export flow',
  component: ExportDemo,
  globals: { theme: 'staff' },
  parameters: {
    docs: {
      description: {
        component:
          'The export flow every back-office export shares (back-office-admin.md §4 "Export flows"): progress while the file downloads, the overlay hiding 1 s after completion, an alert with the error on failure.',
      },
    },
  },
} satisfies Meta<typeof ExportDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Exporting: Story = {
  args: { download: slowDownload },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await canvas.findByText('Exporting Data, Please Wait....')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Export progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    // The covered content is inert: the Export button cannot be pressed again meanwhile.
    await expect(canvas.getByRole('button', { name: 'Export', hidden: true })).toBeDisabled();
  },
};

export const CompletedOverlayHides: Story = {
  args: { download: slowDownload },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await canvas.findByText('Exporting Data, Please Wait....');
    finishDownload();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '100'));
    // §4: the overlay hides 1 second after completion and the controls come back.
    await waitFor(() => expect(canvas.queryByText('Exporting Data, Please Wait....')).toBeNull(), { timeout: 2500 });
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled();
  },
};

/** Fails the first two times it is asked, then downloads at once (the story resets it). */
const attempts = { count: 0 };
const failsTwice: ExportDownload = async () => {
  attempts.count += 1;
  if (attempts.count <= 2) throw new Error('The export could not be created.');
  return { fileName: 'Bids_Export.xlsx' };
};

/**
 * The download fails: an alert headed Export failed with the error, which its button dismisses;
 * Export works again, and pressed with the second failure's alert still shown it starts over
 * (the alert goes) and completes.
 */
export const Failed: Story = {
  args: { download: failsTwice },
  beforeEach: () => void (attempts.count = 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Issue 46: the failure is spoken at once (assertive), heading and text.
    await expectAnnounced(
      () => userEvent.click(canvas.getByRole('button', { name: 'Export' })),
      'assertive',
      /^Export failed\s*The export could not be created\.$/,
    );
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Export failed');
    await expect(alert).toHaveTextContent('The export could not be created.');
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be created.');
    await expect(attempts.count).toBe(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(attempts.count).toBe(3));
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '100'));
    await expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(canvas.queryByText('Exporting Data, Please Wait....')).toBeNull(), { timeout: 2500 });
  },
};
