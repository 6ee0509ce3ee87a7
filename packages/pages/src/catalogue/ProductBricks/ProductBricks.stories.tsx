import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, expect, getConfig, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { withDownloads } from '@joinery/mocks/handlers/shared/storyDownloads';
import {
  catalogueListStoryDefaults,
  conflictListStory,
  createAfterFailedListStory,
  errorSpoken,
  expectFullScreen,
  emptyListStory,
  failedListStory,
  listLoaded,
  loadingListStory,
  searchList,
  WRONG_FILE_TYPE,
  xlsxFile,
} from '../storySupport/catalogueListStories';
import { ProductBricks } from './ProductBricks';
import { brickScreenMessages as m } from '@joinery/flows/catalogue';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { badUploads } from '../storySupport/badUploads';
import { setStaffTokenSource, TOKEN_EXPIRY_SKEW_SECONDS } from '@joinery/flows/api/staff/request';
import { bricksHandlers } from '@joinery/mocks/handlers/catalogue/bricks';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { captureGets } from '@joinery/mocks/handlers/catalogue/storyGets';
import { brickSourceFieldNames } from '@joinery/flows/catalogue/catalogueRules';
import { expectAnnounced } from '../../../../../.storybook/announced';

const meta = {
  title: 'Pages/Catalogue/Product Bricks',
  component: ProductBricks,
  ...catalogueListStoryDefaults,
  // The value dialog opened over the full-screen brick dialog took over testing-library's default
  // second on a loaded machine (Create Values not found in a full-file run; found when run alone).
  beforeEach: () => {
    const previous = getConfig().asyncUtilTimeout;
    configure({ asyncUtilTimeout: 10_000 });
    return () => configure({ asyncUtilTimeout: previous });
  },
} satisfies Meta<typeof ProductBricks>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findBrickRow(canvasElement: HTMLElement, name: string) {
  const table = await searchList(canvasElement, name, 'Product Bricks');
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.toLowerCase().includes(name.toLowerCase()));
    if (!row)
      throw new Error(
        `no row for ${name} in ${within(table)
          .getAllByRole('row')
          .map((r) => r.textContent)
          .join(' | ')}`,
      );
    return row;
  });
}

/** Opens the Edit Brick modal of a brick found by name. */
async function openBrick(canvasElement: HTMLElement, name: string) {
  const row = await findBrickRow(canvasElement, name);
  await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Brick' });
}

const valuesFile = (rows: (string | number)[][]) => xlsxFile(rows, 'values.xlsx');

/** Filled: the seeded bricks, newest edit first, with the columns of §2. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product Bricks' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Product Bricks' });
    for (const header of ['Brick Name', 'Last Edited', 'Source', 'Example']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    await expect(canvas.getByRole('button', { name: 'Create Brick' })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** A spinner while fetching; the search is disabled until the list is in. */
export const Loading: Story = loadingListStory('bricks.list');

export const Empty: Story = emptyListStory('Product Bricks', {
  bricks: [http.get('*/bridgesys/ProductBricks', () => HttpResponse.json([]))],
});

/** Prefix search, any case, with the matched prefix highlighted. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await findBrickRow(canvasElement, 'door');
    await expect(within(row).getByText('Door', { selector: 'mark' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Product Bricks' });
    await expect(within(table).queryByText('Width')).toBeNull();
    // A prefix only: "style" matches nothing.
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by name' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'style');
    await expect(await canvas.findByText('No Records')).toBeVisible();
  },
};

/** The list call fails: the shared error dialog, then the server-error text in place of the list. */
export const Failed: Story = failedListStory('bricks.list');

const bricksList = {
  call: 'bricks.list',
  gets: captureGets('*/bridgesys/ProductBricks'),
  group: 'bricks',
  handlers: bricksHandlers,
  table: 'Product Bricks',
  columns: Object.values(m.columns),
};

/** The list call answers 409: OK fetches the list again (two GETs) and the bricks are shown. */
export const ListConflictRefetches: Story = conflictListStory(bricksList);

