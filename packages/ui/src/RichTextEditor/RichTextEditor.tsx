import { useMemo } from 'react';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { Field, useFieldControl } from '../Field';
import { splitFieldFrame } from '../Field/splitFieldFrame';
import type { FieldFrameProps } from '../TextField/TextField';
import * as styles from './RichTextEditor.css';
import { richTextEditorMessages } from './messages';
import { $setHtml, EditablePlugin, HtmlValuePlugin, MaxLengthPlugin, ToolbarPlugin } from './plugins';

export type RichTextEditorHeight = (typeof styles.richTextEditorHeights)[number];

export interface RichTextEditorProps extends Omit<FieldFrameProps, 'label'> {
  /** Plain text: it also names the editing area for screen readers. */
  label: string;
  /** HTML. Controlled: a new value replaces the content (what the editor reported is ignored). */
  value?: string;
  /** The starting content as HTML when the editor keeps its own value. */
  defaultValue?: string;
  /** The content as HTML after each change. Sanitise it before showing it elsewhere (RichTextView does). */
  onValueChange?: (html: string) => void;
  /** Grey text shown while the editor is empty. */
  placeholder?: string;
  /** Height of the editing area: `sm`, `md` (default) or `lg`. */
  height?: RichTextEditorHeight;
  /**
   * The most visible characters the content may hold (paragraph breaks count): a change that
   * would go over it is refused as a whole and `onTooLong` is called (show the field's message).
   */
  maxLength?: number;
  onTooLong?: () => void;
  /** Replaces any of the toolbar's button names (Bold, Undo…); the defaults are in ./messages. */
  messages?: Partial<typeof richTextEditorMessages>;
}

/**
 * Rich text in a Field (Lexical): bold, italic, underline, bulleted and numbered lists, undo and
 * redo, with HTML in and out. Used for the SEO and location descriptions, SOW instructions and
 * the contractor's proposal.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [frame, editor] = splitFieldFrame(props);
  return (
    <Field {...frame}>
      <Editor label={props.label} {...editor} />
    </Field>
  );
}

function Editor({
  label,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  height,
  messages,
  maxLength,
  onTooLong,
}: Omit<RichTextEditorProps, keyof Omit<FieldFrameProps, 'label'>>) {
  const field = useFieldControl();
  const locked = Boolean(field?.disabled || field?.readOnly);
  const text = { ...richTextEditorMessages, ...messages };
  const initial = value ?? defaultValue;
  const initialConfig = useMemo(
    () => ({
      namespace: 'joinery-rich-text',
      theme: styles.lexicalTheme,
      nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
      editable: !locked,
      onError: (error: Error) => {
        throw error;
      },
      editorState: initial
        ? (editor: Parameters<typeof $setHtml>[0]) => $setHtml(editor, initial)
        : null,
    }),
    // The composer reads its config once; later changes arrive through HtmlValuePlugin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const editableProps = {
    id: field?.id,
    className: styles.editable({ height }),
    ariaLabel: label,
    ariaDescribedBy: field?.['aria-describedby'],
    ariaInvalid: field?.['aria-invalid'],
    ariaRequired: field?.required,
    'aria-readonly': field?.readOnly || undefined,
    'aria-disabled': field?.disabled || undefined,
    ariaMultiline: true,
    role: 'textbox',
  };

  return (
    <div
      className={styles.frame}
      data-invalid={field?.['aria-invalid'] || undefined}
      data-disabled={field?.disabled || undefined}
      data-readonly={field?.readOnly || undefined}
    >
      <LexicalComposer initialConfig={initialConfig}>
        <ToolbarPlugin disabled={locked} messages={text} />
        <div className={styles.surface}>
          <RichTextPlugin
            contentEditable={
              placeholder ? (
                <ContentEditable
                  {...editableProps}
                  aria-placeholder={placeholder}
                  placeholder={<div className={styles.placeholder}>{placeholder}</div>}
                />
              ) : (
                <ContentEditable {...editableProps} />
              )
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        <EditablePlugin editable={!locked} />
        {maxLength !== undefined && <MaxLengthPlugin maxLength={maxLength} onTooLong={onTooLong} />}
        <HtmlValuePlugin value={value} onChange={onValueChange} />
      </LexicalComposer>
    </div>
  );
}
