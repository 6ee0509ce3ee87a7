import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { Answer, WizardQuestion } from '@joinery/flows/admin/sowWizard';
import { SowQuestionColumns } from './SowQuestionControl';

/*
 * The SOW question controls (back-office-admin.md §2 "Question controls by type"), shared by the
 * SOW wizard and the Scope of Work Admin preview: one story per group of types.
 */

const SLOW = { timeout: 10_000 };
const option = (questionID: number, questionOptionID: number, optionName: string, helpText = '') => ({
  questionOptionID,
  questionID,
  optionName,
  helpText,
  optionOrder: questionOptionID,
  isActive: true,
  isDeleted: false,
});
const q = (questionID: number, questionType: WizardQuestion['questionType'], label: string, extra: Partial<WizardQuestion> = {}): WizardQuestion => ({
  questionID,
  label,
  questionType,
  helpText: '',
  instructions: '',
  questionOrder: questionID,
  isRequired: false,
  isActive: true,
  isDeleted: false,
  questionOptions: [],
  ...extra,
});

interface Props {
  questions: WizardQuestion[];
  onText: (questionID: number, text: string) => void;
  onToggle: (questionID: number, optionID: number, checked: boolean) => void;
  onChoose: (questionID: number, optionID: number | undefined) => void;
}

/** Keeps the answers like the wizard does, and reports every change to the story's spies. */
function Harness({ questions, onText, onToggle, onChoose }: Props) {
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const of = (id: number) => answers[id] ?? { text: '', options: [] };
  return (
    <SowQuestionColumns
      questions={questions}
      answers={answers}
      onText={(id, text) => {
        onText(id, text);
        setAnswers((a) => ({ ...a, [id]: { ...of(id), text } }));
      }}
      onToggle={(id, optionID, checked) => {
        onToggle(id, optionID, checked);
        const options = checked ? [...of(id).options, optionID] : of(id).options.filter((o) => o !== optionID);
        setAnswers((a) => ({ ...a, [id]: { ...of(id), options } }));
      }}
      onChoose={(id, optionID) => {
        onChoose(id, optionID);
        setAnswers((a) => ({ ...a, [id]: { ...of(id), options: optionID === undefined ? [] : [optionID] } }));
      }}
    />
  );
}

const meta = {
  title: 'Pages/Admin/SOW Question Controls',
  component: Harness,
  globals: { theme: 'staff' },
  args: { questions: [], onText: fn(), onToggle: fn(), onChoose: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** TB text box, TA text area and DT date; required questions carry an asterisk; help tooltips. */
export const TextTypes: Story = {
  tags: ['screenshot'],
  args: {
    questions: [
      q(1, 'TB', 'Project Name', { isRequired: true, helpText: 'Shown in the list.' }),
      q(2, 'TA', 'Site Address'),
      q(3, 'DT', 'Target Start Date'),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const name = await c.findByRole('textbox', { name: /Project Name/ }, SLOW);
    await expect(name).toBeRequired();
    await userEvent.type(name, 'Lee');
    await expect(args.onText).toHaveBeenLastCalledWith(1, 'Lee');
    await userEvent.type(c.getByRole('textbox', { name: /Site Address/ }), '1 Main');
    await expect(args.onText).toHaveBeenLastCalledWith(2, '1 Main');
    await expect(c.getByText('Target Start Date')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Help: Project Name' })).toBeVisible();
  },
};

/** HCB and VCB checkboxes, RB radio buttons: choices report the option chosen. */
export const ChoiceTypes: Story = {
  args: {
    questions: [
      q(4, 'HCB', 'Backsplash', { isRequired: true, questionOptions: [option(4, 41, '4-inch'), option(4, 42, 'Full Height')] }),
      q(5, 'VCB', 'Accessories', { questionOptions: [option(5, 51, 'Roll-out trays'), option(5, 52, 'Lazy Susan', 'Corner unit.')] }),
      q(6, 'RB', 'Edge Profile', { isRequired: true, questionOptions: [option(6, 61, 'Eased'), option(6, 62, 'Bevel')] }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // A required checkbox group carries the same red asterisk as every other required control.
    const backsplash = await c.findByRole('group', { name: 'Backsplash' }, SLOW);
    const groupStar = within(backsplash).getByText('*');
    const radioStar = c.getByText('Edge Profile').querySelector('[aria-hidden="true"]');
    await expect(groupStar).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(groupStar).color).toBe(getComputedStyle(radioStar!).color);
    await userEvent.click(c.getByRole('checkbox', { name: 'Full Height' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(4, 42, true);
    await userEvent.click(c.getByRole('checkbox', { name: 'Lazy Susan' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(5, 52, true);
    await expect(c.getByRole('button', { name: 'Help: Lazy Susan' })).toBeVisible();
    await userEvent.click(c.getByRole('radio', { name: 'Bevel' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(6, 62);
    await expect(c.getByRole('radio', { name: 'Bevel' })).toBeChecked();
  },
};

/** DD dropdown: the first entry is Select; choosing Select again clears the answer. */
export const DropDown: Story = {
  args: { questions: [q(7, 'DD', 'Door Style', { questionOptions: [option(7, 71, 'Shaker'), option(7, 72, 'Slab')] })] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const select = await c.findByRole('combobox', { name: /Door Style/ }, SLOW);
    await expect(select).toHaveTextContent('Select');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Slab' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(7, 72);
    await expect(select).toHaveTextContent('Slab');
  },
};

/** LI and RI: rich text with instructions on the left or right; RTA sits in the right column. */
export const RichTextTypes: Story = {
  args: {
    questions: [
      q(8, 'LI', 'Project Overview', { instructions: '<p>Describe the project.</p>' }),
      q(9, 'RI', 'Work Needed', { instructions: '<p>Note any code work.</p>' }),
      q(10, 'RTA', 'Special Instructions'),
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Describe the project.', {}, SLOW)).toBeVisible();
    await expect(c.getByText('Note any code work.')).toBeVisible();
    await expect(c.getAllByText('Instructions')).toHaveLength(2);
    await expect(await c.findByText('Special Instructions', {}, SLOW)).toBeVisible();
  },
};
