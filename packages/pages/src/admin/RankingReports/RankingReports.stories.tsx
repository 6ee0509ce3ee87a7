import type { ReactNode } from 'react';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { CONFLICT_SPOKEN, everyRowTextOf, SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { reportsHandlers } from '@joinery/mocks/handlers/admin/reports';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory } from '../../staff/storySupport';
import { useStaffSession } from '../../staff/session';
import { countGets } from '@joinery/mocks/handlers/admin/countGets';
import { rankingReportsMessages } from '@joinery/flows/admin/rankingReports';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { RankingReports } from './RankingReports';
import { withDownloads } from '@joinery/mocks/handlers/shared/storyDownloads';

/** The screen as the shell shows it: once the session is active. */
function WhenSignedIn({ children }: { children: ReactNode }) {
  const { status } = useStaffSession();
  return status === 'active' ? children : <p>Signing in…</p>;
}

function RankingReportsStory() {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/RankingReportsList">
      {() => (
        <WhenSignedIn>
          <RankingReports />
        </WhenSignedIn>
      )}
    </BackOfficeStory>
  );
}

/**
 * Ranking Reports (/RankingReportsList; back-office-admin.md §2, §4 Export flows, §7, §9) over the
 * embedded back end's ranking of every sales team.
 */
