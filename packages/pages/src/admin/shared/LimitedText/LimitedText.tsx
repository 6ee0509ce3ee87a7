import { lazy, useState } from 'react';
import type { RichTextEditorProps } from '@joinery/ui/RichTextEditor';
import { TextArea, type TextAreaProps } from '@joinery/ui/TextArea';
import { TextField, type TextFieldProps } from '@joinery/ui/TextField';
import { adminFormatProblem, adminTextRefusal, textMessages, type AdminTextRule } from '@joinery/flows/admin';
import { useHiddenCharacterNotice } from '../../../shared/useHiddenCharacterNotice';
import { LiveRegion, SpokenOnly } from '../../../staff/shared/LiveRegion';

/** Lexical loads with the first rich-text field shown (wrap this in Suspense). */
const RichTextEditor = lazy(() => import('@joinery/ui/RichTextEditor').then((mod) => ({ default: mod.RichTextEditor })));

/*
 * Issue 36: the administration's text boxes with their limits, by configuration (the rule from
 * @joinery/flows/admin textLimits). A typed or pasted value over the limit, with a control
 * character or with the field's separator is refused as a whole: the box keeps its earlier text
 * and shows the field's message. What is taken is cleaned as it comes in (bidirectional controls
 * and zero-width characters dropped), so what is saved is clean; once it has dropped any, the
 * field says so under the box ("Hidden formatting characters were removed", issue 43), since the
 * change cannot be seen. A contact field's format is checked once the box is left, and again on
 * each change after that.
 */

interface LimitedProps {
  /** The label, also named in the messages. */
  label: string;
  rule: AdminTextRule;
  value: string;
  onValueChange?: (value: string) => void;
  error?: TextFieldProps['error'];
  hint?: TextFieldProps['hint'];
}

function useLimitedText({ label, rule, value, onValueChange, error, hint }: LimitedProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const [checkFormat, setCheckFormat] = useState(false);
  const hidden = useHiddenCharacterNotice<'text'>();
  const hiddenNotice = hidden.hint('text');
  const formatProblem = checkFormat ? adminFormatProblem(label, value, rule) : null;
  return {
    error: refused ?? error ?? formatProblem ?? undefined,
    hint: hiddenNotice ? (
      <>
        {hint}
        {hint ? ' ' : null}
        {hiddenNotice}
      </>
    ) : (
      hint
    ),
    onValueChange: (next: string) => {
      const refusal = adminTextRefusal(label, next, rule);
      setRefused(refusal);
      if (refusal) return;
      onValueChange?.(hidden.clean('text', next));
    },
    onBlur: () => setCheckFormat(true),
    /**
     * Issue 46: a refused paste or keystroke is said at once. The message under the box describes it,
     * but a description is not read as it changes; this copy sits in a region on the page before it.
     */
    spokenRefusal: (
      <LiveRegion politeness="assertive">{refused && <SpokenOnly>{refused}</SpokenOnly>}</LiveRegion>
    ),
  };
}

export type LimitedTextFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onValueChange' | 'maxLength'> & LimitedProps;

/** A TextField with its administration text rule. */
export function LimitedTextField({ label, rule, value, onValueChange, error, hint, onBlur, ...rest }: LimitedTextFieldProps) {
  const limited = useLimitedText({ label, rule, value, onValueChange, error, hint });
  return (
    <>
      <TextField
        {...rest}
        label={label}
        value={value}
        hint={limited.hint}
        error={limited.error}
        onValueChange={limited.onValueChange}
        onBlur={(event) => {
          limited.onBlur();
          onBlur?.(event);
        }}
      />
      {limited.spokenRefusal}
    </>
  );
}

export type LimitedTextAreaProps = Omit<TextAreaProps, 'label' | 'value' | 'onValueChange' | 'maxLength'> & LimitedProps;

/** A TextArea with its administration text rule (multi-line: line breaks and tabs are allowed). */
export function LimitedTextArea({ label, rule, value, onValueChange, error, hint, onBlur, ...rest }: LimitedTextAreaProps) {
  const limited = useLimitedText({ label, rule, value, onValueChange, error, hint });
  return (
    <>
      <TextArea
        {...rest}
        label={label}
        value={value}
        hint={limited.hint}
        error={limited.error}
        onValueChange={limited.onValueChange}
        onBlur={(event) => {
          limited.onBlur();
          onBlur?.(event);
        }}
      />
      {limited.spokenRefusal}
    </>
  );
}

export type LimitedRichTextEditorProps = Omit<RichTextEditorProps, 'maxLength' | 'onTooLong'> & { rule: AdminTextRule };

/**
 * A RichTextEditor with its administration text rule: a change that would take the visible text
 * over the limit (paragraph breaks count, so it is never laxer than the back end's count) is
 * refused whole and the field shows its message until the next change is taken. Lazily loaded:
 * render it inside Suspense.
 */
export function LimitedRichTextEditor({ rule, label, error, onValueChange, ...rest }: LimitedRichTextEditorProps) {
  const [refused, setRefused] = useState(false);
  const refusal = refused ? textMessages.tooLong(label, rule.max) : undefined;
  return (
    <>
      <RichTextEditor
        {...rest}
        label={label}
        maxLength={rule.max}
        onTooLong={() => setRefused(true)}
        error={refusal ?? error}
        onValueChange={(html) => {
          setRefused(false);
          onValueChange?.(html);
        }}
      />
      {/* Issue 46: the refusal is said at once (see useLimitedText). */}
      <LiveRegion politeness="assertive">{refusal && <SpokenOnly>{refusal}</SpokenOnly>}</LiveRegion>
    </>
  );
}
