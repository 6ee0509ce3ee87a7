export { ScopeOfWorkAdmin } from './ScopeOfWorkAdmin';
