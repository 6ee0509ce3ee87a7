export { ReservedScreen } from './ReservedScreen';
