export { ExportOverlay, useExportFlow, type ExportFlow, type ExportOverlayProps } from './ExportFlow';
