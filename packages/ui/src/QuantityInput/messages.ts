/** Texts of QuantityInput (storefront.md §2.1 and §5: "then More", "Update and Delete"). */
export const quantityInputMessages = {
  more: 'More',
  update: 'Update',
  delete: 'Delete',
} as const;
