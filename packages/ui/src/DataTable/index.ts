export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableRowAction,
  type DataTableSort,
  type DataTableDensity,
  type CellAlign,
  type SortDirectionName,
} from './DataTable';
export { dataTableDensities, cellAligns } from './DataTable.css';
export { dataTableMessages } from './messages';
export { compareCellValues, type CellValue } from './sortValues';
