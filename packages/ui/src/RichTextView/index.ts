export { RichTextView, type RichTextViewProps, type RichTextSize } from './RichTextView';
export { richTextSizes } from './RichTextView.css';
export { sanitizeHtml } from './sanitizeHtml';
