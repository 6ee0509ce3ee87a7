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
// Run with JOINERY_FOCUS_KEPT=all and passing (every design-system story; the storefront's screens
// but the product page; the wish lists and both checkouts; the back office's Users and SOW wizard, once focus
// was given back after their dialogs and saves; the staff shell's screens). Then the error dialog and
// the back office's screens whose dialogs gave focus back to nothing, once they gave it back. Run
// and failing, so not listed: the product page (Wishlist Adding ends while the add is pending: the list's button closed the
// modal and the Add to Wish List button is disabled while it loads, so focus waits on <body> until
// the add is done, when ui Button's useFocusBackWhenEnabled gives it back).
export const focusKeptFiles: string[] = [
  // Every design-system story (all 61 files passed with JOINERY_FOCUS_KEPT=all, session 54).
  'packages/ui/src/',
  // The machines' stories and the QA panel's (all passed with JOINERY_FOCUS_KEPT=all, session 55).
  '.storybook/flows/',
  '.storybook/qa/',
  'packages/pages/src/shared/announced.stories.tsx',
  'packages/pages/src/storefront/Catalogue/Catalogue.stories.tsx',
  'packages/pages/src/storefront/Landing/Landing.stories.tsx',
  'packages/pages/src/storefront/NotFound/NotFound.stories.tsx',
  'packages/pages/src/storefront/OrderConfirmation/OrderConfirmation.stories.tsx',
  'packages/pages/src/storefront/ProductPage/ProductFirstView.stories.tsx',
  'packages/pages/src/storefront/RelatedProducts/RelatedProducts.stories.tsx',
  'packages/pages/src/storefront/StorefrontHeader/StorefrontHeader.stories.tsx',
  'packages/pages/src/storefront/StorefrontLogin/StorefrontLogin.stories.tsx',
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
  'packages/pages/src/staff/ErrorDialog/ErrorDialog.stories.tsx',
  'packages/pages/src/admin/InactiveReport/InactiveReport.stories.tsx',
  'packages/pages/src/admin/RankingReports/RankingReports.stories.tsx',
  'packages/pages/src/admin/CustomerSurveyReporting/CustomerSurveyReporting.stories.tsx',
  'packages/pages/src/admin/BidTracker/BidTracker.stories.tsx',
  'packages/pages/src/catalogue/Reporting/Reporting.stories.tsx',
  'packages/pages/src/catalogue/UnprocessedRecords/UnprocessedRecords.stories.tsx',
  'packages/pages/src/catalogue/ProductView/ProductView.stories.tsx',
  'packages/pages/src/admin/BidTrackerAdmin/BidTrackerAdmin.stories.tsx',
  'packages/pages/src/admin/Holidays/Holidays.stories.tsx',
  'packages/pages/src/admin/Holidays/SearchInAddress.stories.tsx',
  'packages/pages/src/admin/LocationManagementAdmin/LocationManagementAdmin.stories.tsx',
  'packages/pages/src/admin/LocationMenuGroups/LocationMenuGroups.stories.tsx',
  'packages/pages/src/admin/QuotesRequested/QuotesRequested.stories.tsx',
  'packages/pages/src/admin/QuotesRequested/SearchInAddress.stories.tsx',
  'packages/pages/src/admin/SowQuestions/SowQuestions.stories.tsx',
  'packages/pages/src/admin/shared/AdminListsEditor/AdminListsEditor.stories.tsx',
  'packages/pages/src/admin/shared/LimitedText/LimitedText.stories.tsx',
  'packages/pages/src/catalogue/AdvancedSearch/AdvancedSearch.stories.tsx',
  'packages/pages/src/catalogue/BackgroundJobs/BackgroundJobs.stories.tsx',
  'packages/pages/src/catalogue/ProductBricks/ProductBricks.stories.tsx',
  'packages/pages/src/catalogue/ProductBricks/LargeImport.stories.tsx',
  'packages/pages/src/catalogue/ProductBricks/SearchInAddress.stories.tsx',
  'packages/pages/src/catalogue/ProductBricks/SortInAddress.stories.tsx',
  'packages/pages/src/catalogue/ProductSeries/ProductSeries.stories.tsx',
  'packages/pages/src/catalogue/ProductTemplates/ProductTemplates.stories.tsx',
  // Session 55, once focus was kept (the wish-list button stays focusable while it adds; the error
  // dialogs and the discard question give focus back to what had it).
  'packages/pages/src/storefront/ProductPage/ProductPage.stories.tsx',
  'packages/pages/src/storefront/ProductPage/TraitSelect.stories.tsx',
  'packages/pages/src/catalogue/ProductView/OverrideEditor.stories.tsx',
  'packages/pages/src/catalogue/ProductBricks/DiscardChanges.stories.tsx',
];

declare const __JOINERY_FOCUS_KEPT_ALL__: boolean | undefined;
const everyFile = typeof __JOINERY_FOCUS_KEPT_ALL__ !== 'undefined' && __JOINERY_FOCUS_KEPT_ALL__;

const inScope = (file: string | undefined) =>
  Boolean(
    file &&
    (everyFile ||
      // An entry ending in "/" is a folder: every story file in it.
      focusKeptFiles.some((each) =>
        each.endsWith('/') ? file.includes(`/${each}`) : file.endsWith(each),
      )),
  );

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
        losses
          .map(
            (loss) =>
              `${loss.element} (${loss.inside}) was removed from the page while focused, and focus fell to <body>; seen ${loss.seen}`,
          )
          .join('\n'),
    );
  }
});
