export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from './Heading';
export { headingLevels, headingSizes } from './Heading.css';
