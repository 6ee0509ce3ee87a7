import { useEffect, useRef, useState } from 'react';
import { $generateDOMFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
  type ListType,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $restoreEditorState } from '@lexical/utils';
import {
  $findMatchingParent,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  HISTORIC_TAG,
  RootNode,
  $hasUpdateTag,
  HISTORY_MERGE_TAG,
  REDO_COMMAND,
  UNDO_COMMAND,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import { Toolbar } from 'radix-ui';
import { Icon } from '../Icon';
import * as styles from './RichTextEditor.css';
import type { richTextEditorMessages } from './messages';

/** Replaces the editor's content with parsed HTML (call inside `editor.update`). */
export function $setHtml(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  const root = $getRoot();
  root.clear();
  root.select();
  $insertNodes(nodes);
}

/**
 * The content as HTML without style attributes. Lexical's export writes `style="white-space:
 * pre-wrap"` on every text run; the site's CSP (`style-src-attr 'none'`) then reports each one
 * wherever that HTML is parsed again (RichTextView's sanitiser, 2 errors a run), and the
 * sanitiser drops them anyway. The styles are set through the CSSOM and removed before
 * serialising, so no style attribute is ever parsed.
 */
export function $getHtml(editor: LexicalEditor): string {
  const container = $generateDOMFromNodes(document.createElement('div'), null, editor);
  for (const element of container.querySelectorAll('[style]')) element.removeAttribute('style');
  return container.innerHTML;
}

/** Marks an update that loads the `value` prop, so it is not reported back as an edit. */
const VALUE_UPDATE_TAG = 'joinery-value';

/**
 * Two-way HTML: reports each change as HTML, and takes a new `value` from outside when it
 * differs from what the editor last reported (so typing never round-trips through the parent).
 */
export function HtmlValuePlugin({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange?: (html: string) => void;
}) {
  const [editor] = useLexicalComposerContext();
  const lastHtml = useRef<string | undefined>(value);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        editorState.read(
          () => {
            const html = $getHtml(editor);
            // The value the editor was given (its initial state, tagged history-merge by
            // LexicalComposer, or a new `value`) is not the user's change: Lexical writes it back in
            // its own form, which must not mark a form as edited. Remember that form instead.
            if (tags.has(HISTORY_MERGE_TAG) || tags.has(VALUE_UPDATE_TAG)) {
              lastHtml.current = html;
              return;
            }
            if (html === lastHtml.current) return;
            lastHtml.current = html;
            onChange?.(html);
          },
          { editor },
        );
      }),
    [editor, onChange],
  );

  useEffect(() => {
    if (value === undefined || value === lastHtml.current) return;
    lastHtml.current = value;
    editor.update(() => $setHtml(editor, value), { tag: VALUE_UPDATE_TAG });
  }, [editor, value]);

  return null;
}

/**
 * Issue 36: the visible text is at most `maxLength` characters (paragraph breaks count). A change
 * that would go over it (typing or a paste) is refused as a whole inside the same update, so the
 * content, the HTML reported and the undo history stay as they were, and `onTooLong` is told; a
 * change that shortens an over-long text loaded from outside is taken.
 */
export function MaxLengthPlugin({ maxLength, onTooLong }: { maxLength: number; onTooLong?: () => void }) {
  const [editor] = useLexicalComposerContext();
  const told = useRef(onTooLong);
  useEffect(() => {
    told.current = onTooLong;
  }, [onTooLong]);
  useEffect(
    () =>
      editor.registerNodeTransform(RootNode, (root) => {
        // A value given from outside (the initial one, a new `value`) and undo/redo are not edits.
        if ($hasUpdateTag(VALUE_UPDATE_TAG) || $hasUpdateTag(HISTORY_MERGE_TAG) || $hasUpdateTag(HISTORIC_TAG)) return;
        const size = root.getTextContentSize();
        if (size <= maxLength) return;
        const before = editor.getEditorState();
        const sizeBefore = before.read(() => $getRoot().getTextContentSize());
        if (size <= sizeBefore) return;
        $restoreEditorState(editor, before);
        queueMicrotask(() => told.current?.());
      }),
    [editor, maxLength],
  );
  return null;
}

export function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}

