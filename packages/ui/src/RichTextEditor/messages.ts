/** Default texts of RichTextEditor; screens may pass their own (hence not `as const`). */
export const richTextEditorMessages = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  undo: 'Undo',
  redo: 'Redo',
};
