export { Link, type LinkProps, type LinkTone } from './Link';
export { linkTones } from './Link.css';
export { linkMessages } from './messages';
