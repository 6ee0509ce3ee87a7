export { ProductViewDialog, ProductViewMain, type ProductViewActor, type ProductViewDialogProps, type ProductViewMainProps } from './ProductView';
export { OverrideEditor, type OverrideEditorProps } from './OverrideEditor';
