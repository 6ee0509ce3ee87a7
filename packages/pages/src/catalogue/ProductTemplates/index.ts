export { ProductTemplates, type ProductTemplatesProps } from './ProductTemplates';
export { TemplateDialog, type TemplateDialogProps } from './TemplateDialog';
