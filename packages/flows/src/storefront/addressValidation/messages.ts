/** Address validation modal texts (storefront.md §2.1, §8), verbatim where the spec quotes them. */
export const addressValidationMessages = {
  youEntered: 'You Entered',
  weSuggest: 'We Suggest',
  unapprovedState: 'Sorry, this is not an approved state, please update the address entered.',
  selectAddress: 'Please select an address to use.',
  addressNotFound: 'The selected address could not be found. Please try again.',
  requestFailed: 'Something went wrong. Please try again.',
  continue: 'Continue',
  noAddress: 'No address provided.',
  // The spec describes the notice without quoting it (docs/decisions.md).
  unresolvedNotice:
    'We could not validate this address. Continuing with it as entered may delay your order.',
  title: 'Confirm your address',
  useSelected: 'Use this address',
  retry: 'Try again',
  edit: 'Edit address',
} as const;
