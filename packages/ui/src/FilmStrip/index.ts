export { FilmStrip, type FilmStripProps, type FilmStripGap } from './FilmStrip';
export { filmStripGaps } from './FilmStrip.css';
