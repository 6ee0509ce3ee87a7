import { userEvent, waitFor } from 'storybook/test';

/**
 * For stories: press an arrow key in a Radix radio group the way a person does.
 *
 * Radix moves focus a tick after the arrow's keydown, and chooses the option only if the key is
 * still down by then. A scripted key press releases at once, so hold the key until focus has
 * moved, then let go.
 */
export async function pressArrow(direction: 'Up' | 'Down' | 'Left' | 'Right', focusMoved: () => Promise<void>) {
  await userEvent.keyboard(`{Arrow${direction}>}`);
  await waitFor(focusMoved);
  await userEvent.keyboard(`{/Arrow${direction}}`);
}
