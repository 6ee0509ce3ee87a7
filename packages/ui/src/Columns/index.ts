export { Columns, Column, columnsVerticalAlignments, type ColumnsProps, type ColumnProps, type ColumnsAlignY, type ColumnWidth } from './Columns';
export { columnWidths } from './Columns.css';
