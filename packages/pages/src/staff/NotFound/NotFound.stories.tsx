import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { shellMessages as m } from '@joinery/flows/staff/shell';
import { BackOfficeStory } from '../storySupport';
import { NotFound } from './NotFound';

function NotFoundStory() {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/NoSuchScreen">
      {() => <NotFound />}
    </BackOfficeStory>
  );
}

/** A back-office address no screen has (the route guard's `notFound`), as the shell shows it under its header. */
const meta = {
  title: 'Pages/Staff/Not Found',
  component: NotFoundStory,
  globals: { theme: 'staff' },
} satisfies Meta<typeof NotFoundStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, the line, and the link that goes to the start page. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: m.notFoundHeading }, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByText(m.notFoundText)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: m.notFoundHome }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
  },
};
