export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './ConfirmDialog';
export { confirmTones } from './ConfirmDialog.css';