const meta = {
  title: 'Pages/Admin/Ranking Reports',
  component: RankingReportsStory,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RankingReportsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const exports = captureBodies('post', '*/bridgesys/RankingReports/RankingReportsByExport');
const capturing = { msw: { handlers: { reports: [exports.handler, ...reportsHandlers] } } };
/** The machine is shared by several engineers' test runs: wait generously for what the user sees. */
const T = { timeout: 20000 };

async function table(canvasElement: HTMLElement, name = 'Overall') {
  const t = await within(canvasElement).findByRole('table', { name }, T);
  await waitFor(() => expect(within(t).getAllByRole('row').length).toBeGreaterThan(3), T);
  return t;
}
const dataRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const cellText = (row: HTMLElement, index: number) => row.querySelectorAll('th, td')[index]?.textContent ?? '';
const rankings = (t: HTMLElement) => dataRows(t).map((row) => Number(cellText(row, 3)));
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

async function showTab(canvasElement: HTMLElement, name: string) {
  await table(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('tab', { name }));
  return table(canvasElement, name);
}

async function chooseLocation(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Location' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** Overall: score to 2 decimals, ascending by overall ranking; Survey Results is disabled (TBD). */
export const OverallTab: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const t = await table(canvasElement);
    const tabs = within(within(canvasElement).getByRole('tablist', { name: 'Ranking report' }));
    await expect(tabs.getByRole('tab', { name: 'Overall' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Gross Margin Per Person' })).toBeEnabled();
    await expect(tabs.getByRole('tab', { name: 'Products & Services' })).toBeEnabled();
    await expect(tabs.getByRole('tab', { name: 'Survey Results (TBD)' })).toBeDisabled();
    await expect(canvasElement.querySelector('h1')).toHaveTextContent('Ranking Reports');
    await expect([...t.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Team', 'Location', 'Overall', 'Ranking']);
    for (const row of dataRows(t)) await expect(cellText(row, 2)).toMatch(/^\d{1,3}\.\d{2}$/);
    await expect(rankings(t)[0]).toBe(1);
    await expect(ascending(rankings(t))).toBe(true);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Location' })).toHaveTextContent('Select');
    const exportButtons = [...canvasElement.querySelectorAll('button')].filter((b) => b.textContent === 'Export');
    await expect(exportButtons).toHaveLength(2);
    for (const button of exportButtons) await expect(button).toBeEnabled();
  },
};

/** Gross Margin Per Person: dollars with thousands separators and 2 decimals, by its own ranking. */
export const GrossMarginTab: Story = {
  play: async ({ canvasElement }) => {
    const t = await showTab(canvasElement, 'Gross Margin Per Person');
    await expect(within(t).getByRole('columnheader', { name: 'Gross Margin Per Person' })).toBeVisible();
    for (const row of dataRows(t)) await expect(cellText(row, 2)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(dataRows(t).some((row) => cellText(row, 2).includes(','))).toBe(true);
    await expect(rankings(t)[0]).toBe(1);
    await expect(ascending(rankings(t))).toBe(true);
  },
};

/** Products & Services: a percent to 2 decimals, by its own ranking. */
export const ProductsAndServicesTab: Story = {
  play: async ({ canvasElement }) => {
    const t = await showTab(canvasElement, 'Products & Services');
    await expect(within(t).getByRole('columnheader', { name: 'Products & Services' })).toBeVisible();
    for (const row of dataRows(t)) await expect(cellText(row, 2)).toMatch(/^\d{1,3}\.\d{2}%$/);
    await expect(rankings(t)[0]).toBe(1);
    await expect(ascending(rankings(t))).toBe(true);
  },
};

/** Location filter: the report's locations after Select; choosing one shows only its teams, still by ranking. */
export const LocationFilter: Story = {
  play: async ({ canvasElement }) => {
    // Every row, scrolled through: the table draws only the rows in and near view.
    const every = await everyRowTextOf(await table(canvasElement));
    const all = every.length;
    const location = every[0]![1]!;
    const reported = [...new Set(every.map((cells) => cells[1] ?? ''))].sort();
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Location' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await expect(options[0]).toBe('Select');
    // The chooser offers the report's own locations, each once, sorted.
    await expect(options.slice(1)).toEqual(reported);
    await userEvent.click(screen.getByRole('option', { name: location }));
    const t = within(canvasElement).getByRole('table', { name: 'Overall' });
    // The table's own count of its rows (aria-rowcount counts the header row too), then every row read.
    await waitFor(() => expect(Number(t.getAttribute('aria-rowcount')) - 1).toBeLessThan(all), T);
    const shown = await everyRowTextOf(t);
    for (const cells of shown) await expect(cells[1]).toBe(location);
    await expect(ascending(shown.map((cells) => Number(cells[3])))).toBe(true);
  },
};

/** Export: the overlay with its progress; the request names the tab and the chosen location. */
export const ExportInProgress: Story = {
  parameters: { ...capturing, faults: { 'reports.rankingExport': { latencyMs: Infinity } } },
  play: async ({ canvasElement }) => {
    exports.reset();
    const t = await showTab(canvasElement, 'Products & Services');
    const location = cellText(dataRows(t)[0]!, 1);
    await chooseLocation(canvasElement, location);
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Export' })[0]!);
    await expect(await within(canvasElement).findByText('Exporting Data, Please Wait....', {}, T)).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    await waitFor(() => expect(exports.bodies.at(-1)).toEqual({ reportName: 'Products & Services', location }), T);
  },
};

/** Export done (the lower button, every location): RankingReport_Export.xlsx; the overlay hides, Export is back. */
export const ExportDone: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    exports.reset();
    await withDownloads(async (downloads) => {
      await showTab(canvasElement, 'Gross Margin Per Person');
      await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Export' })[1]!);
      await waitFor(() => expect(downloads).toEqual(['RankingReport_Export.xlsx']), T);
      await expect(exports.bodies).toEqual([{ reportName: 'Gross Margin Per Person' }]);
      await waitFor(() => expect(within(canvasElement).queryByText('Exporting Data, Please Wait....')).toBeNull(), T);
      for (const button of within(canvasElement).getAllByRole('button', { name: 'Export' })) await expect(button).toBeEnabled();
    });
  },
};

/** Export failed: an alert headed Export failed with the server's error; both Export buttons work again. */
export const ExportFailed: Story = {
  parameters: { faults: { 'reports.rankingExport': { status: 500 } } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    // Issue 46: the failure is spoken at once (assertive).
    const exportButton = within(canvasElement).getAllByRole('button', { name: 'Export' })[0]!;
    await expectAnnounced(() => userEvent.click(exportButton), 'assertive', /^Export failed\s*Got server error/, T);
    const alert = await screen.findByRole('alert', {}, T);
    await expect(alert).toHaveTextContent('Export failed');
    // §8: the error itself, not only the heading (the banner stands in for the browser alert: docs/decisions.md).
    await expect(alert).toHaveTextContent(/Got server error when calling \S*RankingReports\/RankingReportsByExport: \(500\): Internal Server Error/);
    await waitFor(() => expect(within(canvasElement).getAllByRole('button', { name: 'Export' })[0]).toBeEnabled(), T);
    for (const button of within(canvasElement).getAllByRole('button', { name: 'Export' })) await expect(button).toBeEnabled();
  },
};

/** The report call fails: the screen's error dialog, then the failure text in place of the table. */
export const ReportFailed: Story = {
  parameters: { faults: { 'reports.ranking': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the failure is spoken: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByText('The ranking reports could not be loaded.', {}, T)).toBeVisible();
    // Issue 46: nothing had focus when the error came (the screen opening), so OK gives focus to the page's heading.
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveFocus(), T);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeDisabled(), T);
  },
};

const reportGets = countGets('*/bridgesys/RankingReports');

/** §8: the report's GET answers 409 once; OK on "409 - Error" asks for it again (a second GET counted) and the Overall table shows. */
export const ReportConflictRefetches: Story = {
  parameters: {
    msw: { handlers: { reports: [reportGets.handler, ...reportsHandlers] } },
    faults: { 'reports.ranking': { status: 409, times: 1 } },
  },
  beforeEach: reportGets.reset,
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the conflict is spoken as it arrives: focus moves into the "409 - Error" dialog, read with its text.
    await expectAnnounced(() => mount(), 'focus', CONFLICT_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: '409 - Error' }, T);
    await expect(dialog).toHaveTextContent(errorDialogMessages.conflict);
    await expect(reportGets.loads.count).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reportGets.loads.count).toBe(2), T);
    await table(canvasElement);
    await expect(within(canvasElement).queryByText(rankingReportsMessages.missingReport)).toBeNull();
    // Issue 46: nothing had focus when the error came (the screen opening), so OK gives focus to the page's heading.
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveFocus(), T);
  },
};
