/** Texts of Select (storefront.md §5: the state dropdown has "a Select placeholder"). */
export const selectMessages = {
  placeholder: 'Select',
} as const;
