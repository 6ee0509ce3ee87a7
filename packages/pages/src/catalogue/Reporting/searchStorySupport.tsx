import type { ReactNode } from 'react';
import { screen, userEvent, within } from 'storybook/test';
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

/** Picks an option of a labelled dropdown (Radix Select renders its list outside the canvas). */
export async function choose(combobox: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Clicks a sortable column header. */
export async function sortBy(table: HTMLElement, column: string) {
  await userEvent.click(within(within(table).getByRole('columnheader', { name: column })).getByRole('button'));
}


/** The counter once a search answered: 'N Results (Viewing 1-M of N)'. */
export const counterPattern = /^(\d+) Results \(Viewing 1-(\d+) of \1\)$/;
