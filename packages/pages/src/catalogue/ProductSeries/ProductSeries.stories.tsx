import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import {
  catalogueListStoryDefaults,
  conflictListStory,
  createAfterFailedListStory,
  emptyListStory,
  errorSpoken,
  failedListStory,
  listLoaded,
  loadingListStory,
  openByName,
  searchList,
} from '../storySupport/catalogueListStories';
import { ProductSeries } from './ProductSeries';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { captureGets } from '@joinery/mocks/handlers/catalogue/storyGets';
import { seriesHandlers } from '@joinery/mocks/handlers/catalogue/series';
import { seriesScreenMessages } from '@joinery/flows/catalogue';
import { errorDialogMessages } from '@joinery/flows/staff/shell';

const meta = {
  title: 'Pages/Catalogue/Product Series',
  component: ProductSeries,
  ...catalogueListStoryDefaults,
} satisfies Meta<typeof ProductSeries>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchFor = (canvasElement: HTMLElement, text: string) =>
  searchList(canvasElement, text, 'Product Series');
const openSeries = (canvasElement: HTMLElement, name: string) =>
  openByName(canvasElement, name, { table: 'Product Series', dialog: 'Edit Series' });

/** Highlights bricks in a picker's list and presses one of its move buttons. */
async function move(
  dialog: HTMLElement,
  picker: string,
  list: 'Available' | 'Selected',
  [brick]: [string],
  button: string,
) {
  const group = within(dialog).getByRole('group', { name: new RegExp(`^${picker}`) });
  const listbox = within(group).getByRole('listbox', { name: new RegExp(list) });
  await userEvent.click(within(listbox).getByRole('option', { name: brick }));
  await userEvent.click(within(group).getByRole('button', { name: button }));
  return group;
}

/** The Selected list's bricks (a locked one's accessible name carries "Locked"; its text is the brick's). */
const selectedOf = (group: HTMLElement) =>
  within(within(group).getByRole('listbox', { name: /Selected/ }))
    .queryAllByRole('option')
    .map((option) => option.firstChild?.textContent ?? option.textContent);

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Product Series' });
    for (const header of ['Series Name', 'Last Edited', 'Created By', 'Status']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(await within(table).findAllByText('Published')).not.toHaveLength(0);
    await expect(within(table).getAllByText('Unpublished')).not.toHaveLength(0);
    await expect(within(table).getAllByRole('button', { name: 'Edit' }).length).toBeGreaterThan(0);
  },
};

export const Playground: Story = {};

export const Loading: Story = loadingListStory('series.list');

export const Empty: Story = emptyListStory('Product Series', {
  series: [http.get('*/bridgesys/ProductSeries', () => HttpResponse.json([]))],
});

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const table = await searchFor(canvasElement, 'KITCHEN');
    await waitFor(() =>
      expect(within(table).getAllByText('Kitchen', { selector: 'mark' })).toHaveLength(2),
    );
    await expect(within(table).queryByText('Bath Vanities')).toBeNull();
  },
};

export const Failed: Story = failedListStory('series.list');

const seriesList = {
  call: 'series.list',
  gets: captureGets('*/bridgesys/ProductSeries'),
  group: 'series',
  handlers: seriesHandlers,
  table: 'Product Series',
  columns: Object.values(seriesScreenMessages.columns),
};

/** The list call answers 409: OK fetches the list again (two GETs) and the series are shown. */
export const ListConflictRefetches: Story = conflictListStory(seriesList);

