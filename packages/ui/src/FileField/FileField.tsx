import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useFocusBackWhenEnabled } from '../Button/keepFocus';
import { useFieldControl } from '../Field';
import { SelfCheckingField } from '../Field/SelfCheckingField';
import { splitFieldFrame } from '../Field/splitFieldFrame';
import { ProgressBar } from '../ProgressBar';
import type { FieldFrameProps, FieldInputAttributes } from '../TextField/TextField';
import { acceptsFile } from './acceptsFile';
import * as styles from './FileField.css';
import { fileFieldMessages } from './messages';

export type FileFieldSize = (typeof styles.fileFieldSizes)[number];

export interface FileFieldProps extends FieldFrameProps, FieldInputAttributes<'accept'> {
  /** Allowed extensions with their dot: `['.xlsx']`. Empty or left out: any file. */
  accept?: readonly string[];
  /** The chosen files, all of an allowed type. */
  onFilesChange?: (files: File[]) => void;
  /** A chosen file has a wrong extension: the choice is cleared and this is called. */
  onInvalidFile?: (file: File) => void;
  /** Upload progress 0–100; `null` while its size is unknown; leave out when nothing uploads. */
  progress?: number | null;
  /** Screen-reader name of the progress bar; "Upload progress" by default. */
  progressLabel?: string;
  /** Drop zone size: `sm` or `md`. */
  size?: FileFieldSize;
  /** Message for a wrong file type; the default names the file and the allowed types. */
  wrongTypeMessage?: (fileName: string, accept: readonly string[]) => string;
}

/**
 * A file chooser in a Field, restricted by extension, with optional upload progress. A file
 * of the wrong type is refused (with a message and `onInvalidFile`) rather than passed on.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(
  function FileField(props, ref) {
    const [frame, control] = splitFieldFrame(props);
    return (
      <SelfCheckingField {...frame}>
        {(reportProblem) => <FileInput ref={ref} onProblemChange={reportProblem} {...control} />}
      </SelfCheckingField>
    );
  },
);

interface FileInputProps extends Omit<FileFieldProps, keyof FieldFrameProps> {
  onProblemChange: (problem: string | null) => void;
}

const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    accept = [],
    onFilesChange,
    onInvalidFile,
    progress,
    progressLabel = fileFieldMessages.progress,
    size,
    wrongTypeMessage = fileFieldMessages.wrongType,
    onProblemChange,
    ...rest
  },
  ref,
) {
  const control = useFieldControl();
  const readOnly = control?.readOnly;
  const { readOnly: _readOnly, ...field } = control ?? {};
  const disabled = control?.disabled || readOnly;
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []);
  // Issue 46: a chosen file often disables the field while it is read (a brick's import); focus comes back.
  useFocusBackWhenEnabled(input, Boolean(disabled));
  return (
    <div className={styles.stack}>
      <input
        {...field}
        ref={input}
        type="file"
        accept={accept.length ? accept.join(',') : undefined}
        className={styles.input({ size })}
        // A file input cannot be read-only; read-only here means it cannot be changed.
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          const wrong = files.find((file) => !acceptsFile(file.name, accept));
          if (wrong) {
            event.target.value = '';
            onProblemChange(wrongTypeMessage(wrong.name, accept));
            onInvalidFile?.(wrong);
            return;
          }
          onProblemChange(null);
          onFilesChange?.(files);
        }}
        {...rest}
      />
      {progress !== undefined && <ProgressBar value={progress} label={progressLabel} size="sm" />}
    </div>
  );
});
