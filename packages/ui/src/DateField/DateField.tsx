import { forwardRef, useEffect, useState } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { format } from 'date-fns';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import { IMask } from 'react-imask';
import { useFieldControl } from '../Field';
import { SelfCheckingField } from '../Field/SelfCheckingField';
import { control } from '../Field/Field.css';
import { splitFieldFrame } from '../Field/splitFieldFrame';
import { IconButton } from '../IconButton';
import { DATE_MASK } from '../MaskedField/masks';
import * as popoverStyles from '../Popover/Popover.css';
import type { FieldFrameProps, FieldInputAttributes } from '../TextField/TextField';
import { useControllableValue } from '../TextField/useControllableValue';
import { usePortalContainer } from '../theme/portalContainer';
import * as styles from './DateField.css';
import { dateFieldMessages } from './messages';
import { dateProblem, formatDate, parseTypedDate, type DateProblem } from './parseDate';

export type DateFieldSize = (typeof styles.dateFieldSizes)[number];

/**
 * Day buttons are named "Monday, June 2, 2025" so the visible day number is part of the name
 * (react-day-picker's "June 2nd" is not, which fails WCAG 2.5.3 Label in Name).
 */
function labelDayButton(date: Date, modifiers: Modifiers): string {
  const name = format(date, 'EEEE, MMMM d, yyyy');
  return `${name}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}`;
}

export interface DateFieldProps extends FieldFrameProps, FieldInputAttributes<'min' | 'max'> {
  /** The chosen date, when the parent controls it (use with `onValueChange`); `null` for none. */
  value?: Date | null;
  /** The starting date when the field keeps its own value. */
  defaultValue?: Date | null;
  /** A valid, allowed date, or `null` when the field is emptied. Never called with a bad date. */
  onValueChange?: (value: Date | null) => void;
  /** Only Monday to Friday can be picked or typed. */
  weekdaysOnly?: boolean;
  /** Earliest date allowed; earlier days are greyed in the calendar and refused when typed. */
  minDate?: Date;
  /** Latest date allowed; later days are greyed in the calendar and refused when typed. */
  maxDate?: Date;
  /** Further days that cannot be picked (holidays, say). */
  disabledDays?: Matcher | Matcher[];
  /** Field height: `sm` or `md`. */
  size?: DateFieldSize;
  /** Name of the calendar button and of the calendar; "Choose date" by default. */
  chooseDateLabel?: string;
  /** Texts for the field's own checks; the defaults are in ./messages. */
  messages?: Partial<Record<DateProblem, string>>;
  /**
   * Typing goes through the MaskedField's date mask (MM-DD-YYYY, "99-99-9999"): digits only, the
   * dashes placed as they are typed, a month above 12 refused; "6/9/2025" becomes "06-09-2025".
   */
  masked?: boolean;
}

/**
 * A date in a Field: typed as MM-DD-YYYY or picked from a calendar (react-day-picker in a Radix
 * Popover). It can allow weekdays only and a range. Text that is not a valid, allowed date
 * stays in the box with a message under it; `onValueChange` only ever hears good dates.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(
  function DateField(props, ref) {
    const [frame, control] = splitFieldFrame(props);
    return (
      <SelfCheckingField {...frame}>
        {(reportProblem) => <DateInput ref={ref} onProblemChange={reportProblem} {...control} />}
      </SelfCheckingField>
    );
  },
);

interface DateInputProps extends Omit<DateFieldProps, keyof FieldFrameProps> {
  onProblemChange: (problem: string | null) => void;
}

const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  {
    value: valueProp,
    defaultValue,
    onValueChange,
    weekdaysOnly,
    minDate,
    maxDate,
    disabledDays,
    size,
    chooseDateLabel = dateFieldMessages.chooseDate,
    messages,
    masked = false,
    onProblemChange,
    placeholder = dateFieldMessages.placeholder,
    onBlur,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const field = useFieldControl();
  const container = usePortalContainer();
  const [value, setValue] = useControllableValue<Date | null>(
    { value: valueProp, defaultValue, onValueChange },
    null,
  );
  const [text, setText] = useState(value ? formatDate(value) : '');
  const [open, setOpen] = useState(false);

  // A new value from outside (or from the calendar) rewrites the text.
  const valueKey = value ? value.getTime() : null;
  useEffect(() => {
    setText(valueKey === null ? '' : formatDate(new Date(valueKey)));
  }, [valueKey]);

  const describe = (found: DateProblem): string => {
    const own = messages?.[found];
    if (own) return own;
    if (found === 'tooEarly' && minDate) return dateFieldMessages.tooEarly(formatDate(minDate));
    if (found === 'tooLate' && maxDate) return dateFieldMessages.tooLate(formatDate(maxDate));
    return found === 'weekdaysOnly'
      ? dateFieldMessages.weekdaysOnly
      : dateFieldMessages.invalidFormat;
  };

  const accept = (date: Date | null) => {
    onProblemChange(null);
    if ((date?.getTime() ?? null) !== valueKey) setValue(date);
    else setText(date ? formatDate(date) : '');
  };

  const commitText = () => {
    if (text.trim() === '') return accept(null);
    const parsed = parseTypedDate(text);
    if (!parsed) return onProblemChange(describe('invalidFormat'));
    const found = dateProblem(parsed, { weekdaysOnly, minDate, maxDate });
    if (found) return onProblemChange(describe(found));
    accept(parsed);
  };

  const disabledMatchers: Matcher[] = [
    ...(weekdaysOnly ? [{ dayOfWeek: [0, 6] }] : []),
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
    ...(disabledDays ? (Array.isArray(disabledDays) ? disabledDays : [disabledDays]) : []),
  ];
  const locked = Boolean(field?.disabled || field?.readOnly);

  return (
    <div className={styles.row({ size })}>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(masked ? IMask.pipe(event.target.value, DATE_MASK) : event.target.value)}
        onBlur={(event) => {
          onBlur?.(event);
          commitText();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter') commitText();
        }}
        className={[control({ size }), styles.input].join(' ')}
        {...field}
        {...rest}
      />
      <RadixPopover.Root open={open && !locked} onOpenChange={setOpen}>
        <RadixPopover.Trigger asChild>
          <IconButton
            icon="calendar"
            label={chooseDateLabel}
            variant="outline"
            size={size === 'sm' ? 'sm' : 'md'}
            disabled={locked}
          />
        </RadixPopover.Trigger>
        <RadixPopover.Portal container={container}>
          <RadixPopover.Content
            className={popoverStyles.content({ size: 'auto' })}
            align="end"
            sideOffset={6}
            collisionPadding={8}
            aria-label={chooseDateLabel}
            // The calendar focuses the chosen day (or today) itself.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <DayPicker
              mode="single"
              // The user just asked for the calendar: focus goes to the chosen day (grid pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              selected={value ?? undefined}
              defaultMonth={value ?? minDate ?? undefined}
              disabled={disabledMatchers}
              startMonth={minDate}
              endMonth={maxDate}
              classNames={styles.calendarClassNames}
              labels={{ labelDayButton }}
              onSelect={(date) => {
                accept(date ?? null);
                setOpen(false);
              }}
            />
          </RadixPopover.Content>
        </RadixPopover.Portal>
      </RadixPopover.Root>
    </div>
  );
});
