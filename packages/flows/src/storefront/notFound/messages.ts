/**
 * The storefront's "page not found" screen for an address it does not know. The specification
 * names no such screen, so these texts are ours (docs/decisions.md, "Site: unknown addresses").
 */
export const notFoundMessages = {
  heading: 'Page not found',
  text: 'We could not find the page you asked for. It may have moved, or the address may be mistyped.',
  home: 'Go to the Joinery home page',
  catalogue: 'Browse the catalogue',
} as const;