/** The list failed; a brick created anyway closes its dialog and reloads the list (two GETs) with it. */
export const CreateAfterFailedList: Story = createAfterFailedListStory(
  bricksList,
  async (canvasElement) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: m.createBrick }));
    const dialog = await screen.findByRole('dialog', { name: m.createBrick });
    await expectFullScreen(dialog);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${m.name}`) }),
      'Glass Type',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${m.length}`) }),
      '3',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: m.exact }));
    return { name: 'Glass Type', save: within(dialog).getByRole('button', { name: m.submit }) };
  },
);

/** Create: Submit waits for Name and Length; a value is added; the list reloads with the new brick and a toast says it was saved. */
export const CreateBrick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Brick' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Brick' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(dialog).toHaveTextContent('Name is required.');
    await expect(within(dialog).queryByRole('textbox', { name: 'Brick ID' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Export' })).toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Glass Type');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Length/ }), '3');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Exact' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Value' }));
    const valueDialog = await screen.findByRole('dialog', { name: 'Create Values' });
    await userEvent.type(within(valueDialog).getByRole('textbox', { name: /^Name/ }), 'Frosted');
    await userEvent.type(within(valueDialog).getByRole('textbox', { name: /^Code/ }), ' FRS ');
    await userEvent.click(within(valueDialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Values' })).toBeNull());
    // Codes are lower-cased and trimmed.
    await expect(
      within(within(dialog).getByRole('table', { name: 'Values' })).getByText('frs'),
    ).toBeInTheDocument();

    await expect(submit).toBeEnabled();
    // Issue 46: the save is spoken politely (the toast's live region), not only shown.
    await expectAnnounced(() => userEvent.click(submit), 'polite', /^Record saved$/, {
      timeout: 10_000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Brick' })).toBeNull());
    // The shared record dialog's feedback once the modal closes on a successful save.
    const toast = await screen.findByText('Record saved', {}, { timeout: 10_000 });
    await expect(toast).toBeVisible();
    await expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    const row = await findBrickRow(canvasElement, 'Glass');
    await expect(row).toHaveTextContent('Glass Type');
  },
};

/** Edit: the Brick ID shows, Import and Export are offered, the values filter by name or code. */
export const EditBrick: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    await expect(within(dialog).getByRole('textbox', { name: 'Brick ID' })).toHaveValue('8');
    await expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Door Style');
    await expect(within(dialog).getByRole('button', { name: 'Export' })).toBeEnabled();
    const values = within(dialog).getByRole('table', { name: 'Values' });
    await expect(within(values).getByText('Shaker')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Filter By' }), 'rai');
    await waitFor(() => expect(within(values).queryByText('Shaker')).toBeNull());
    await expect(within(values).getByText('Raised Panel')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Brick' })).toBeNull());
  },
};

/** §7 BrickValuesExport: the brick's values are saved as BrickValues_Export.xlsx. */
export const ExportValues: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    const exportButton = within(dialog).getByRole('button', { name: 'Export' });
    await withDownloads(async (files) => {
      await userEvent.click(exportButton);
      await waitFor(() => expect(files).toEqual(['BrickValues_Export.xlsx']), { timeout: 10_000 });
    });
    await expect(screen.queryByRole('dialog', { name: /- Error$/ })).toBeNull();
  },
};

/** §5: with Exact the code must be as long as the brick; with Max at most as long. */
export const ValueCodeLengthRules: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Value' }));
    let valueDialog = await screen.findByRole('dialog', { name: 'Create Values' });
    await expect(valueDialog).toHaveTextContent(
      'The code must be exactly 3 characters; it is saved in lower case.',
    );
    await userEvent.type(within(valueDialog).getByRole('textbox', { name: /^Code/ }), 'ab');
    await userEvent.tab();
    await expect(
      await within(valueDialog).findByText('Code length must equal 3'),
    ).toBeInTheDocument();
    await userEvent.click(within(valueDialog).getByRole('button', { name: 'Save Changes' }));
    await expect(within(valueDialog).getByText('Required field')).toBeInTheDocument();
    await userEvent.click(within(valueDialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Max' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Value' }));
    valueDialog = await screen.findByRole('dialog', { name: 'Create Values' });
    await userEvent.type(within(valueDialog).getByRole('textbox', { name: /^Code/ }), 'abcd');
    await userEvent.tab();
    await expect(
      await within(valueDialog).findByText('Code length must be less than or equal to 3'),
    ).toBeInTheDocument();
  },
};

