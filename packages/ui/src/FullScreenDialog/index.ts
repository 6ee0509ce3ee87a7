export {
  FullScreenDialog,
  type FullScreenDialogContentProps,
  type FullScreenDialogInset,
} from './FullScreenDialog';
export { fullScreenInsets } from './FullScreenDialog.css';
