export { Tiles, type TilesProps, type TileColumns } from './Tiles';
export { tileColumnCounts } from '../sprinkles/sprinkles.css';
