export { ProductBricks, type ProductBricksProps } from './ProductBricks';
export { BrickDialog, type BrickDialogProps } from './BrickDialog';
