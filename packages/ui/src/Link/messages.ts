/** Texts of the Link component (user-visible, so kept together for review and translation). */
export const linkMessages = {
  /** Read after the link text of a link that opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
} as const;
