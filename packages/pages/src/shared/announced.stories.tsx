import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { expectAnnounced } from '../../../../.storybook/announced';

/**
 * The play helper `expectAnnounced` (./announced.ts) on small pages whose outcome is or is not spoken,
 * so the helper itself is seen to fail where a screen reader would hear nothing, or hear it wrongly.
 */
type Outcome = 'status' | 'alert' | 'plain' | 'inserted alert' | 'Alert' | 'Alert in a region' | 'focus';

function Saver({ outcome }: { outcome: Outcome }) {
  const [saves, setSaves] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a wait, as a reply from the server would come.
  const save = () => setTimeout(() => setSaves((count) => count + 1), 50);
  // Focus moves to the outcome once it is drawn (a frame's callback could run before React drew it:
  // the story then failed once in a full run and passed on its retry).
  useEffect(() => {
    if (outcome === 'focus' && saves > 0) heading.current?.focus();
  }, [outcome, saves]);
  // A second save says it again, as a screen does after a second click.
  const saved = saves > 0;
  const text = saved ? `Record saved${saves > 1 ? ' again' : ''}` : '';
  return (
    <div>
      <Button onClick={save}>Save</Button>
      {outcome === 'status' && <p role="status">{text}</p>}
      {outcome === 'alert' && <p role="alert">{text}</p>}
      {outcome === 'plain' && <p>{text}</p>}
      {outcome === 'inserted alert' && saved && <p role="alert">{text}</p>}
      {outcome === 'Alert' && saved && <Alert tone="critical">{text}</Alert>}
      {outcome === 'Alert in a region' && (
        <div aria-live="assertive">{saved && <Alert tone="critical">{text}</Alert>}</div>
      )}
      {outcome === 'focus' && saved && (
        <h2 ref={heading} tabIndex={-1}>
          {text}
        </h2>
      )}
    </div>
  );
}

const meta = {
  title: 'Pages/Shared/Announced (play helper)',
  component: Saver,
  args: { outcome: 'status' },
} satisfies Meta<typeof Saver>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) => () =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
/** Long enough for the 50 ms reply, short enough that a story expecting silence stays quick. */
const brief = { timeout: 1000 };

/** Text changed inside a role="status" region: heard politely, and only politely. */
export const PoliteStatus: Story = {
  play: async ({ canvasElement }) => {
    await expect(await expectAnnounced(save(canvasElement), 'polite', /Record saved/)).toBe('polite: Record saved');
    await expect(expectAnnounced(save(canvasElement), 'assertive', /Record saved/, brief)).rejects.toThrow(
      /heard as "polite: Record saved again"/,
    );
  },
};

/** Text changed inside a role="alert" region: heard assertively. */
export const AssertiveAlert: Story = {
  args: { outcome: 'alert' },
  play: async ({ canvasElement }) => {
    await expect(await expectAnnounced(save(canvasElement), 'assertive', 'Record saved')).toBe('assertive: Record saved');
    await expect(expectAnnounced(save(canvasElement), 'polite', 'Record saved', brief)).rejects.toThrow(/heard as/);
  },
};

/** The same text outside any live region: shown, never spoken, and the helper says so. */
export const NotInALiveRegion: Story = {
  args: { outcome: 'plain' },
  play: async ({ canvasElement }) => {
    await expect(expectAnnounced(save(canvasElement), 'polite', /Record saved/, brief)).rejects.toThrow(
      /The screen reader said after the action/,
    );
    await expect(within(canvasElement).getByText('Record saved')).toBeVisible();
  },
};

/**
 * A role="alert" box inserted together with its text: the virtual screen reader hears no change
 * inside a live region, so the helper fails. A message must land in a region already on the page.
 */
export const AlertInsertedWithItsText: Story = {
  args: { outcome: 'inserted alert' },
  play: async ({ canvasElement }) => {
    await expect(expectAnnounced(save(canvasElement), 'assertive', /Record saved/, brief)).rejects.toThrow();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Record saved');
  },
};

/** ui's Alert drawn only once there is something to say: it comes with its text, so it is not heard. */
export const UiAlertDrawnOnError: Story = {
  args: { outcome: 'Alert' },
  play: async ({ canvasElement }) => {
    await expect(expectAnnounced(save(canvasElement), 'assertive', /Record saved/, brief)).rejects.toThrow();
  },
};

/** The same Alert drawn inside an assertive region that was on the page before it: heard. */
export const UiAlertDrawnInALiveRegion: Story = {
  args: { outcome: 'Alert in a region' },
  play: async ({ canvasElement }) => {
    await expect(await expectAnnounced(save(canvasElement), 'assertive', /Record saved/)).toMatch(/^assertive: .*Record saved/);
  },
};

/** Focus moved to the outcome: the reader speaks the focused heading. */
export const FocusMovedToTheOutcome: Story = {
  args: { outcome: 'focus' },
  play: async ({ canvasElement }) => {
    await expect(await expectAnnounced(save(canvasElement), 'focus', /^heading, Record saved/)).toMatch(/^heading, Record saved, level 2/);
  },
};
