/** Texts of CollapsibleTextField (storefront.md §2.1: "appear collapsed as an add {label} link"). */
export const collapsibleTextFieldMessages = {
  add: (label: string) => `add ${label}`,
} as const;
