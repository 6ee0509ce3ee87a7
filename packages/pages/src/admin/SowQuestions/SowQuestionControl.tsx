import { Suspense, useId } from 'react';
import { format, isValid, parseISO } from 'date-fns';
import { Checkbox } from '@joinery/ui/Checkbox';
import { Columns, Column } from '@joinery/ui/Columns';
import { DateField } from '@joinery/ui/DateField';
import { Icon } from '@joinery/ui/Icon';
import { Inline } from '@joinery/ui/Inline';
import { Radio, RadioGroup } from '@joinery/ui/RadioGroup';
import { RichTextView } from '@joinery/ui/RichTextView';
import { Select } from '@joinery/ui/Select';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { Tooltip } from '@joinery/ui/Tooltip';
import * as styles from './SowQuestions.css';
import { emptyAnswer, sowWizardMessages as m, type Answer, type WizardQuestion } from '@joinery/flows/admin/sowWizard';
import { SOW_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedRichTextEditor, LimitedTextArea, LimitedTextField } from '../shared/LimitedText';

/** The rich-text editor is 141 kB: it loads when a rich-text question first shows. */

/** The value a dropdown shows for "Select" (§2 "first entry Select"). */
const SELECT_VALUE = 'select';
/** DT answers travel as yyyy-MM-dd. */
const DATE_FORMAT = 'yyyy-MM-dd';

export interface SowQuestionHandlers {
  onText: (questionID: number, text: string) => void;
  onToggle: (questionID: number, optionID: number, checked: boolean) => void;
  onChoose: (questionID: number, optionID: number | undefined) => void;
}

export interface SowQuestionControlProps extends SowQuestionHandlers {
  question: WizardQuestion;
  answer: Answer | undefined;
  disabled?: boolean;
}

/** §2: "Each question and option has a help tooltip" (shown when it has help text). */
export function HelpTip({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Tooltip content={text}>
      <button type="button" aria-label={m.help(label)} className={styles.help}>
        <Icon name="info" />
      </button>
    </Tooltip>
  );
}

