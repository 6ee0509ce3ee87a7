export { ScopeOfWorkList, type ScopeOfWorkListProps } from './ScopeOfWorkList';
