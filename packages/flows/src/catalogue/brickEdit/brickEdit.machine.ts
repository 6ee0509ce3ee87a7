import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import {
  brickImportErrors,
  createBrick,
  exportBrickValues,
  fetchBrick,
  fetchSourceFieldNames,
  importBrickValues,
  updateBrick,
  type Brick,
  type BrickDraft,
  type BrickValueInput,
  type BrickValueRow,
  type BrickValuesFile,
  type BrickValuesProgress,
  type BrickValuesTarget,
} from '../../api/catalogue/bricks';
import { readBrickValuesInWorker } from '../../api/catalogue/brickValuesReader';
import type { NamedFile } from '../../api/catalogue/spreadsheet';
import {
  acknowledgeRecordError,
  isConflictOnSavedRecord,
  recordDialogEndStates,
} from '../../staff/shell/recordDialog';
import { settleUnlessAborted, unlessFailed } from '../../staff/shell/settleUnlessAborted';
import { nextTask } from '../../staff/shell/nextTask';
import { importMessages } from '../catalogueRules/messages';
import { normalizeBrickCode } from '../catalogueRules/brickRules';
import { READ_PROGRESS_SHARE } from './constants';
import { brickFormBlockers, brickLength, valueEditorProblems } from './rules';

import type { BrickDialogMode, BrickForm, ValueEditor } from './types';
export type { BrickDialogMode, BrickForm, ValueEditor } from './types';

export interface BrickEditInput {
  mode: BrickDialogMode;
  brickId?: number;
}

export interface BrickEditContext {
  mode: BrickDialogMode;
  brickId: number | undefined;
  version: number | undefined;
  form: BrickForm;
  /** The Source Field dropdown's names; undefined when the list could not be read. */
  sourceFields: string[] | undefined;
  valueFilter: string;
  valueEditor: ValueEditor | undefined;
  /** 0 to 100 while importing (§4 Brick edit Import). */
  importPercent: number;
  /** The Import Values dialog's list; undefined while it is closed. */
  importErrors: string[] | undefined;
  /** The wrong-file-type alert (§5). */
  importAlert: string | undefined;
  /** The success message after an import (issue 43); cleared when the next one starts. */
  importNotice: string | undefined;
  busy: boolean;
  error: unknown;
  saved: Brick | undefined;
}

export type BrickEditEvent =
  | { type: 'brick.edit'; field: 'name' | 'length' | 'example'; value: string }
  | { type: 'brick.lengthRule'; exact: boolean }
  | { type: 'brick.sourceField'; sourceField: string | null }
  | { type: 'values.filter'; text: string }
  | { type: 'value.add' }
  | { type: 'value.open'; index: number }
  | { type: 'valueEditor.change'; field: 'name' | 'code'; value: string }
  | { type: 'valueEditor.blur'; field: 'name' | 'code' }
  | { type: 'valueEditor.save' }
  | { type: 'valueEditor.close' }
  | { type: 'values.import'; file: NamedFile }
  | { type: 'values.export' }
  | { type: 'importErrors.close' }
  | { type: 'importAlert.dismiss' }
  | { type: 'brick.submit' }
  | { type: 'brick.cancel' }
  | { type: 'error.acknowledge' };

/** What the reading actor (a Web Worker by default) reports back while it runs. */
export type BrickReadReport =
  | ({ type: 'read.progress' } & BrickValuesProgress)
  | { type: 'read.done'; result: BrickValuesFile }
  | { type: 'read.failed'; error: unknown };

export interface BrickReadInput {
  file: NamedFile;
  target: BrickValuesTarget;
}

/** What the import actor reports back while it runs. */
export type BrickImportReport =
  | { type: 'import.progress'; percent: number }
  | { type: 'import.succeeded'; brick: Brick }
  | { type: 'import.failed'; error: unknown };

export interface BrickImportInput {
  brickId: number;
  exact: boolean;
  rows: BrickValueRow[];
}

const emptyForm = (): BrickForm => ({
  name: '',
  length: '',
  exact: false,
  example: '',
  sourceField: null,
  values: [],
});

