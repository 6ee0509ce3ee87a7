import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ForwardedRef, type TextareaHTMLAttributes } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { clsx } from 'clsx';
import { Field, useFieldControl } from '../Field/Field';
import { control } from '../Field/Field.css';
import { splitFieldFrame } from '../Field/splitFieldFrame';
import type { FieldFrameProps } from '../TextField/TextField';
import { useControllableValue } from '../TextField/useControllableValue';
import type { InputBlockReason } from './inputRules';
import { useInputFilter } from './useInputFilter';
import { textAreaMessages } from './messages';
import * as styles from './TextArea.css';

/** Screen readers hear the count once typing pauses this long, not on every key (GOV.UK's pattern). */
export const COUNTER_ANNOUNCE_DELAY_MS = 1000;

export interface TextAreaProps
  extends FieldFrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'id' | 'className' | keyof FieldFrameProps> {
  /** The text, when the parent controls it (use with `onValueChange`). */
  value?: string;
  /** The starting text when the field keeps its own value; empty by default. */
  defaultValue?: string;
  /** Called with the whole text after every accepted edit. */
  onValueChange?: (value: string) => void;
  /** Typing or pasting past this many characters is blocked; a counter shows what is left. */
  maxLength?: number;
  /** Matches ONE allowed character (`/[ -~]/`: printable ASCII); other characters are blocked. */
  allowedCharacters?: RegExp;
  /** Told when an edit is blocked, so the screen can show its message. */
  onInputBlocked?: (reason: InputBlockReason) => void;
}

function counterText(length: number, maxLength: number): string {
  const remaining = maxLength - length;
  return remaining >= 0 ? textAreaMessages.charactersRemaining(remaining) : textAreaMessages.charactersTooMany(-remaining);
}

function TextAreaControl({
  value: valueProp,
  defaultValue,
  onValueChange,
  maxLength,
  allowedCharacters,
  onInputBlocked,
  rows = 4,
  forwardedRef,
  ...rest
}: Omit<TextAreaProps, keyof FieldFrameProps> & { forwardedRef: ForwardedRef<HTMLTextAreaElement> }) {
  const field = useFieldControl();
  const textArea = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(forwardedRef, () => textArea.current as HTMLTextAreaElement, []);
  const counterId = useId();
  const [value, setValue] = useControllableValue({ value: valueProp, defaultValue, onValueChange }, '');
  const { filterRef, acceptChange } = useInputFilter<HTMLTextAreaElement>({ maxLength, allowedCharacters, onInputBlocked });
  const announced = useAnnouncedAfterPause(maxLength === undefined ? '' : counterText(value.length, maxLength));
  const describedBy = clsx(field?.['aria-describedby'], maxLength !== undefined && counterId) || undefined;

  return (
    <>
      <textarea
        ref={(node) => {
          textArea.current = node;
          return filterRef(node);
        }}
        rows={rows}
        value={value}
        onChange={(event) => {
          if (acceptChange(event, value)) setValue(event.target.value);
        }}
        className={clsx(control(), styles.textArea)}
        {...field}
        aria-describedby={describedBy}
        {...rest}
      />
      {maxLength !== undefined && (
        <>
          <span id={counterId} className={styles.counter} data-over-limit={value.length > maxLength ? '' : undefined}>
            {counterText(value.length, maxLength)}
          </span>
          <VisuallyHidden.Root role="status">{announced}</VisuallyHidden.Root>
        </>
      )}
    </>
  );
}

/** `text`, once it has stopped changing for a moment; empty until the user first changes it. */
function useAnnouncedAfterPause(text: string): string {
  const [announced, setAnnounced] = useState('');
  const initial = useRef<string | null>(text);
  useEffect(() => {
    // The starting count is already in the field's description: say nothing until it changes.
    if (text === initial.current) return;
    initial.current = null;
    const timer = setTimeout(() => setAnnounced(text), COUNTER_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return announced;
}

/**
 * Multi-line text in a Field, with an optional characters-remaining counter and an input filter:
 * typing, pasting or dropping text past `maxLength`, or characters outside `allowedCharacters`,
 * is blocked and reported through `onInputBlocked` (order notes: printable ASCII, 300 characters).
 *
 * Use a TextArea for free text longer than a line (notes, descriptions). Not for one-line
 * answers (TextField) or formatted text (RichTextEditor).
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  props,
  ref,
) {
  const [frame, control] = splitFieldFrame(props);
  return (
    <Field {...frame}>
      <TextAreaControl forwardedRef={ref} {...control} />
    </Field>
  );
});
