export {
  LoadingOverlay,
  type LoadingOverlayProps,
  type LoadingOverlayScope,
} from './LoadingOverlay';
export { loadingOverlayScopes } from './LoadingOverlay.css';
