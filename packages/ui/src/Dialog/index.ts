export { Dialog, type DialogContentProps, type DialogRootProps, type DialogSize } from './Dialog';
export { dialogSizes } from './Dialog.css';
