export { ProductSeries, type ProductSeriesProps } from './ProductSeries';
export { SeriesDialog, pickerChange, type SeriesDialogProps } from './SeriesDialog';
