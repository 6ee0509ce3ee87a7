/**
 * LimitedTextField / LimitedTextArea (issue 36): the admin text boxes with their rule
 * (`rule` from @joinery/flows/admin textLimits: USER_TEXT_RULES.firstName, ADMIN_TEXT.name…).
 * Over-long, control-character or separator values are refused whole with the field's message
 * (the box keeps its text); invisible bidi/zero-width characters are dropped as they come in;
 * e-mail and phone formats are checked once the box is left. `label` must be a string.
 * LimitedRichTextEditor refuses a change over the rule's visible-text limit (render it in Suspense).
 */
export {
  LimitedRichTextEditor,
  LimitedTextArea,
  LimitedTextField,
  type LimitedRichTextEditorProps,
  type LimitedTextAreaProps,
  type LimitedTextFieldProps,
} from './LimitedText';