const formats = ['bold', 'italic', 'underline'] as const satisfies readonly TextFormatType[];
type Format = (typeof formats)[number];

/** The formatting toolbar: Radix Toolbar (one tab stop, arrow keys between tools). */
export function ToolbarPlugin({
  disabled,
  messages,
}: {
  disabled: boolean;
  messages: typeof richTextEditorMessages;
}) {
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<Format[]>([]);
  const [listType, setListType] = useState<ListType | ''>('');
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  useEffect(() => {
    const offUpdate = editor.registerUpdateListener(({ editorState }) =>
      editorState.read(() => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) return;
        setActive(formats.filter((format) => selection.hasFormat(format)));
        const list = $findMatchingParent(selection.anchor.getNode(), $isListNode);
        setListType($isListNode(list) ? list.getListType() : '');
      }),
    );
    const offUndo = editor.registerCommand(
      CAN_UNDO_COMMAND,
      (can) => (setCanUndo(can), false),
      COMMAND_PRIORITY_LOW,
    );
    const offRedo = editor.registerCommand(
      CAN_REDO_COMMAND,
      (can) => (setCanRedo(can), false),
      COMMAND_PRIORITY_LOW,
    );
    return () => {
      offUpdate();
      offUndo();
      offRedo();
    };
  }, [editor]);

  // Keep the editor's selection while a tool is clicked with the mouse.
  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

  return (
    <Toolbar.Root
      className={styles.toolbar}
      aria-label={messages.toolbar}
      aria-disabled={disabled || undefined}
    >
      <Toolbar.ToggleGroup
        type="multiple"
        className={styles.toolGroup}
        value={active}
        disabled={disabled}
        onValueChange={(next) => {
          const toggled = formats.find(
            (format) => next.includes(format) !== active.includes(format),
          );
          if (toggled) editor.dispatchCommand(FORMAT_TEXT_COMMAND, toggled);
        }}
      >
        <Toolbar.ToggleItem
          value="bold"
          aria-label={messages.bold}
          className={styles.tool}
          onMouseDown={keepSelection}
        >
          <span className={styles.boldGlyph} aria-hidden="true">
            B
          </span>
        </Toolbar.ToggleItem>
        <Toolbar.ToggleItem
          value="italic"
          aria-label={messages.italic}
          className={styles.tool}
          onMouseDown={keepSelection}
        >
          <span className={styles.italicGlyph} aria-hidden="true">
            I
          </span>
        </Toolbar.ToggleItem>
        <Toolbar.ToggleItem
          value="underline"
          aria-label={messages.underline}
          className={styles.tool}
          onMouseDown={keepSelection}
        >
          <span className={styles.underlineGlyph} aria-hidden="true">
            U
          </span>
        </Toolbar.ToggleItem>
      </Toolbar.ToggleGroup>
      <Toolbar.Separator className={styles.toolSeparator} />
      <Toolbar.ToggleGroup
        type="single"
        className={styles.toolGroup}
        value={listType === 'bullet' || listType === 'number' ? listType : ''}
        disabled={disabled}
        onValueChange={(next) => {
          if (next === 'bullet') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
          else if (next === 'number')
            editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
          else editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
        }}
      >
        <Toolbar.ToggleItem
          value="bullet"
          aria-label={messages.bulletList}
          className={styles.tool}
          onMouseDown={keepSelection}
        >
          <span aria-hidden="true">•≡</span>
        </Toolbar.ToggleItem>
        <Toolbar.ToggleItem
          value="number"
          aria-label={messages.numberedList}
          className={styles.tool}
          onMouseDown={keepSelection}
        >
          <span aria-hidden="true">1.</span>
        </Toolbar.ToggleItem>
      </Toolbar.ToggleGroup>
      <Toolbar.Separator className={styles.toolSeparator} />
      <Toolbar.Button
        className={styles.tool}
        aria-label={messages.undo}
        disabled={disabled || !canUndo}
        onMouseDown={keepSelection}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      >
        <Icon name="chevronLeft" />
      </Toolbar.Button>
      <Toolbar.Button
        className={styles.tool}
        aria-label={messages.redo}
        disabled={disabled || !canRedo}
        onMouseDown={keepSelection}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      >
        <Icon name="chevronRight" />
      </Toolbar.Button>
    </Toolbar.Root>
  );
}
