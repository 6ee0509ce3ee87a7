/**
 * What a text field says after cleaning took hidden characters out (issue 43's wording, verbatim;
 * docs/decisions.md). One text for every side: the administration's boxes and the storefront's
 * wish-list and address fields.
 */
export const textNotices = {
  hiddenCharactersRemoved: 'Hidden formatting characters were removed',
} as const;
