export { LocationManagementAdmin, type LocationManagementAdminProps } from './LocationManagementAdmin';
