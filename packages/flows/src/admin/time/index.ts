export { formatAdminDateTime } from './adminTime';