export function formFromBrick(brick: Brick): BrickForm {
  return {
    name: brick.name,
    length: String(brick.length),
    exact: brick.exact,
    example: brick.example,
    sourceField: brick.sourceField,
    values: brick.values.map(({ code, name, language }) => ({ code, name, language })),
  };
}

/** The POST / PUT body: the name trimmed, the length a number, Select sent as no source field. */
export function brickDraftOf(form: BrickForm): BrickDraft {
  return {
    name: form.name.trim(),
    length: Number(form.length),
    exact: form.exact,
    example: form.example,
    sourceField: form.sourceField,
    values: form.values,
  };
}

/**
 * The Edit/Create Brick modal (back-office-products.md §2 Product Bricks, §4 Brick edit, §5
 * Brick, §7 Bricks): the brick's fields and values, the value modal with its code rules, the
 * xlsx import with progress and the Import Values dialog, the export, and Submit.
 */
export const brickEditMachine = setup({
  types: {
    input: {} as BrickEditInput,
    context: {} as BrickEditContext,
    events: {} as BrickEditEvent | BrickReadReport | BrickImportReport,
    output: {} as { saved: Brick | undefined },
  },
  actors: {
    loadBrick: fromPromise<
      { brick: Brick | undefined; sourceFields: string[] | undefined },
      { brickId: number | undefined }
    >(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        Promise.all([
          input.brickId === undefined ? undefined : fetchBrick(input.brickId, signal),
          // §8: a missing list shows the server-error text in its place; the modal still opens.
          unlessFailed(signal, fetchSourceFieldNames(undefined, signal)),
        ]).then(([brick, sourceFields]) => ({ brick, sourceFields })),
      ),
    ),
    // Issue 43: the workbook is read and checked off the page's thread; the machine hears progress.
    readValuesFile: fromCallback<{ type: never }, BrickReadInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      readBrickValuesInWorker(input.file, input.target, {
        signal: controller.signal,
        onProgress: (progress) => sendBack({ type: 'read.progress', ...progress }),
      }).then(
        (result) => sendBack({ type: 'read.done', result }),
        (error: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'read.failed', error });
        },
      );
      return () => controller.abort();
    }),
    importValues: fromCallback<{ type: never }, BrickImportInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      // In a task of its own: the worker's 50,000 rows arrive in one task and turning them into the
      // request body is another ~90 ms; together they made a task over issue 43's 200 ms.
      nextTask()
        .then(() =>
          importBrickValues(input.brickId, input.exact, input.rows, {
            signal: controller.signal,
            onProgress: (percent) => sendBack({ type: 'import.progress', percent }),
          }),
        )
        // §4: "after success the brick is re-fetched".
        .then(() => fetchBrick(input.brickId, controller.signal))
        // The re-fetched values (read and checked) and the dialog's render of them: two tasks, not one.
        .then((brick) => nextTask().then(() => brick))
        .then(
          (brick) => sendBack({ type: 'import.succeeded', brick }),
          (error: unknown) => {
            // Stopped (the modal closed): nobody is waiting for the outcome.
            if (!controller.signal.aborted) sendBack({ type: 'import.failed', error });
          },
        );
      return () => controller.abort();
    }),
    exportValues: fromPromise<string, { brickId: number }>(({ input, signal }) =>
      settleUnlessAborted(signal, exportBrickValues(input.brickId, signal)),
    ),
    saveBrick: fromPromise<
      Brick,
      { form: BrickForm; brickId: number | undefined; version: number | undefined }
    >(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        input.brickId === undefined
          ? createBrick(brickDraftOf(input.form), signal)
          : updateBrick(
              {
                ...brickDraftOf(input.form),
                productBrickId: input.brickId,
                version: input.version,
              },
              signal,
            ),
      ),
    ),
  },
  guards: {
    canSubmit: ({ context }) => brickFormBlockers(context.form).length === 0 && !context.busy,
    canSaveValue: ({ context }) =>
      context.valueEditor !== undefined &&
      valueEditorProblems(context, { showAll: true }).length === 0,
    isSavedBrick: ({ context }) => context.brickId !== undefined,
    conflictOnSavedRecord: ({ context }) => isConflictOnSavedRecord(context.error, context.brickId),
  },
  actions: {
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'brickEdit',
  context: ({ input }) => ({
    mode: input.mode,
    brickId: input.mode === 'edit' ? input.brickId : undefined,
    version: undefined,
    form: emptyForm(),
    sourceFields: undefined,
    valueFilter: '',
    valueEditor: undefined,
    importPercent: 0,
    importErrors: undefined,
    importAlert: undefined,
    importNotice: undefined,
    busy: false,
    error: undefined,
    saved: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBrick',
        input: ({ context }) => ({ brickId: context.brickId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            form: event.output.brick ? formFromBrick(event.output.brick) : emptyForm(),
            version: event.output.brick?.version,
            sourceFields: event.output.sourceFields,
            error: undefined,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    editing: {
      type: 'parallel',
      on: {
        'brick.edit': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
          }),
        },
        'brick.lengthRule': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, exact: event.exact }),
          }),
        },
        'brick.sourceField': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, sourceField: event.sourceField }),
          }),
        },
        'values.filter': { actions: assign({ valueFilter: ({ event }) => event.text }) },
        'importAlert.dismiss': { actions: assign({ importAlert: undefined }) },
        'importErrors.close': { actions: assign({ importErrors: undefined }) },
        'brick.submit': { guard: 'canSubmit', target: 'submitting' },
        'brick.cancel': { target: 'cancelled' },
        'error.acknowledge': acknowledgeRecordError,
      },
      states: {
        valueEditor: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'value.add': {
                  target: 'open',
                  actions: assign({
                    valueEditor: {
                      index: undefined,
                      name: '',
                      code: '',
                      touched: { name: false, code: false },
                    },
                  }),
                },
                'value.open': {
                  target: 'open',
                  actions: assign({
                    valueEditor: ({ context, event }) => {
                      const value = context.form.values[event.index];
                      return {
                        index: event.index,
                        name: value?.name ?? '',
                        code: value?.code ?? '',
                        touched: { name: false, code: false },
                      };
                    },
                  }),
                },
              },
            },
            open: {
              on: {
                'valueEditor.change': {
                  guard: ({ context, event }) => !(event.field === 'code' && codeLocked(context)),
                  actions: assign({
                    valueEditor: ({ context, event }) =>
                      context.valueEditor && { ...context.valueEditor, [event.field]: event.value },
                  }),
                },
                'valueEditor.blur': {
                  actions: assign({
                    valueEditor: ({ context, event }) =>
                      context.valueEditor && {
                        ...context.valueEditor,
                        touched: { ...context.valueEditor.touched, [event.field]: true },
                      },
                  }),
                },
                'valueEditor.save': [
                  {
                    guard: 'canSaveValue',
                    target: 'closed',
                    actions: assign(({ context }) => {
                      const editor = context.valueEditor as ValueEditor;
                      // §5: "codes are lower-cased and trimmed".
                      const value: BrickValueInput = {
                        name: editor.name.trim(),
                        code: normalizeBrickCode(editor.code),
                      };
                      const values =
                        editor.index === undefined
                          ? [...context.form.values, value]
                          : context.form.values.map((v, i) =>
                              i === editor.index ? { ...v, ...value } : v,
                            );
                      return { form: { ...context.form, values }, valueEditor: undefined };
                    }),
                  },
                  {
                    // Trying to save shows every problem at once.
                    actions: assign({
                      valueEditor: ({ context }) =>
                        context.valueEditor && {
                          ...context.valueEditor,
                          touched: { name: true, code: true },
                        },
                    }),
                  },
                ],
                'valueEditor.close': {
                  target: 'closed',
                  actions: assign({ valueEditor: undefined }),
                },
              },
            },
          },
        },
        transfer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                // §2: Import and Export are offered in edit mode only.
                'values.import': { guard: 'isSavedBrick', target: 'reading' },
                'values.export': { guard: 'isSavedBrick', target: 'exporting' },
              },
            },
            reading: {
              entry: assign({
                busy: true,
                importAlert: undefined,
                importErrors: undefined,
                importNotice: undefined,
                importPercent: 0,
              }),
              invoke: {
                src: 'readValuesFile',
                input: ({ context, event }) => ({
                  file: (event as Extract<BrickEditEvent, { type: 'values.import' }>).file,
                  target: {
                    productBrickId: context.brickId as number,
                    length: brickLength(context.form) ?? 0,
                    exact: context.form.exact,
                  },
                }),
              },
              on: {
                'read.progress': {
                  actions: assign({
                    importPercent: ({ event }) =>
                      event.rowsRead === 0
                        ? 0
                        : Math.floor((READ_PROGRESS_SHARE * event.rowsChecked) / event.rowsRead),
                  }),
                },
                'read.done': [
                  { guard: ({ event }) => event.result.ok, target: 'importing' },
                  {
                    target: 'idle',
                    actions: assign(({ event }) => {
                      const { result } = event;
                      if (result.ok) return {};
                      // The wrong type is an alert (and the file is cleared); bad headings and rows list in Import Values.
                      if (result.message === importMessages.notXlsx)
                        return { importAlert: result.message, busy: false, importPercent: 0 };
                      return {
                        importErrors:
                          result.message === undefined ? result.rowErrors : [result.message],
                        busy: false,
                        importPercent: 0,
                      };
                    }),
                  },
                ],
                'read.failed': {
                  target: 'idle',
                  actions: assign({
                    importErrors: [importMessages.unreadableWorkbook],
                    busy: false,
                    importPercent: 0,
                  }),
                },
              },
            },
            importing: {
              entry: assign({ importPercent: READ_PROGRESS_SHARE }),
              exit: assign({ busy: false }),
              invoke: {
                src: 'importValues',
                input: ({ context, event }) => ({
                  brickId: context.brickId as number,
                  exact: context.form.exact,
                  rows: (event as { result: Extract<BrickValuesFile, { ok: true }> }).result.rows,
                }),
              },
              on: {
                // The upload's 0 to 100 fills the rest of the bar after the read.
                'import.progress': {
                  actions: assign({
                    importPercent: ({ event }) =>
                      event.percent >= 100
                        ? 100
                        : READ_PROGRESS_SHARE +
                          Math.floor(((100 - READ_PROGRESS_SHARE) * event.percent) / 100),
                  }),
                },
                'import.succeeded': {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    importPercent: 100,
                    importNotice: importMessages.importSuccessful,
                    form: { ...context.form, values: formFromBrick(event.brick).values },
                    version: event.brick.version,
                  })),
                },
                'import.failed': {
                  target: 'idle',
                  // §4: "on failure the percent returns to 0 and the error is shown".
                  actions: enqueueActions(({ event, enqueue }) => {
                    const rows = brickImportErrors(event.error);
                    enqueue.assign(
                      rows.length > 0
                        ? { importPercent: 0, importErrors: rows }
                        : { importPercent: 0, error: event.error },
                    );
                  }),
                },
              },
            },
            exporting: {
              entry: assign({ busy: true }),
              exit: assign({ busy: false }),
              invoke: {
                src: 'exportValues',
                input: ({ context }) => ({ brickId: context.brickId as number }),
                onDone: { target: 'idle' },
                onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
          },
        },
      },
    },
    submitting: {
      entry: assign({ busy: true }),
      invoke: {
        src: 'saveBrick',
        input: ({ context }) => ({
          form: context.form,
          brickId: context.brickId,
          version: context.version,
        }),
        onDone: {
          target: 'saved',
          actions: assign({ saved: ({ event }) => event.output, busy: false }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => event.error, busy: false }),
        },
      },
    },
    ...recordDialogEndStates,
  },
  output: ({ context }) => ({ saved: context.saved }),
});

/**
 * §5: "the code cannot be edited when creating a brick". Read as: while the brick itself is
 * being created, a value already added keeps its code; a new value's code is typed once.
 */
export function codeLocked(context: Pick<BrickEditContext, 'mode' | 'valueEditor'>): boolean {
  return context.mode === 'create' && context.valueEditor?.index !== undefined;
}