function dateOf(text: string): Date | null {
  if (!text) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

/** One question as the designer fills it in: the control of its type (§2 "Question controls by type"). */
export function SowQuestionControl({ question, answer = emptyAnswer, disabled, onText, onToggle, onChoose }: SowQuestionControlProps) {
  const { questionID, label, helpText, isRequired: required } = question;
  const legendId = useId();
  const options = question.questionOptions;
  switch (question.questionType) {
    case 'TB':
      return (
        <Stack space="xs">
          <LimitedTextField label={label} rule={SOW_TEXT_RULES.answer} required={required} disabled={disabled} value={answer.text} onValueChange={(text) => onText(questionID, text)} />
          <HelpTip label={label} text={helpText} />
        </Stack>
      );
    case 'TA':
      return (
        <Stack space="xs">
          <LimitedTextArea label={label} rule={SOW_TEXT_RULES.answer} required={required} disabled={disabled} value={answer.text} onValueChange={(text) => onText(questionID, text)} />
          <HelpTip label={label} text={helpText} />
        </Stack>
      );
    case 'DT':
      return (
        <Stack space="xs">
          <DateField
            label={label}
            required={required}
            disabled={disabled}
            value={dateOf(answer.text)}
            onValueChange={(date) => onText(questionID, date ? format(date, DATE_FORMAT) : '')}
          />
          <HelpTip label={label} text={helpText} />
        </Stack>
      );
    case 'DD':
      return (
        <Stack space="xs">
          <Select
            label={label}
            required={required}
            disabled={disabled}
            value={answer.options[0] !== undefined ? String(answer.options[0]) : SELECT_VALUE}
            options={[{ value: SELECT_VALUE, label: m.select }, ...options.map((o) => ({ value: String(o.questionOptionID), label: o.optionName }))]}
            onValueChange={(value) => onChoose(questionID, value === SELECT_VALUE ? undefined : Number(value))}
          />
          <HelpTip label={label} text={helpText} />
        </Stack>
      );
    case 'RB':
      return (
        <Stack space="xs">
          <RadioGroup
            label={label}
            required={required}
            disabled={disabled}
            orientation="horizontal"
            value={answer.options[0] !== undefined ? String(answer.options[0]) : ''}
            onValueChange={(value) => onChoose(questionID, Number(value))}
          >
            {options.map((o) => (
              <Inline key={o.questionOptionID} space="xs" alignY="center">
                <Radio value={String(o.questionOptionID)} label={o.optionName} />
                <HelpTip label={o.optionName} text={o.helpText} />
              </Inline>
            ))}
          </RadioGroup>
          <HelpTip label={label} text={helpText} />
        </Stack>
      );
    case 'HCB':
    case 'VCB': {
      const Group = question.questionType === 'HCB' ? Inline : Stack;
      return (
        <fieldset aria-labelledby={legendId} style={{ border: 0, margin: 0, padding: 0 }} disabled={disabled}>
          <Stack space="xs">
            <Inline space="xs" alignY="center">
              <Text as="span" id={legendId} weight="semibold" size="sm">
                {label}
                {required && (
                  <span className={styles.required} aria-hidden="true">
                    *
                  </span>
                )}
              </Text>
              <HelpTip label={label} text={helpText} />
            </Inline>
            <Group space="md">
              {options.map((o) => (
                <Inline key={o.questionOptionID} space="xs" alignY="center">
                  <Checkbox
                    label={o.optionName}
                    disabled={disabled}
                    checked={answer.options.includes(o.questionOptionID)}
                    onCheckedChange={(checked) => onToggle(questionID, o.questionOptionID, checked)}
                  />
                  <HelpTip label={o.optionName} text={o.helpText} />
                </Inline>
              ))}
            </Group>
          </Stack>
        </fieldset>
      );
    }
    case 'LI':
    case 'RI': {
      const instructions = (
        <Column key="instructions" width="1/3">
          <Stack space="xs">
            <Text size="sm" weight="semibold">
              {m.instructions}
            </Text>
            <RichTextView html={question.instructions} size="sm" />
          </Stack>
        </Column>
      );
      const editor = (
        <Column key="editor">
          <RichText question={question} answer={answer} disabled={disabled} onText={onText} />
        </Column>
      );
      return (
        <Columns space="md" collapseBelow="tablet">
          {question.questionType === 'LI' ? [instructions, editor] : [editor, instructions]}
        </Columns>
      );
    }
    case 'RTA':
      return <RichText question={question} answer={answer} disabled={disabled} onText={onText} />;
  }
}

function RichText({ question, answer, disabled, onText }: Pick<SowQuestionControlProps, 'question' | 'answer' | 'disabled' | 'onText'>) {
  return (
    <Stack space="xs">
      <Suspense fallback={<Spinner label={m.loading} size="sm" />}>
        <LimitedRichTextEditor
          label={question.label}
          rule={SOW_TEXT_RULES.richAnswer}
          required={question.isRequired}
          disabled={disabled}
          value={answer?.text ?? ''}
          onValueChange={(html) => onText(question.questionID, html)}
        />
      </Suspense>
      <HelpTip label={question.label} text={question.helpText} />
    </Stack>
  );
}

/**
 * §2: the left and right columns of a tab. The right column holds the right-side types (RI
 * Right Side Instructions, RTA Right Text Area); every other type sits on the left
 * (docs/decisions.md).
 */
export const RIGHT_COLUMN_TYPES: readonly string[] = ['RI', 'RTA'];

export interface SowQuestionColumnsProps extends SowQuestionHandlers {
  questions: readonly WizardQuestion[];
  answers: Record<number, Answer>;
  disabled?: boolean;
}

export function SowQuestionColumns({ questions, answers, disabled, ...handlers }: SowQuestionColumnsProps) {
  const left = questions.filter((q) => !RIGHT_COLUMN_TYPES.includes(q.questionType));
  const right = questions.filter((q) => RIGHT_COLUMN_TYPES.includes(q.questionType));
  const column = (list: readonly WizardQuestion[]) => (
    <Stack space="lg">
      {list.map((q) => (
        <SowQuestionControl key={q.questionID} question={q} answer={answers[q.questionID]} disabled={disabled} {...handlers} />
      ))}
    </Stack>
  );
  if (right.length === 0) return column(left);
  return (
    <Columns space="xl" collapseBelow="tablet">
      <Column>{column(left)}</Column>
      <Column>{column(right)}</Column>
    </Columns>
  );
}
