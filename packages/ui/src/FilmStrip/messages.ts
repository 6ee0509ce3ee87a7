/** Default texts of FilmStrip; screens may pass their own. */
export const filmStripMessages = {
  previous: 'Scroll back',
  next: 'Scroll forward',
} as const;
