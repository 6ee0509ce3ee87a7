export { Locations, type LocationsProps } from './Locations';
