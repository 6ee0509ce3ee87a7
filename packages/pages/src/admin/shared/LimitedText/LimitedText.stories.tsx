import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { scopeOfWorkHandlers } from '@joinery/mocks/handlers/admin/scopeOfWork';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { BackOfficeStory } from '../../../staff/storySupport';
import { SowWizard } from '../../SowWizard';

/*
 * The administration's text boxes (LimitedText) drop bidirectional controls and zero-width
 * characters as they come in, so what is saved is clean. Issue 43: the field then says so,
 * "Hidden formatting characters were removed", since the change cannot be seen. Shown on the SOW
 * wizard's Project Name, where the issue found "report\u202Egnp.exe\u202C done" saved as
 * "reportgnp.exe done" without a word; every LimitedText box does the same.
 */

const USER = 'alex.admin@joinery.example';
const creates = captureBodies('post', '*/bridgesys/SOWproject/:projectTypeId');

function WizardStory() {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/SowsList">
      {() => <SowWizard input={{ mode: 'create', user: USER }} onClose={() => undefined} />}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Admin/Shared/Limited Text',
  component: WizardStory,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen', msw: { handlers: { scopeOfWork: [creates.handler, ...scopeOfWorkHandlers] } } },
} satisfies Meta<typeof WizardStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first story of a run loads the wizard's code and templates cold, on a busy machine. */
const SLOW = { timeout: 30_000 };
const NOTICE = 'Hidden formatting characters were removed';

async function generalInformation() {
  const dialog = await screen.findByRole('dialog', { name: /Scope of Work/ }, SLOW);
  await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Project Types' }, SLOW));
  await userEvent.click(await screen.findByRole('option', { name: 'Kitchen Remodel' }));
  return within(dialog).findByRole('region', { name: 'General Information' }, SLOW);
}

async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * A Project Name with a right-to-left override is saved without it, and the field says so under
 * the box (its description); the other fields, typed plainly, say nothing.
 */
export const HiddenCharactersRemovedSaysSo: Story = {
  beforeEach: () => creates.reset(),
  play: async () => {
    const region = await generalInformation();
    const name = within(region).getByRole('textbox', { name: /^Project Name/ });
    const customer = within(region).getByRole('textbox', { name: /^Customer Name/ });
    await enter(customer, 'Lee Ng');
    await expect(within(region).queryByText(NOTICE)).toBeNull();

    await enter(name, 'report\u202Egnp.exe\u202C done');
    await expect(name).toHaveValue('reportgnp.exe done');
    await expect(await within(region).findByRole('status')).toHaveTextContent(NOTICE);
    await expect(name).toHaveAccessibleDescription(NOTICE);
    await expect(customer).not.toHaveAccessibleDescription(NOTICE);

    await enter(within(region).getByRole('textbox', { name: /^Site Address/ }), '1 Elm St');
    await userEvent.click(within(region).getByRole('button', { name: 'Save & Continue to Next Tab' }));
    await waitFor(() => expect(creates.bodies).toHaveLength(1), SLOW);
    await expect(creates.bodies[0]).toMatchObject({
      createQuestionResults: expect.arrayContaining([expect.objectContaining({ result: 'reportgnp.exe done' })]),
    });
  },
};
