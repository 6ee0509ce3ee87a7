/** The toggle's texts, from storefront.md §2.1 ("a Change / Done toggle reopens it"). */
export const collapsibleSectionMessages = {
  change: 'Change',
  done: 'Done',
} as const;
