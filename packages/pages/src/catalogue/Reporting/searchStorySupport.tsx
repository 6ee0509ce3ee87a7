import type { ReactNode } from 'react';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { BackOfficeStory } from '../../staff/storySupport';

/*
 * What the Reporting, Advanced Search and Product View stories share (back-office-products.md
 * §2, §4, §7): the screen inside the staff providers, the bodies a call was sent, a dropdown
 * choice, and the files a download saved.
 */

/** The embedded back end's never-expiring token of the catalogue persona (`demoAccessToken('catalogue')`). */
const CATALOGUE_TOKEN = 'demo-token-catalogue';

/** The screen as the shell shows it, for catalogue staff. */
export function CatalogueScreen({ location, children }: { location: string; children: ReactNode }) {
  return (
    <BackOfficeStory persona="catalogue" accessToken={CATALOGUE_TOKEN} location={location}>
      {() => children}
    </BackOfficeStory>
  );
}

/**
 * Records the JSON bodies sent to a call. A story's msw handler calls `record(request)` and
 * returns undefined, so the embedded back end still answers.
 */
export function bodyRecorder(): { bodies: Record<string, unknown>[]; record: (request: Request) => Promise<undefined> } {
  const bodies: Record<string, unknown>[] = [];
  return {
    bodies,
    record: async (request) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    },
  };
}

/** Picks an option of a labelled dropdown (Radix Select renders its list outside the canvas). */
export async function choose(combobox: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Clicks a sortable column header. */
export async function sortBy(table: HTMLElement, column: string) {
  await userEvent.click(within(within(table).getByRole('columnheader', { name: column })).getByRole('button'));
}

/** Runs `act` while capturing the names of the files it saves (the download link's `download`). */
export async function savedFiles(act: () => Promise<void>, expected: string[]) {
  const files: string[] = [];
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) files.push(this.download);
  });
  try {
    await act();
    await waitFor(() => expect(files).toEqual(expected), { timeout: 5000 });
  } finally {
    click.mockRestore();
  }
}

/** The counter once a search answered: 'N Results (Viewing 1-M of N)'. */
export const counterPattern = /^(\d+) Results \(Viewing 1-(\d+) of \1\)$/;