/** The list failed; a series created anyway closes its dialog and reloads the list (two GETs) with it. */
export const CreateAfterFailedList: Story = createAfterFailedListStory(
  seriesList,
  async (canvasElement) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: seriesScreenMessages.createSeries }),
    );
    const dialog = await screen.findByRole('dialog', { name: seriesScreenMessages.createSeries });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${seriesScreenMessages.name}`) }),
      'Glass Doors',
    );
    return {
      name: 'Glass Doors',
      save: within(dialog).getByRole('button', { name: seriesScreenMessages.saveAsDraft }),
    };
  },
);

/** Create: draft needs a name; publishing also needs a SKU brick, drawn from the supplemental bricks. */
export const CreateAndPublish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Series' });
    await expect(within(dialog).getByRole('button', { name: 'Save As Draft' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Save As Draft is disabled because:Name is required.');
    await expect(within(dialog).queryByRole('textbox', { name: 'ProductSeries ID' })).toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Glass Doors');
    await expect(within(dialog).getByRole('button', { name: 'Save As Draft' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Choose at least one Joinery SKU brick to publish.');

    // The SKU picker offers only supplemental bricks.
    const sku = within(dialog).getByRole('group', { name: /^Joinery SKU Bricks/ });
    await expect(
      within(within(sku).getByRole('listbox', { name: /Available/ })).queryAllByRole('option'),
    ).toHaveLength(0);
    for (const brick of ['Width', 'Door Style', 'Finish'])
      await move(dialog, 'Supplemental Data Bricks', 'Available', [brick], 'Move to Selected');
    // Sorted by name (case is proved by SupplementalSortIgnoresCase).
    await expect(
      selectedOf(within(dialog).getByRole('group', { name: /^Supplemental Data Bricks/ })),
    ).toEqual(['Door Style', 'Finish', 'Width']);
    await move(dialog, 'Joinery SKU Bricks', 'Available', ['Width'], 'Move to Selected');
    const skuGroup = await move(
      dialog,
      'Joinery SKU Bricks',
      'Available',
      ['Door Style'],
      'Move to Selected',
    );
    // The SKU list keeps the user's order, and can be reordered.
    await expect(selectedOf(skuGroup)).toEqual(['Width', 'Door Style']);
    await userEvent.click(
      within(within(skuGroup).getByRole('listbox', { name: /Selected/ })).getByRole('option', {
        name: 'Door Style',
      }),
    );
    await userEvent.click(within(skuGroup).getByRole('button', { name: 'Move to top' }));
    await expect(selectedOf(skuGroup)).toEqual(['Door Style', 'Width']);

    // Issue 46: the publish is spoken (the shared record dialog's toast).
    await expectAnnounced(
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Publish' })),
      'polite',
      /^Record saved$/,
      { timeout: 10_000 },
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Series' })).toBeNull());
    const table = await searchFor(canvasElement, 'Glass');
    await expect(await within(table).findByText('Published')).toBeVisible();
  },
};

/** Bricks whose names start in lower and upper case: both lists sort by name ignoring case (§4), not by code point. */
const mixedCaseBricks = [
  {
    productBrickId: 901,
    name: 'crown Moulding',
    length: 3,
    exact: true,
    example: 'crn',
    sourceField: null,
    lastUpdatedAt: '2025-01-03T10:00:00Z',
  },
  {
    productBrickId: 902,
    name: 'Base Rail',
    length: 3,
    exact: true,
    example: 'bas',
    sourceField: null,
    lastUpdatedAt: '2025-01-02T10:00:00Z',
  },
  {
    productBrickId: 903,
    name: 'apron Trim',
    length: 3,
    exact: true,
    example: 'apr',
    sourceField: null,
    lastUpdatedAt: '2025-01-01T10:00:00Z',
  },
  {
    productBrickId: 904,
    name: 'Door Style',
    length: 3,
    exact: true,
    example: 'shk',
    sourceField: null,
    lastUpdatedAt: '2025-01-04T10:00:00Z',
  },
];
export const SupplementalSortIgnoresCase: Story = {
  parameters: {
    msw: {
      handlers: {
        bricks: [http.get('*/bridgesys/ProductBricks', () => HttpResponse.json(mixedCaseBricks))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Series' });
    const supplemental = within(dialog).getByRole('group', { name: /^Supplemental Data Bricks/ });
    const available = () =>
      within(within(supplemental).getByRole('listbox', { name: /Available/ }))
        .queryAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(available()).toEqual(['apron Trim', 'Base Rail', 'crown Moulding', 'Door Style']),
    );
    for (const brick of ['Door Style', 'crown Moulding', 'apron Trim'])
      await move(dialog, 'Supplemental Data Bricks', 'Available', [brick], 'Move to Selected');
    await expect(selectedOf(supplemental)).toEqual(['apron Trim', 'crown Moulding', 'Door Style']);
    await expect(available()).toEqual(['Base Rail']);
  },
};

const created = captureBodies('post', '*/bridgesys/ProductSeries');
const creating = { msw: { handlers: { series: [created.handler, ...seriesHandlers] } } };

/**
 * Save As Draft (§5): the explanatory text and "* Required for publishing" shown; Publish refused for a
 * spaces-only name; the saved payload has the trimmed name, the Notes and published 0; the list shows Unpublished.
 */
export const SaveAsDraft: Story = {
  parameters: creating,
  play: async ({ canvasElement }) => {
    created.reset();
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Series' });
    await expect(dialog).toHaveTextContent(seriesScreenMessages.explanation);
    await expect(dialog).toHaveTextContent('* Required for publishing');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, '   ');
    await expect(within(dialog).getByRole('button', { name: 'Save As Draft' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Name is required.');
    await userEvent.type(name, 'Pantry Units  ');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Notes' }),
      'Tall pantry range',
    );
    await move(dialog, 'Supplemental Data Bricks', 'Available', ['Width'], 'Move to Selected');
    // Issue 46: the save is spoken (the shared record dialog's toast).
    await expectAnnounced(
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Save As Draft' })),
      'polite',
      /^Record saved$/,
      { timeout: 10_000 },
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Series' })).toBeNull());
    await expect(created.bodies).toHaveLength(1);
    await expect(created.bodies[0]).toMatchObject({
      name: 'Pantry Units',
      notes: 'Tall pantry range',
      published: 0,
      JoinerySkuBricks: [],
    });
    await expect(
      (created.bodies[0] as { supplementalDataBricks: number[] }).supplementalDataBricks,
    ).toHaveLength(1);
    const table = await searchFor(canvasElement, 'Pantry');
    // The new series' own row.
    const row = await within(table).findByRole('row', { name: /Pantry Units/ });
    await expect(await within(row).findByText('Unpublished')).toBeVisible();
  },
};

/** Cancel: the dialog closes and nothing is saved. */
export const CancelCreate: Story = {
  parameters: creating,
  play: async ({ canvasElement }) => {
    created.reset();
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Series' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Never Saved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Series' })).toBeNull());
    await expect(created.bodies).toHaveLength(0);
    await expect(canvas.queryByText('Never Saved')).toBeNull();
  },
};

/** A published series: Save As Draft disabled, SKU list locked, a SKU brick cannot leave supplemental. */
export const EditPublished: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSeries(canvasElement, 'Kitchen Cabinets');
    const id = within(dialog).getByRole('textbox', { name: 'ProductSeries ID' });
    await expect(id).toHaveValue('1');
    await expect(id).toHaveAttribute('readonly');
    await expect(within(dialog).getByRole('button', { name: 'Save As Draft' })).toBeDisabled();
    // The locked SKU list offers no way to reorder its bricks.
    const skuGroup = within(dialog).getByRole('group', { name: /^Joinery SKU Bricks/ });
    for (const name of ['Move to top', 'Move up', 'Move down', 'Move to bottom'])
      await expect(within(skuGroup).queryByRole('button', { name })).toBeNull();
    await expect(dialog).toHaveTextContent('A published series cannot be saved as a draft.');
    await move(
      dialog,
      'Supplemental Data Bricks',
      'Selected',
      ['Product Line'],
      'Move to Available',
    );
    await expect(
      await within(dialog).findByText(
        '1 or more supplemental bricks are used in the SKU and cannot be removed',
      ),
    ).toBeInTheDocument();
    const sku = within(dialog).getByRole('group', { name: /^Joinery SKU Bricks/ });
    await expect(selectedOf(sku)).toEqual(['Product Line', 'Part Code']);
  },
};

/** A published series, every supplemental brick moved out at once: refused with §8's "One or more …" wording. */
export const EditPublishedAllOut: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSeries(canvasElement, 'Kitchen Cabinets');
    const supplemental = within(dialog).getByRole('group', { name: /^Supplemental Data Bricks/ });
    const before = selectedOf(supplemental);
    await userEvent.click(
      within(supplemental).getByRole('button', { name: 'Move all to Available' }),
    );
    await expect(
      await within(dialog).findByText(
        'One or more supplemental bricks are used in the SKU and cannot be removed',
      ),
    ).toBeInTheDocument();
    await expect(
      within(dialog).queryByText(
        '1 or more supplemental bricks are used in the SKU and cannot be removed',
      ),
    ).toBeNull();
    await expect(selectedOf(supplemental)).toEqual(before);
  },
};

/** A draft: removing a supplemental brick also takes it out of the SKU, display and filter lists. */
export const EditDraftRemovesEverywhere: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSeries(canvasElement, 'Kitchen Accessories');
    await expect(within(dialog).getByRole('button', { name: 'Save As Draft' })).toBeEnabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Roll-outs, pull-outs and inserts. Waiting on images before publishing.',
    );
    const filterable = within(dialog).getByRole('group', { name: /^Filterable Attribute Bricks/ });
    await expect(selectedOf(filterable)).toEqual(['Accessory Type']);
    await move(
      dialog,
      'Supplemental Data Bricks',
      'Selected',
      ['Accessory Type'],
      'Move to Available',
    );
    await expect(selectedOf(filterable)).toEqual([]);
    await move(dialog, 'Supplemental Data Bricks', 'Selected', ['Width'], 'Move to Available');
    await expect(
      selectedOf(within(dialog).getByRole('group', { name: /^Display Attribute Bricks/ })),
    ).toEqual([]);
    await move(
      dialog,
      'Supplemental Data Bricks',
      'Selected',
      ['Manufacturer'],
      'Move to Available',
    );
    await expect(
      selectedOf(within(dialog).getByRole('group', { name: /^Joinery SKU Bricks/ })),
    ).toEqual(['Part Code']);
    // Issue 46: the save is spoken (the toast).
    await expectAnnounced(
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Save As Draft' })),
      'polite',
      /^Record saved$/,
      { timeout: 10_000 },
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Series' })).toBeNull());
  },
};

/** A draft without SKU bricks cannot publish. */
export const PublishBlockedWithoutSku: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSeries(canvasElement, 'Ready-to-Assemble Cabinets');
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Choose at least one Joinery SKU brick to publish.');
  },
};

export const ConflictRefetches: Story = {
  parameters: { faults: { 'series.update': { status: 409, times: 1 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openSeries(canvasElement, 'Sample Doors');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' 2');
    // Issue 46: focus moves into the conflict dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Save As Draft' })),
      'focus',
      errorSpoken(409, errorDialogMessages.conflict),
    );
    const conflict = await screen.findByRole('dialog', { name: '409 - Error' });
    await userEvent.click(within(conflict).getByRole('button', { name: 'OK' }));
    const reloaded = await screen.findByRole('dialog', { name: 'Edit Series' });
    await waitFor(() =>
      expect(within(reloaded).getByRole('textbox', { name: /^Name/ })).toHaveValue('Sample Doors'),
    );
  },
};

export const SaveFails: Story = {
  parameters: { faults: { 'series.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openSeries(canvasElement, 'Sample Doors');
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Save As Draft' })),
      'focus',
      `dialog, 500 - Error, ${errorDialogMessages.serverError}`,
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '500 - Error' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await expect(await screen.findByRole('dialog', { name: 'Edit Series' })).toBeInTheDocument();
  },
};

/** Publish fails: the '500 - Error' dialog; OK leaves Edit Series open with Publish offered again. */
export const PublishFails: Story = {
  parameters: { faults: { 'series.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openSeries(canvasElement, 'Kitchen Cabinets');
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(
      () =>
        userEvent.click(within(dialog).getByRole('button', { name: seriesScreenMessages.publish })),
      'focus',
      errorSpoken(500, errorDialogMessages.serverError),
    );
    const error = await screen.findByRole('dialog', {
      name: `500${errorDialogMessages.titleSuffix}`,
    });
    await expect(error).toHaveTextContent(errorDialogMessages.serverError);
    await userEvent.click(within(error).getByRole('button', { name: errorDialogMessages.ok }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: `500${errorDialogMessages.titleSuffix}` }),
      ).toBeNull(),
    );
    const still = screen.getByRole('dialog', { name: seriesScreenMessages.editTitle });
    await expect(
      within(still).getByRole('textbox', { name: seriesScreenMessages.seriesId }),
    ).toHaveValue('1');
    await expect(
      within(still).getByRole('button', { name: seriesScreenMessages.publish }),
    ).toBeEnabled();
  },
};

/** The series cannot be read: no Edit Series dialog, the 404 text instead; OK leaves the list as it was. */
export const OpenFails: Story = {
  parameters: { faults: { 'series.get': { status: 404 } } },
  play: async ({ canvasElement }) => {
    const rows = await searchFor(canvasElement, 'Sample Doors');
    const open = await within(rows).findByRole('button', { name: 'Sample Doors' });
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(open),
      'focus',
      errorSpoken(404, errorDialogMessages.notFound),
    );
    const failure = await screen.findByRole('dialog', { name: '404 - Error' });
    await expect(failure).toHaveTextContent(
      'Record not found, please select another record or contact support team',
    );
    await expect(screen.queryByRole('dialog', { name: 'Edit Series' })).toBeNull();
    await userEvent.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(rows).getByRole('button', { name: 'Sample Doors' })).toBeVisible();
  },
};

/** The brick list cannot be read: the server-error text stands in for it. */
export const BrickListMissing: Story = {
  parameters: { faults: { 'bricks.list': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Series' });
    await expect(dialog).toHaveTextContent(
      'An error has occurred on the server. Please contact support team so that it can be investigated',
    );
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create Series' });
    while (document.activeElement !== create) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Create Series' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    while (document.activeElement !== name) await userEvent.tab();
    await userEvent.keyboard('Keyboard series');
    await expect(within(dialog).getByRole('button', { name: 'Save As Draft' })).toBeEnabled();
    // Edited: Escape asks first (issue 36); Keep editing has the focus, Tab reaches Discard.
    await userEvent.keyboard('{Escape}');
    const asked = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await waitFor(() =>
      expect(within(asked).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Series' })).toBeNull());
  },
};

/*
 * §4 "a click fetches the record and opens the dialog once loaded; a second click during loading is
 * ignored": the first series' fetch is held while another series is clicked; once it answers, only
 * the first series opens and only one series was fetched.
 */
const seriesFetches: string[] = [];
let releaseSeriesFetch: () => void = () => undefined;
const holdSeriesFetch = http.get('*/bridgesys/ProductSeries/:id', async ({ params }) => {
  seriesFetches.push(String(params['id']));
  await new Promise<void>((resolve) => (releaseSeriesFetch = resolve));
  return undefined;
});
export const SecondClickWhileLoading: Story = {
  parameters: { msw: { handlers: { series: [holdSeriesFetch, ...seriesHandlers] } } },
  play: async ({ canvasElement }) => {
    seriesFetches.splice(0);
    await listLoaded(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Product Series' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Kitchen Accessories' }),
    );
    await waitFor(() => expect(seriesFetches).toEqual(['5']));
    await userEvent.click(within(table).getByRole('button', { name: 'Sample Doors' }));
    releaseSeriesFetch();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Series' });
    await expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Kitchen Accessories',
    );
    await expect(seriesFetches).toEqual(['5']);
  },
};
