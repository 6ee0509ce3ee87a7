export { ProductTile, type ProductTileProps, type ProductTileLayout } from './ProductTile';
export { productTileLayouts } from './ProductTile.css';
export { productTileMessages } from './messages';