export const ImportWrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    const input = within(dialog).getByLabelText(/^Import/);
    // Issue 46: the refusal is said at once.
    await expectAnnounced(
      () =>
        userEvent.upload(
          input,
          new File(['BRICKID,CODE,NAME'], 'values.csv', { type: 'text/csv' }),
          { applyAccept: false },
        ),
      'assertive',
      WRONG_FILE_TYPE,
    );
    // The message under Import describes the field.
    await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(WRONG_FILE_TYPE)));
    await expect((input as HTMLInputElement).value).toBe('');
  },
};

/** §5: the headings must be BRICKID, CODE and NAME in that order; each missing one has its own error. */
export const ImportBadHeaders: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    for (const [header, error] of [
      [['CODE', 'NAME'], 'Missing BrickID column'],
      [['BRICKID', 'NAME', 'CODE'], 'Missing Code column'],
      [['BRICKID', 'CODE'], 'Missing Name column'],
    ] as const) {
      const file = await valuesFile([[...header], [8, 'cth', 'Cathedral']]);
      // Issue 46: focus moves into the Import Values dialog, read with the file's problem.
      await expectAnnounced(
        () => userEvent.upload(within(dialog).getByLabelText(/^Import/), file),
        'focus',
        `dialog, Import Values, ${error}`,
      );
      const importDialog = await screen.findByRole('dialog', { name: 'Import Values' });
      await expect(
        within(importDialog).getByRole('list', { name: 'Import Values' }),
      ).toHaveTextContent(error);
      await userEvent.click(within(importDialog).getByRole('button', { name: 'Close' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Import Values' })).toBeNull(),
      );
    }
  },
};

/** Progress runs to 100 and the brick is re-fetched with the imported value. */
export const ImportSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    // Issue 46: the import's success is spoken politely.
    await expectAnnounced(
      async () =>
        userEvent.upload(
          within(dialog).getByLabelText(/^Import/),
          await valuesFile([
            ['BRICKID', 'CODE', 'NAME'],
            [8, 'CTH', 'Cathedral'],
          ]),
        ),
      'polite',
      'Import Successful',
    );
    const progress = await within(dialog).findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
    await expect(
      await within(within(dialog).getByRole('table', { name: 'Values' })).findByText('Cathedral'),
    ).toBeInTheDocument();
  },
};

/** The server refuses rows: the percent returns to 0 and the Import Values dialog lists them. */
export const ImportRowErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    // Issue 46: focus moves into the Import Values dialog, which is read with the refused rows.
    await expectAnnounced(
      async () =>
        userEvent.upload(
          within(dialog).getByLabelText(/^Import/),
          await valuesFile([
            ['BRICKID', 'CODE', 'NAME'],
            [8, 'TOOLONG', 'Too long'],
          ]),
        ),
      'focus',
      /^dialog, Import Values, .*Row 2/,
    );
    const importDialog = await screen.findByRole('dialog', { name: 'Import Values' });
    await expect(importDialog).toHaveTextContent(/Row 2/);
  },
};

