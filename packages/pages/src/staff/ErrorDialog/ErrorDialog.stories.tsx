import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '@joinery/flows/api';
import { fetchDemoPersonas } from '@joinery/flows/api/staff/session';
import { Button } from '@joinery/ui/Button';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { ErrorDialog } from './ErrorDialog';

const failure = (status: number | undefined, body?: unknown) =>
  status === undefined
    ? new ApiError('network', 'bricks.list', 'Got network error')
    : new ApiError('http', 'bricks.list', `Got server error (${status})`, { status, body });

interface HarnessProps {
  /** The failed call's HTTP status; none is a network failure. */
  status?: number;
  /** The reply body's `code` (SQL_FAILURE is not shown in the dialog). */
  code?: string;
  /** The reply body's `message`. */
  message?: string;
  onAcknowledge: () => void;
}

/** The screen's heading behind the dialog: where focus goes once it closes, nothing else having had focus (issue 46). */
const SCREEN = 'Product bricks';
const expectHeadingFocused = () => waitFor(() => expect(screen.getByRole('heading', { level: 1, name: SCREEN })).toHaveFocus());

/** Shows the dialog for a failed call, over a screen's heading, and closes it on acknowledge, as a screen does. */
function Harness({ status, code, message, onAcknowledge }: HarnessProps) {
  const [current, setCurrent] = useState<unknown>(() => failure(status, code || message ? { code, message } : undefined));
  return (
    <>
      <h1>{SCREEN}</h1>
      <ErrorDialog
        error={current}
        onAcknowledge={() => {
          setCurrent(undefined);
          onAcknowledge();
        }}
      />
      <p>{current ? 'An error is showing.' : 'No error.'}</p>
    </>
  );
}

