import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Holidays } from '@joinery/pages/admin/Holidays';
import {
  allFlows,
  flowsMeta,
  flowStories,
  linksOf,
  type FlowStory,
  type Measured,
} from './flowStories';
import { StepThrough } from './StepThrough';

/**
 * The admin machines' maps (issue 21): one story per machine of packages/flows/src/admin.
 * A machine added to that domain fails these stories until it has its line below (and in `keys`).
 */
export default { title: 'Flows/Admin', ...flowsMeta };

const keys = [
  'bidAdmin',
  'bidDialog',
  'bidHistory',
  'bidsList',
  'holiday',
  'holidaysList',
  'inactiveReport',
  'locationAdmin',
  'locationForm',
  'locationsList',
  'menuGroup',
  'menuGroupsList',
  'quoteRequestDialog',
  'quoteRequestsList',
  'rankingReports',
  'sowList',
  'sowOptions',
  'sowPreview',
  'sowQuestions',
  'sowTabs',
  'sowTypes',
  'sowWizard',
  'surveyReport',
  'userDialog',
  'userHistory',
  'usersList',
] as const;
const flow = flowStories('admin', keys);

export const BidAdmin = flow('bidAdmin');
export const BidDialog = flow('bidDialog');
export const BidHistory = flow('bidHistory');
export const BidsList = flow('bidsList');
export const Holiday = flow('holiday');
export const HolidaysList = flow('holidaysList');
export const InactiveReport = flow('inactiveReport');
export const LocationAdmin = flow('locationAdmin');
export const LocationForm = flow('locationForm');
export const LocationsList = flow('locationsList');
export const MenuGroup = flow('menuGroup');
export const MenuGroupsList = flow('menuGroupsList');
export const QuoteRequestDialog = flow('quoteRequestDialog');
export const QuoteRequestsList = flow('quoteRequestsList');
export const RankingReports = flow('rankingReports');
export const SowList = flow('sowList');
export const SowOptions = flow('sowOptions');
export const SowPreview = flow('sowPreview');
export const SowQuestions = flow('sowQuestions');
export const SowTabs = flow('sowTabs');
export const SowTypes = flow('sowTypes');
export const SowWizard = flow('sowWizard');
export const SurveyReport = flow('surveyReport');
export const UserDialog = flow('userDialog');
export const UserHistory = flow('userHistory');
export const UsersList = flow('usersList');

/**
 * Step through any screen (issue 30): the Holidays list, whose list machine starts at once and
 * whose record dialog starts its own machine. The buttons drive the very actor the screen shows
 * (a typed payload goes with the event); once the dialog has run, the chooser shows its machine
 * and the path it took. (While a modal dialog is open the page beside it is inert, as for a user.)
 */
export const HolidaysStepThrough: FlowStory = {
  name: 'Holidays: step through',
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <div style={{ padding: 16 }}>
      <StepThrough
        flows={allFlows}
        linksOf={(key) => linksOf(loaded['measured'] as Measured, key)}
        screen={<Holidays />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const T = { timeout: 10_000 };
    // The list's machine is the first one the screen starts.
    await canvas.findByRole('group', { name: 'Holidays List statechart' }, T);
    const current = () => canvas.getByTestId('current-state');
    await waitFor(() => expect(current()).toHaveTextContent('loaded'), T);
    // An event with its payload, typed as JSON, searches the screen's own list.
    const payload = canvas.getByRole('textbox', { name: 'Payload (JSON object)' });
    await userEvent.clear(payload);
    await userEvent.paste('{"text": "no holiday is called this"}');
    const events = () => canvas.getByRole('group', { name: 'Events the current state accepts' });
    await userEvent.click(within(events()).getByRole('button', { name: 'list.search' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(
          'no holiday is called this',
        ),
      T,
    );
    await userEvent.clear(payload);
    await userEvent.paste('{"text": ""}');
    await userEvent.click(within(events()).getByRole('button', { name: 'list.search' }));
    await waitFor(
      () => expect(canvas.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(''),
      T,
    );
    await userEvent.click(within(events()).getByRole('button', { name: 'list.reload' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('list', { name: 'Path so far' })).toHaveTextContent(
          /list\.reload → loading.*→ loaded/,
        ),
      T,
    );
    // The dialog starts its own machine; once closed, the chooser offers it with its path.
    await userEvent.click(canvas.getByRole('button', { name: '+ Create Holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Holiday' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Machine' }, T), 'Holiday');
    await canvas.findByRole('group', { name: 'Holiday statechart' }, T);
    await expect(canvas.getByRole('list', { name: 'Path so far' })).toHaveTextContent(
      /holiday\.cancel → cancelled/,
    );
  },
};
