import { afterEach, beforeEach } from 'vitest';
import { watchFocus, type FocusWatch } from './focusKept';

/**
 * Focus kept (issue 46): while each story renders and its play runs, focus is watched
 * (.storybook/focusKept.ts); a play that acted in a form or a dialog and left focus on `<body>`,
 * its focused element removed from the page, fails, naming the element that lost focus.
 *
 * Scoped to the story files it has been run over and that pass it (a new global check may not fail
 * a full run on stories nobody ran it on): add a file here once its stories pass with it.
 * `JOINERY_FOCUS_KEPT=all npx vitest run --project storybook <files>` runs it over any story file.
 */
// Run with JOINERY_FOCUS_KEPT=all and passing (the design system's dialogs, menus and form
// controls; the wish lists and both checkouts; the back office's Users and SOW wizard, once focus
// was given back after their dialogs and saves; the staff shell's screens). Run and failing, so
// not listed: staff/ErrorDialog (its stories draw the dialog alone, nothing to give focus back to).
// Holidays failed for other reasons in its run.
export const focusKeptFiles: string[] = [
  'packages/ui/src/Accordion/Accordion.stories.tsx',
  'packages/ui/src/Checkbox/Checkbox.stories.tsx',
  'packages/ui/src/CollapsibleSection/CollapsibleSection.stories.tsx',
  'packages/ui/src/CollapsibleTextField/CollapsibleTextField.stories.tsx',
  'packages/ui/src/ConfirmDialog/ConfirmDialog.stories.tsx',
  'packages/ui/src/DateField/DateField.stories.tsx',
  'packages/ui/src/Dialog/Dialog.stories.tsx',
  'packages/ui/src/DropdownMenu/DropdownMenu.stories.tsx',
  'packages/ui/src/DualListPicker/DualListPicker.stories.tsx',
  'packages/ui/src/FullScreenDialog/FullScreenDialog.stories.tsx',
  'packages/ui/src/MobileMenu/MobileMenu.stories.tsx',
  'packages/ui/src/Popover/Popover.stories.tsx',
  'packages/ui/src/QuantityInput/QuantityInput.stories.tsx',
  'packages/ui/src/RadioGroup/RadioGroup.stories.tsx',
  'packages/ui/src/Select/Select.stories.tsx',
  'packages/ui/src/Switch/Switch.stories.tsx',
  'packages/ui/src/Tabs/Tabs.stories.tsx',
  'packages/ui/src/Toast/Toast.stories.tsx',
  'packages/pages/src/storefront/Wishlists/Wishlists.stories.tsx',
  'packages/pages/src/storefront/Checkout/Checkout.stories.tsx',
  'packages/pages/src/storefront/QuoteCheckout/QuoteCheckout.stories.tsx',
  'packages/pages/src/admin/Users/Users.stories.tsx',
  'packages/pages/src/admin/Users/FiltersInAddress.stories.tsx',
  'packages/pages/src/admin/SowWizard/SowWizard.stories.tsx',
  'packages/pages/src/staff/Shell/BackOfficeShell.stories.tsx',
  'packages/pages/src/staff/LoginResult/LoginResult.stories.tsx',
  'packages/pages/src/staff/DemoIdentityProvider/DemoIdentityProvider.stories.tsx',
  'packages/pages/src/staff/SignInCallback/SignInCallback.stories.tsx',
  'packages/pages/src/staff/shared/ExportFlow/ExportFlow.stories.tsx',
  'packages/pages/src/staff/StartPage/StartPage.stories.tsx',
  'packages/pages/src/staff/MyAccount/MyAccount.stories.tsx',
  'packages/pages/src/staff/ReservedScreen/ReservedScreen.stories.tsx',
  'packages/pages/src/staff/NotFound/NotFound.stories.tsx',
];

declare const __JOINERY_FOCUS_KEPT_ALL__: boolean | undefined;
const everyFile = typeof __JOINERY_FOCUS_KEPT_ALL__ !== 'undefined' && __JOINERY_FOCUS_KEPT_ALL__;

const inScope = (file: string | undefined) =>
  Boolean(file && (everyFile || focusKeptFiles.some((each) => file.endsWith(each))));

let watch: FocusWatch | undefined;

beforeEach((context) => {
  watch?.stop();
  watch = inScope(context.task.file?.filepath) ? watchFocus(document) : undefined;
});

afterEach(async (context) => {
  const current = watch;
  watch = undefined;
  if (!current) return;
  try {
    if (context.task.result?.state === 'fail') return;
    // A closed Radix dialog hands focus back in a zero timeout: the play's end is looked at after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    current.look('when the play ended');
  } finally {
    current.stop();
  }
  const losses = current.losses();
  if (losses.length) {
    const story = (context as { story?: { id?: string } }).story;
    throw new Error(
      `Focus lost to <body> in story ${story?.id ?? context.task.name} (issue 46: focus stays on the control, or goes back to what opened a dialog):\n` +
        losses.map((loss) => `${loss.element} (${loss.inside}) was removed from the page while focused, and focus fell to <body>; seen ${loss.seen}`).join('\n'),
    );
  }
});