const meta = {
  title: 'Pages/Staff/Shared error dialog',
  component: Harness,
  args: { status: 500, onAcknowledge: fn() },
  argTypes: { status: { control: { type: 'select' }, options: [400, 401, 404, 409, 500, 503] } },
  globals: { theme: 'staff' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectDialog(title: string, text: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await expect(dialog).toHaveTextContent(text);
  // Issue 46: the text describes the dialog, so a screen reader reads it as focus moves in.
  await expect(dialog).toHaveAccessibleDescription(text);
  return dialog;
}

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ args }) => {
    await expectDialog('500 - Error', 'An error has occurred on the server, Please contact the support team so it can be investigated');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(await screen.findByText('No error.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
    // Issue 46: nothing had focus when the error came, so OK gives it to the page's heading.
    await expectHeadingFocused();
  },
};

export const Playground: Story = {};

export const BadRequestWithServerMessage: Story = {
  args: { status: 400, message: "Invalid column name 'BRNOPE'." },
  play: async () => {
    await expectDialog('400 - Error', "Invalid column name 'BRNOPE'.");
  },
};

export const BadRequestFallback: Story = {
  args: { status: 400, code: 'BAD_REQUEST' },
  play: async () => {
    await expectDialog('400 - Error', 'Expression invalid please update and retry');
  },
};

export const Unauthorized: Story = {
  args: { status: 401 },
  play: async () => {
    await expectDialog('401 - Error', 'User is no longer authorized please log back in');
  },
};

export const NotFound: Story = {
  args: { status: 404 },
  play: async () => {
    await expectDialog('404 - Error', 'Record not found, please select another record or contact support team');
  },
};

export const Conflict: Story = {
  args: { status: 409 },
  play: async () => {
    await expectDialog('409 - Error', 'Record changed, Hit OK to refresh');
  },
};

/** A failed connection keeps the specification's title but says the connection failed (issue 43). */
export const NetworkFailureIsUnknownError: Story = {
  args: { status: undefined },
  play: async () => {
    const dialog = await expectDialog('Unknown Error', 'The connection to the server failed. Please check your network connection and try again');
    await expect(dialog).not.toHaveTextContent('An error has occurred on the server');
  },
};

/** A screen's call through the embedded back end, its failure shown in the dialog as a screen does. */
function CallHarness() {
  const [error, setError] = useState<unknown>();
  const [loaded, setLoaded] = useState<number>();
  const load = () => {
    setLoaded(undefined);
    fetchDemoPersonas().then((personas) => setLoaded(personas.length), setError);
  };
  return (
    <>
      <Button onClick={load}>Load</Button>
      {loaded !== undefined && <p>{loaded} records loaded.</p>}
      <ErrorDialog error={error} onAcknowledge={() => setError(undefined)} />
    </>
  );
}

/** Nothing reaches the server (an injected network fault): Unknown Error, and the connection failed. */
export const FailedConnection: Story = {
  render: () => <CallHarness />,
  parameters: { faults: { 'demoIdp.personas': { network: true } } },
  play: async () => {
    const load = await screen.findByRole('button', { name: 'Load' });
    // Issue 46: focus moves into the dialog, read with its title and text.
    await expectAnnounced(
      () => userEvent.click(load),
      'focus',
      'dialog, Unknown Error, The connection to the server failed. Please check your network connection and try again',
    );
    const dialog = await expectDialog('Unknown Error', 'The connection to the server failed. Please check your network connection and try again');
    await expect(dialog).not.toHaveTextContent('An error has occurred on the server');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server answered with a failure (500): its title and the server text, not the connection's. */
export const ServerFailureThroughTheBackEnd: Story = {
  render: () => <CallHarness />,
  parameters: { faults: { 'demoIdp.personas': { status: 500 } } },
  play: async () => {
    const load = await screen.findByRole('button', { name: 'Load' });
    await expectAnnounced(
      () => userEvent.click(load),
      'focus',
      'dialog, 500 - Error, An error has occurred on the server, Please contact the support team so it can be investigated',
    );
    const dialog = await expectDialog('500 - Error', 'An error has occurred on the server, Please contact the support team so it can be investigated');
    await expect(dialog).not.toHaveTextContent('connection');
  },
};

/** SQL_FAILURE is shown beside the filter, never in the dialog. */
export const SqlFailureIsNotShown: Story = {
  args: { status: 400, code: 'SQL_FAILURE', message: 'Incorrect syntax' },
  play: async () => {
    await expect(await screen.findByText('An error is showing.')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  args: { status: 404 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '404 - Error' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
    await expectHeadingFocused();
  },
};

/**
 * A screen whose error changes without the user (its retried call answered, or a later call
 * failed with a code the dialog does not show): `then` replaces the error 300 ms after the first
 * one shows, as the screen's own machine would.
 */
function ChangingHarness({ then, onAcknowledge }: { then: unknown; onAcknowledge: () => void }) {
  const [current, setCurrent] = useState<unknown>(() => failure(500));
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(then), 300);
    return () => clearTimeout(timer);
  }, [then]);
  return (
    <>
      <h1>{SCREEN}</h1>
      <ErrorDialog error={current} onAcknowledge={onAcknowledge} />
      <p>{current ? 'An error is showing.' : 'No error.'}</p>
    </>
  );
}

/** §8 "the error is cleared": the screen cleared its error itself (a retried call answered): the dialog goes, with no acknowledgement. */
export const ClearedByTheScreen: Story = {
  render: (args) => <ChangingHarness then={undefined} onAcknowledge={args.onAcknowledge} />,
  play: async ({ args }) => {
    await expectDialog('500 - Error', 'An error has occurred on the server, Please contact the support team so it can be investigated');
    await expect(await screen.findByText('No error.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
    await expectHeadingFocused();
  },
};

/** A later failure the dialog does not show (SQL_FAILURE, shown beside the filter) replaces the shown one: the dialog closes. */
export const ReplacedBySqlFailure: Story = {
  render: (args) => <ChangingHarness then={failure(400, { code: 'SQL_FAILURE', message: 'Incorrect syntax' })} onAcknowledge={args.onAcknowledge} />,
  play: async ({ args }) => {
    await expectDialog('500 - Error', 'An error has occurred on the server, Please contact the support team so it can be investigated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByText('An error is showing.')).toBeVisible();
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
    await expectHeadingFocused();
  },
};
