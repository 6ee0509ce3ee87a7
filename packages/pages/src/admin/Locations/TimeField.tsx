import { Field, fieldControl, useFieldControl, type FieldFrameProps } from '@joinery/ui/Field';

export interface TimeFieldProps extends FieldFrameProps {
  /** 24-hour "HH:mm", '' when unset. */
  value: string;
  onValueChange: (value: string) => void;
}

function TimeInput({ value, onValueChange }: Pick<TimeFieldProps, 'value' | 'onValueChange'>) {
  const field = useFieldControl();
  return <input type="time" className={fieldControl({})} value={value} onChange={(event) => onValueChange(event.target.value)} {...field} />;
}

/** A native time input in the design system's Field frame (the location's open and close times, §2). */
export function TimeField({ value, onValueChange, ...frame }: TimeFieldProps) {
  return (
    <Field {...frame}>
      <TimeInput value={value} onValueChange={onValueChange} />
    </Field>
  );
}
