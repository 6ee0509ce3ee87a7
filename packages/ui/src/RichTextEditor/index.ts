export {
  RichTextEditor,
  type RichTextEditorProps,
  type RichTextEditorHeight,
} from './RichTextEditor';
export { richTextEditorHeights } from './RichTextEditor.css';
export { richTextEditorMessages } from './messages';
