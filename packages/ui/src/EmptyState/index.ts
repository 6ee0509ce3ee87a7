export {
  EmptyState,
  type EmptyStateProps,
  type EmptyStateSize,
  type EmptyStateAlign,
} from './EmptyState';
export { emptyStateSizes, emptyStateAligns } from './EmptyState.css';
