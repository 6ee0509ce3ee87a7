import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { shellMessages as m } from '@joinery/flows/staff/shell';
import { BackOfficeStory } from '../storySupport';
import { START_PAGE_HTML_ID, StartPage } from './StartPage';

function StartPageStory() {
  return (
    <BackOfficeStory persona="signedOut" accessToken={demoAccessToken('all-roles')} location="/">
      {() => <StartPage />}
    </BackOfficeStory>
  );
}

/** The start page at the base path (unprotected): where logout lands. */
const meta = {
  title: 'Pages/Staff/Start Page',
  component: StartPageStory,
  globals: { theme: 'staff' },
} satisfies Meta<typeof StartPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its heading and the line that sends staff to the menu. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: m.startHeading }, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByText(m.startIntro)).toBeVisible();
  },
};

/** The HTML the server puts in the page (a template) is shown under the heading, sanitised: no script, no handlers. */
export const ServerHtml: Story = {
  beforeEach: () => {
    const supplied = document.createElement('template');
    supplied.id = START_PAGE_HTML_ID;
    supplied.innerHTML =
      '<h2>Spring price list</h2><p>New <strong>door styles</strong> ship on 04-01.</p><img src="x" onerror="window.__xss=1" alt=""><script>window.__xss=1</script>';
    document.body.append(supplied);
    return () => supplied.remove();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Spring price list' }, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByText('door styles')).toBeVisible();
    await expect(canvas.queryByText(m.startIntro)).toBeNull();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  },
};
