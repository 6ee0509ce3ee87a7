export { LocationMenuGroups, type LocationMenuGroupsProps } from './LocationMenuGroups';