/** §4 Conflict: a 409 on Submit shows its dialog; OK re-fetches the brick. */
export const ConflictRefetches: Story = {
  parameters: { faults: { 'bricks.update': { status: 409, times: 1 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    const example = within(dialog).getByRole('textbox', { name: 'Example Code' });
    await userEvent.clear(example);
    await userEvent.type(example, 'rpn');
    // Issue 46: focus moves into the conflict dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Submit' })),
      'focus',
      errorSpoken(409, errorDialogMessages.conflict),
    );
    const conflict = await screen.findByRole('dialog', { name: '409 - Error' });
    await expect(conflict).toHaveTextContent('Record changed, Hit OK to refresh');
    await userEvent.click(within(conflict).getByRole('button', { name: 'OK' }));
    const reloaded = await screen.findByRole('dialog', { name: 'Edit Brick' });
    await waitFor(() =>
      expect(within(reloaded).getByRole('textbox', { name: 'Example Code' })).toHaveValue('shk'),
    );
  },
};

export const SaveFails: Story = {
  parameters: { faults: { 'bricks.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    // Issue 46: focus moves into the error dialog, which is read with its text.
    await expectAnnounced(
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Submit' })),
      'focus',
      `dialog, 500 - Error, ${errorDialogMessages.serverError}`,
    );
    const failure = await screen.findByRole('dialog', { name: '500 - Error' });
    await userEvent.click(within(failure).getByRole('button', { name: 'OK' }));
    await expect(await screen.findByRole('dialog', { name: 'Edit Brick' })).toBeInTheDocument();
    // A refused save is not a saved record: no toast.
    await expect(screen.queryByText('Record saved')).toBeNull();
  },
};

export const OpenFails: Story = {
  parameters: { faults: { 'bricks.get': { status: 404 } } },
  play: async ({ canvasElement }) => {
    const row = await findBrickRow(canvasElement, 'Door Style');
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(within(row).getByRole('button', { name: 'Edit' })),
      'focus',
      errorSpoken(404, errorDialogMessages.notFound),
    );
    const failure = await screen.findByRole('dialog', { name: '404 - Error' });
    await expect(failure).toHaveTextContent(
      'Record not found, please select another record or contact support team',
    );
    await userEvent.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard only: search, open the create modal, type, and cancel with Escape. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    canvas.getByRole('searchbox', { name: 'Search by name' }).focus();
    await userEvent.keyboard('wid');
    await expect(await canvas.findByText('Wid', { selector: 'mark' })).toBeVisible();
    await userEvent.tab();
    while (document.activeElement !== canvas.getByRole('button', { name: 'Create Brick' }))
      await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Create Brick' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/*
 * §4 Sign-in: "An expired token triggers a silent renew before each call." The signed-in token
 * below expires in 10 s, inside the 30 s the client renews ahead; the list call must wait for the
 * renewal and carry the new token. The stories put the fixed demo token back afterwards.
 */
const bricksListAuthorizations: string[] = [];
const recordBricksListAuthorization = http.get('*/bridgesys/ProductBricks', ({ request }) => {
  bricksListAuthorizations.push(request.headers.get('Authorization') ?? '');
  return undefined;
});
let renewals = 0;
const renewedToken = demoAccessToken('all-roles', Math.floor(Date.now() / 1000) + 3600);
function tokenAboutToExpire(renew: () => Promise<string | undefined>) {
  return () => {
    bricksListAuthorizations.splice(0);
    renewals = 0;
    const expiresAt = Math.floor(Date.now() / 1000) + TOKEN_EXPIRY_SKEW_SECONDS - 20;
    setStaffTokenSource({
      current: () => ({ accessToken: demoAccessToken('all-roles', expiresAt), expiresAt }),
      renew: () => {
        renewals += 1;
        return renew();
      },
    });
    return () =>
      setStaffTokenSource({
        current: () => ({ accessToken: demoAccessToken('all-roles') }),
        renew: async () => demoAccessToken('all-roles'),
      });
  };
}

/** The token is about to expire: it is renewed silently first, and the list call carries the new one. */
export const TokenRenewedBeforeCall: Story = {
  parameters: { msw: { handlers: { bricks: [recordBricksListAuthorization, ...bricksHandlers] } } },
  beforeEach: tokenAboutToExpire(async () => renewedToken),
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('table', { name: 'Product Bricks' }),
    ).toBeVisible();
    await expect(renewals).toBeGreaterThan(0);
    await expect(bricksListAuthorizations).toEqual([`Bearer ${renewedToken}`]);
  },
};

/** The silent renewal fails: no call is made, and the error dialog reads §8's 401 text. */
export const TokenRenewalFails: Story = {
  parameters: { msw: { handlers: { bricks: [recordBricksListAuthorization, ...bricksHandlers] } } },
  beforeEach: tokenAboutToExpire(async () => {
    throw new Error('login_required');
  }),
  play: async ({ canvasElement, mount }) => {
    // Issue 46: focus moves into the error dialog as the screen opens, read with its text.
    await expectAnnounced(
      () => mount(),
      'focus',
      errorSpoken(401, errorDialogMessages.unauthorized),
    );
    const dialog = await screen.findByRole('dialog', { name: '401 - Error' });
    await expect(dialog).toHaveTextContent('User is no longer authorized please log back in');
    await expect(bricksListAuthorizations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(
      await within(canvasElement).findByText(
        'An error has occurred on the server. Please contact support team so that it can be investigated',
      ),
    ).toBeVisible();
  },
};

/*
 * The Create Brick modal's fields (§2): no Brick ID, Name* and Length* marked required, Source Field
 * offering Select and the legacy host-system fields, Max or Exact, Example Code, Cancel and Submit.
 * A value added while creating is edited with its edit icon, its code locked (§5 "the code cannot
 * be edited when creating a brick"). Submit sends the trimmed name, Select as no source field and
 * each value with language en (§3, §5, §7), and stays disabled while the save runs (§4).
 */
const createdBrick = captureBodies('post', '*/bridgesys/ProductBricks');
let releaseCreate: () => void = () => undefined;
const holdCreate = http.post(
  '*/bridgesys/ProductBricks',
  () => new Promise<undefined>((resolve) => (releaseCreate = () => resolve(undefined))),
);
export const CreateBrickFields: Story = {
  parameters: {
    msw: { handlers: { bricks: [createdBrick.handler, holdCreate, ...bricksHandlers] } },
  },
  play: async ({ canvasElement }) => {
    createdBrick.reset();
    await listLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Brick' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Brick' });
    const field = (name: RegExp | string) => within(dialog).getByRole('textbox', { name });
    await expect(within(dialog).queryByRole('textbox', { name: 'Brick ID' })).toBeNull();
    await expect(field(/^Name/)).toBeRequired();
    await expect(field(/^Length/)).toBeRequired();
    await expect(field('Example Code')).not.toBeRequired();
    await expect(within(dialog).getByRole('radio', { name: 'Max' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Exact' })).not.toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    const source = within(dialog).getByRole('combobox', { name: 'Source Field' });
    await expect(source).toHaveTextContent('Select');
    await userEvent.click(source);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual(['Select', ...brickSourceFieldNames]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());

    await userEvent.click(field(/^Name/));
    await userEvent.paste('  Glass Type  ');
    await userEvent.type(field(/^Length/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Value' }));
    let valueDialog = await screen.findByRole('dialog', { name: 'Create Values' });
    await userEvent.type(within(valueDialog).getByRole('textbox', { name: /^Name/ }), 'Frost');
    await userEvent.type(within(valueDialog).getByRole('textbox', { name: /^Code/ }), 'frs');
    await userEvent.click(within(valueDialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Values' })).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit value Frost' }));
    valueDialog = await screen.findByRole('dialog', { name: 'Edit Values' });
    const code = within(valueDialog).getByRole('textbox', { name: /^Code/ });
    await expect(code).toHaveAttribute('readonly');
    await expect(valueDialog).toHaveTextContent(
      'Codes can be edited once the brick has been created.',
    );
    await userEvent.type(code, 'x');
    await expect(code).toHaveValue('frs');
    await userEvent.type(within(valueDialog).getByRole('textbox', { name: /^Name/ }), 'ed');
    await userEvent.click(within(valueDialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Values' })).toBeNull());
    await expect(
      within(within(dialog).getByRole('table', { name: 'Values' })).getByText('Frosted'),
    ).toBeInTheDocument();

    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await waitFor(() => expect(createdBrick.bodies).toHaveLength(1));
    await expect(submit).toBeDisabled();
    await expect(createdBrick.bodies[0]).toMatchObject({
      name: 'Glass Type',
      length: 3,
      example: '',
      sourceField: null,
      values: [{ code: 'frs', name: 'Frosted', language: 'en' }],
    });
    // Issue 46: once the held save answers, it is spoken (the toast).
    await expectAnnounced(() => releaseCreate(), 'polite', /^Record saved$/, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Brick' })).toBeNull());
  },
};

const valueImports = captureBodies(
  'post',
  '*/bridgesys/ProductBricks/BrickValueImport/:brickId/:exact',
);

/**
 * Issue 36, bad uploads: a text file renamed .xlsx, an empty .xlsx, 5 MB of random bytes and a
 * workbook with wrong headers are each answered in the Import Values dialog (§4: import errors
 * show there) with the reason, nothing is sent, and the edited name and the values stay.
 */
export const ImportBadFilesAnswered: Story = {
  parameters: { msw: { handlers: { bricks: [valueImports.handler, ...bricksHandlers] } } },
  play: async ({ canvasElement, step }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' 2');
    const values = within(dialog).getByRole('table', { name: 'Values' });
    // The table's own count of its rows (it draws only those in and near view).
    const rowsBefore = values.getAttribute('aria-rowcount') ?? '';
    await expect(Number(rowsBefore)).toBeGreaterThan(1);
    const files = await badUploads('values.xlsx', [
      ['CODE', 'NAME'],
      ['cth', 'Cathedral'],
    ]);
    const unreadable =
      'The spreadsheet could not be read. Check that it is a valid .xlsx file and try again.';
    for (const [i, { what, file }] of files.entries()) {
      await step(what, async () => {
        // Issue 46: focus moves into Import Values, read with the reason the file was refused.
        await expectAnnounced(
          () => userEvent.upload(within(dialog).getByLabelText(/^Import/), file),
          'focus',
          `dialog, Import Values, ${i < 3 ? unreadable : 'Missing BrickID column'}`,
        );
        const importDialog = await screen.findByRole('dialog', { name: 'Import Values' });
        await expect(
          within(importDialog).getByRole('list', { name: 'Import Values' }),
        ).toHaveTextContent(i < 3 ? unreadable : 'Missing BrickID column');
        await userEvent.click(within(importDialog).getByRole('button', { name: 'Close' }));
        await waitFor(() =>
          expect(screen.queryByRole('dialog', { name: 'Import Values' })).toBeNull(),
        );
      });
    }
    await expect(valueImports.bodies).toHaveLength(0);
    await expect(name).toHaveValue('Door Style 2');
    await expect(values).toHaveAttribute('aria-rowcount', rowsBefore);
  },
};

const ERROR_500 = `500${errorDialogMessages.titleSuffix}`;

/** The import call fails: the error dialog, the progress back to 0 (§4: no bar), the values as they were. */
export const ImportFails: Story = {
  parameters: { faults: { 'bricks.importValues': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    const file = await valuesFile([
      ['BRICKID', 'CODE', 'NAME'],
      [8, 'CTH', 'Cathedral'],
    ]);
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(
      () => userEvent.upload(within(dialog).getByLabelText(/^Import/), file),
      'focus',
      errorSpoken(500, errorDialogMessages.serverError),
    );
    const error = await screen.findByRole('dialog', { name: ERROR_500 });
    await expect(error).toHaveTextContent(errorDialogMessages.serverError);
    await userEvent.click(within(error).getByRole('button', { name: errorDialogMessages.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ERROR_500 })).toBeNull());
    // The progress is back to 0: no bar.
    await expect(within(dialog).queryByRole('progressbar', { name: m.importProgress })).toBeNull();
    await expect(
      within(within(dialog).getByRole('table', { name: 'Values' })).queryByText('Cathedral'),
    ).toBeNull();
  },
};

/** The export call fails: the error dialog; nothing is saved and Export is offered again. */
export const ExportFails: Story = {
  parameters: { faults: { 'bricks.exportValues': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openBrick(canvasElement, 'Door Style');
    const exportButton = within(dialog).getByRole('button', { name: 'Export' });
    await withDownloads(async (files) => {
      // Issue 46: focus moves into the error dialog, read with its text.
      await expectAnnounced(
        () => userEvent.click(exportButton),
        'focus',
        errorSpoken(500, errorDialogMessages.serverError),
      );
      const error = await screen.findByRole('dialog', { name: ERROR_500 });
      await userEvent.click(within(error).getByRole('button', { name: errorDialogMessages.ok }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: ERROR_500 })).toBeNull());
      await expect(files).toEqual([]);
    });
    await waitFor(() => expect(exportButton).toBeEnabled());
  },
};
