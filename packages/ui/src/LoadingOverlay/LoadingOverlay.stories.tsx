import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import { freezeAnimations } from '../Spinner/review.css';
import { ThemeProvider, themeNames } from '../theme';
import { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
import { loadingOverlayScopes } from './LoadingOverlay.css';
import { expectAnnounced } from '../../../../.storybook/announced';

const MESSAGE = 'Exporting Data, Please Wait....';

/** Lets the play end the task of the story on screen (an export that finishes when told). */
let finishTask: (options?: { dropFocused?: boolean }) => void = () => undefined;

/**
 * A list with a Delete per row and a search field outside the covered part: pressing Delete (or
 * Export) covers the list until the play calls `finishTask`; `dropFocused` removes the row whose
 * Delete was pressed as the cover lifts.
 */
function Task(args: Partial<LoadingOverlayProps>) {
  const [busy, setBusy] = useState(false);
  const [rows, setRows] = useState(['Oak', 'Maple', 'Cherry']);
  const [pressed, setPressed] = useState<string>();
  useEffect(() => {
    finishTask = ({ dropFocused = false } = {}) => {
      if (dropFocused) setRows((all) => all.filter((row) => row !== pressed));
      setBusy(false);
    };
  }, [pressed]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <label>
        Search <input type="search" onChange={() => setBusy(true)} />
      </label>
      <LoadingOverlay message={MESSAGE} {...args} active={busy}>
        <div style={{ padding: 24, display: 'grid', gap: 8, justifyItems: 'start' }}>
          <Button onClick={() => setBusy(true)}>Export</Button>
          {rows.map((row) => (
            <Button
              key={row}
              variant="outline"
              onClick={() => {
                setPressed(row);
                setBusy(true);
              }}
            >
              Delete {row}
            </Button>
          ))}
        </div>
      </LoadingOverlay>
    </div>
  );
}

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
    message: MESSAGE,
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
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGE);
    // The covered controls are inert (neither clickable nor in the tab order) and marked busy.
    const exportButton = canvas.getByRole('button', { name: 'Export', hidden: true });
    await expect(exportButton.closest('[inert]')).not.toBeNull();
    await expect(exportButton.closest('[aria-busy="true"]')).not.toBeNull();
    // The live region is not inside what is marked busy: a reader holds back a busy region's news.
    await expect(canvas.getByRole('status').closest('[aria-busy="true"]')).toBeNull();
    await userEvent.tab();
    await expect(exportButton).not.toHaveFocus();
  },
};

export const Playground: Story = {};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The live region is on the page, empty, before there is anything to say (issue 46).
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
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

/**
 * Keyboard and screen reader (issue 46): Export pressed, the message is announced (a polite live
 * region that was already on the page) and focus, which the inert button cannot keep, goes to the
 * overlay, named by the message; when the export ends it comes back to Export.
 */
export const Keyboard: Story = {
  render: (args) => <Task {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const exportButton = canvas.getByRole('button', { name: 'Export' });
    exportButton.focus();
    await expect(
      await expectAnnounced(() => userEvent.keyboard('{Enter}'), 'polite', MESSAGE),
    ).toBe(`polite: ${MESSAGE}`);
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGE);
    // Focus is on the overlay, not <body>: a reader says where it is.
    const overlay = canvas.getByRole('group', { name: MESSAGE });
    await expect(overlay).toHaveFocus();
    await expect(overlay).toHaveAttribute('tabindex', '-1');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toContainElement(exportButton);
    // Tab cannot reach the covered controls meanwhile.
    await userEvent.tab();
    await expect(exportButton).not.toHaveFocus();
    overlay.focus();
    finishTask();
    await waitFor(() => expect(canvas.queryByRole('group', { name: MESSAGE })).toBeNull());
    await expect(exportButton).toHaveFocus();
  },
};

/**
 * The control that had focus is gone when the cover lifts (its row was deleted): focus goes to the
 * first control still in the content, not <body>.
 */
export const FocusedControlRemoved: Story = {
  render: (args) => <Task {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Maple' }));
    await expect(canvas.getByRole('group', { name: MESSAGE })).toHaveFocus();
    finishTask({ dropFocused: true });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Delete Maple' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
  },
};

/**
 * Focus outside what is covered stays put: typing in the search field (above the list) covers the
 * list, and the field keeps focus meanwhile and afterwards. The message is still announced.
 */
export const FocusOutsideKept: Story = {
  render: (args) => <Task {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(search);
    await expect(await expectAnnounced(() => userEvent.keyboard('o'), 'polite', MESSAGE)).toBe(
      `polite: ${MESSAGE}`,
    );
    await expect(search).toHaveFocus();
    finishTask();
    await waitFor(() => expect(canvas.queryByRole('group', { name: MESSAGE })).toBeNull());
    await expect(search).toHaveFocus();
  },
};

/** `scope="viewport"` covers the whole screen: focus anywhere on it goes to the overlay, and back. */
export const ViewportFocus: Story = {
  args: { scope: 'viewport' },
  render: (args) => <Task {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.keyboard('o');
    await expect(canvas.getByRole('group', { name: MESSAGE })).toHaveFocus();
    finishTask();
    await waitFor(() => expect(canvas.queryByRole('group', { name: MESSAGE })).toBeNull());
    await expect(search).toHaveFocus();
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
