import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/errors';
import type { Brick, BrickValuesFile } from '../../api/catalogue/bricks';
import { brickScreenMessages as m } from '../messages';
import { importMessages } from '../catalogueRules/messages';
import {
  brickEditMachine,
  type BrickForm,
  type BrickImportInput,
  type BrickImportReport,
  type BrickReadInput,
  type BrickReadReport,
} from './brickEdit.machine';
import { brickActionState } from './selectors';

const brick = (overrides: Partial<Brick> = {}): Brick => ({
  productBrickId: 11,
  name: 'Door Style',
  length: 3,
  exact: true,
  example: 'shk',
  sourceField: 'BRLIN',
  lastUpdatedAt: '2025-01-02T10:00:00Z',
  version: 2,
  values: [
    { code: 'shk', name: 'Shaker', language: 'en' },
    { code: 'rpl', name: 'Raised Panel', language: 'en' },
  ],
  ...overrides,
});

interface Fakes {
  load?: (brickId: number | undefined) => Promise<{ brick: Brick | undefined; sourceFields: string[] | undefined }>;
  read?: () => Promise<BrickValuesFile>;
  importOutcome?: 'success' | 'rowErrors' | 'serverError';
  exportFile?: () => Promise<string>;
  save?: (input: { form: BrickForm; brickId: number | undefined; version: number | undefined }) => Promise<Brick>;
}

function start(mode: 'create' | 'edit', fakes: Fakes = {}) {
  const saves: { form: BrickForm; brickId: number | undefined; version: number | undefined }[] = [];
  const imports: BrickImportInput[] = [];
  const reads: BrickReadInput[] = [];
  const machine = brickEditMachine.provide({
    actors: {
      loadBrick: fromPromise(async ({ input }: { input: { brickId: number | undefined } }) =>
        fakes.load ? fakes.load(input.brickId) : { brick: input.brickId === undefined ? undefined : brick(), sourceFields: ['BRLIN', 'BRMFG'] },
      ),
      // Stands in for the Web Worker: reports rows read and checked, then the outcome.
      readValuesFile: fromCallback<{ type: never }, BrickReadInput>(({ input, sendBack }) => {
        reads.push(input);
        const send = (report: BrickReadReport) => sendBack(report);
        send({ type: 'read.progress', rowsRead: 4, rowsChecked: 0 });
        setTimeout(() => {
          send({ type: 'read.progress', rowsRead: 4, rowsChecked: 2 });
          (fakes.read ? fakes.read() : Promise.resolve({ ok: true, rows: [{ BRICKID: '11', CODE: 'INS', NAME: 'Inset' }] } as BrickValuesFile)).then(
            (result) => {
              send({ type: 'read.progress', rowsRead: 4, rowsChecked: 4 });
              send({ type: 'read.done', result });
            },
            (error: unknown) => send({ type: 'read.failed', error }),
          );
        }, 0);
      }),
      importValues: fromCallback<{ type: never }, BrickImportInput>(({ input, sendBack }) => {
        imports.push(input);
        const send = (report: BrickImportReport) => sendBack(report);
        send({ type: 'import.progress', percent: 0 });
        setTimeout(() => {
          send({ type: 'import.progress', percent: 50 });
          if (fakes.importOutcome === 'rowErrors') {
            send({
              type: 'import.failed',
              error: new ApiError('http', 'bricks.importValues', 'x', { status: 400, body: { errors: ['Row 2: Code length must equal 3'] } }),
            });
          } else if (fakes.importOutcome === 'serverError') {
            send({ type: 'import.failed', error: new ApiError('http', 'bricks.importValues', 'x', { status: 500 }) });
          } else {
            send({ type: 'import.progress', percent: 100 });
            send({ type: 'import.succeeded', brick: brick({ version: 3, values: [...brick().values, { code: 'ins', name: 'Inset', language: 'en' }] }) });
          }
        }, 0);
      }),
      exportValues: fromPromise(async () => (fakes.exportFile ? fakes.exportFile() : 'BrickValues_Export.xlsx')),
      saveBrick: fromPromise(async ({ input }: { input: { form: BrickForm; brickId: number | undefined; version: number | undefined } }) => {
        saves.push(input);
        return fakes.save ? fakes.save(input) : brick({ name: input.form.name });
      }),
    },
  });
  const actor = createActor(machine, { input: { mode, brickId: mode === 'edit' ? 11 : undefined } });
  actor.start();
  return { actor, saves, imports, reads };
}

type Snapshot = SnapshotFrom<typeof brickEditMachine>;
const ready = (s: Snapshot) => s.matches({ editing: { transfer: 'idle' } });
const file = (name: string) => Object.assign(new Blob(['x']), { name });

describe('brickEditMachine: the brick', () => {
  it('opens a new brick with the source fields and Submit disabled until Name and Length are set', async () => {
    const { actor, saves } = start('create');
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.sourceFields).toEqual(['BRLIN', 'BRMFG']);
    const submit = () => brickActionState(actor.getSnapshot()).submit;
    expect(submit()).toEqual([m.reasons.nameRequired, m.reasons.lengthRequired]);

    actor.send({ type: 'brick.submit' });
    expect(saves).toHaveLength(0);
    actor.send({ type: 'brick.edit', field: 'name', value: '  Width  ' });
    actor.send({ type: 'brick.edit', field: 'length', value: 'two' });
    expect(submit()).toEqual([m.reasons.lengthNotWhole]);
    actor.send({ type: 'brick.edit', field: 'length', value: '2' });
    expect(submit()).toEqual([]);
    expect(brickActionState(actor.getSnapshot()).transferEnabled).toBe(false);

    actor.send({ type: 'brick.sourceField', sourceField: null });
    actor.send({ type: 'brick.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(brickActionState(actor.getSnapshot()).submit).toContain(m.reasons.saving);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
    expect(saves[0]).toMatchObject({ brickId: undefined, form: { name: '  Width  ', length: '2', sourceField: null } });
    expect(actor.getSnapshot().output?.saved?.name).toBe('  Width  ');
  });

  it('opens a saved brick and updates it with its id and version', async () => {
    const { actor, saves } = start('edit');
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.form).toMatchObject({ name: 'Door Style', length: '3', exact: true, sourceField: 'BRLIN' });
    actor.send({ type: 'brick.lengthRule', exact: false });
    actor.send({ type: 'brick.edit', field: 'example', value: 'rpl' });
    actor.send({ type: 'brick.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[0]).toMatchObject({ brickId: 11, version: 2, form: { exact: false, example: 'rpl' } });
  });

  it('keeps the modal open with the error when the save fails, and re-fetches on a 409', async () => {
    const load = vi.fn(async () => ({ brick: brick(), sourceFields: [] }));
    const { actor } = start('edit', { load, save: () => Promise.reject(new ApiError('http', 'bricks.update', 'x', { status: 409 })) });
    await waitFor(actor, ready);
    actor.send({ type: 'brick.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, ready);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('clears a non-conflict error on acknowledge and stays', async () => {
    const { actor } = start('create', { save: () => Promise.reject(new ApiError('http', 'bricks.create', 'x', { status: 500 })) });
    await waitFor(actor, ready);
    actor.send({ type: 'brick.edit', field: 'name', value: 'Width' });
    actor.send({ type: 'brick.edit', field: 'length', value: '2' });
    actor.send({ type: 'brick.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('shows a failed load, then closes; a failed source-field list still opens', async () => {
    const { actor } = start('edit', { load: () => Promise.reject(new ApiError('http', 'bricks.get', 'x', { status: 404 })) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('cancelled');

    const second = start('create', { load: async () => ({ brick: undefined, sourceFields: undefined }) });
    await waitFor(second.actor, ready);
    expect(second.actor.getSnapshot().context.sourceFields).toBeUndefined();
  });

  it('cancels', async () => {
    const { actor } = start('create');
    await waitFor(actor, ready);
    actor.send({ type: 'brick.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });
});

describe('brickEditMachine: values', () => {
  it('adds a value with Name and Code required, the code lower-cased and trimmed', async () => {
    const { actor } = start('create');
    await waitFor(actor, ready);
    actor.send({ type: 'brick.edit', field: 'length', value: '3' });
    actor.send({ type: 'value.add' });
    expect(actor.getSnapshot().matches({ editing: { valueEditor: 'open' } })).toBe(true);

    actor.send({ type: 'valueEditor.save' });
    expect(actor.getSnapshot().matches({ editing: { valueEditor: 'open' } })).toBe(true);
    expect(brickActionState(actor.getSnapshot()).valueProblems).toEqual([
      { field: 'name', message: 'Required field' },
      { field: 'code', message: 'Required field' },
    ]);

    actor.send({ type: 'valueEditor.change', field: 'name', value: ' Shaker ' });
    actor.send({ type: 'valueEditor.change', field: 'code', value: ' SHK ' });
    actor.send({ type: 'valueEditor.save' });
    expect(actor.getSnapshot().matches({ editing: { valueEditor: 'closed' } })).toBe(true);
    expect(actor.getSnapshot().context.form.values).toEqual([{ name: 'Shaker', code: 'shk' }]);
  });

  it('checks the code against the brick length: Exact must equal it, Max must not exceed it', async () => {
    const { actor } = start('create');
    await waitFor(actor, ready);
    actor.send({ type: 'brick.edit', field: 'length', value: '3' });
    actor.send({ type: 'brick.lengthRule', exact: true });
    actor.send({ type: 'value.add' });
    expect(brickActionState(actor.getSnapshot()).codeHint).toBe(m.codeHintExact(3));
    actor.send({ type: 'valueEditor.change', field: 'name', value: 'Inset' });
    actor.send({ type: 'valueEditor.change', field: 'code', value: 'in' });
    actor.send({ type: 'valueEditor.blur', field: 'code' });
    expect(brickActionState(actor.getSnapshot()).valueProblems).toEqual([{ field: 'code', message: 'Code length must equal 3' }]);
    actor.send({ type: 'valueEditor.save' });
    expect(actor.getSnapshot().context.form.values).toEqual([]);

    actor.send({ type: 'valueEditor.close' });
    actor.send({ type: 'brick.lengthRule', exact: false });
    actor.send({ type: 'value.add' });
    expect(brickActionState(actor.getSnapshot()).codeHint).toBe(m.codeHintMax(3));
    actor.send({ type: 'valueEditor.change', field: 'name', value: 'Inset' });
    actor.send({ type: 'valueEditor.change', field: 'code', value: 'INSET' });
    expect(brickActionState(actor.getSnapshot()).valueSave).toEqual(['Code length must be less than or equal to 3']);
    actor.send({ type: 'valueEditor.change', field: 'code', value: 'IN' });
    expect(brickActionState(actor.getSnapshot()).valueSave).toEqual([]);
    actor.send({ type: 'valueEditor.save' });
    expect(actor.getSnapshot().context.form.values).toEqual([{ name: 'Inset', code: 'in' }]);
  });

  it('keeps an added value code while the brick is being created, and lets it change once saved', async () => {
    const create = start('create');
    await waitFor(create.actor, ready);
    create.actor.send({ type: 'brick.edit', field: 'length', value: '3' });
    create.actor.send({ type: 'value.add' });
    expect(brickActionState(create.actor.getSnapshot()).codeLocked).toBe(false);
    create.actor.send({ type: 'valueEditor.change', field: 'name', value: 'Shaker' });
    create.actor.send({ type: 'valueEditor.change', field: 'code', value: 'shk' });
    create.actor.send({ type: 'valueEditor.save' });
    create.actor.send({ type: 'value.open', index: 0 });
    expect(brickActionState(create.actor.getSnapshot()).codeLocked).toBe(true);
    create.actor.send({ type: 'valueEditor.change', field: 'code', value: 'xyz' });
    expect(create.actor.getSnapshot().context.valueEditor?.code).toBe('shk');

    const edit = start('edit');
    await waitFor(edit.actor, ready);
    edit.actor.send({ type: 'value.open', index: 1 });
    expect(brickActionState(edit.actor.getSnapshot()).codeLocked).toBe(false);
    edit.actor.send({ type: 'valueEditor.change', field: 'code', value: 'RPX' });
    edit.actor.send({ type: 'valueEditor.save' });
    expect(edit.actor.getSnapshot().context.form.values[1]).toEqual({ code: 'rpx', name: 'Raised Panel', language: 'en' });
  });

  it('filters the values list by name or code', async () => {
    const { actor } = start('edit');
    await waitFor(actor, ready);
    actor.send({ type: 'values.filter', text: 'RAIS' });
    expect(brickActionState(actor.getSnapshot()).visibleValues.map((v) => v.index)).toEqual([1]);
    actor.send({ type: 'values.filter', text: 'shk' });
    expect(brickActionState(actor.getSnapshot()).visibleValues.map((v) => v.value.name)).toEqual(['Shaker']);
    actor.send({ type: 'values.filter', text: '' });
    expect(brickActionState(actor.getSnapshot()).visibleValues).toHaveLength(2);
  });
});

describe('brickEditMachine: import and export', () => {
  it('imports rows with progress 0 to 100 (rows checked, then the upload), then shows the re-fetched values and says so', async () => {
    const { actor, imports, reads } = start('edit');
    await waitFor(actor, ready);
    const seen: number[] = [];
    actor.subscribe((s) => {
      if (seen.at(-1) !== s.context.importPercent) seen.push(s.context.importPercent);
    });
    actor.send({ type: 'values.import', file: file('values.xlsx') });
    expect(actor.getSnapshot().matches({ editing: { transfer: 'reading' } })).toBe(true);
    // The worker is told the brick and the length rule as they stand in the dialog.
    expect(reads[0]?.target).toEqual({ productBrickId: 11, length: 3, exact: true });
    await waitFor(actor, (s) => s.context.importPercent === 20);
    await waitFor(actor, (s) => s.matches({ editing: { transfer: 'importing' } }));
    expect(brickActionState(actor.getSnapshot()).transferEnabled).toBe(false);
    expect(actor.getSnapshot().context.importNotice).toBeUndefined();
    await waitFor(actor, (s) => s.context.importPercent === 70);
    await waitFor(actor, ready);
    // Rows checked fill the first 40 %, the upload the rest.
    expect(seen).toEqual([0, 20, 40, 70, 100]);
    expect(actor.getSnapshot().context.importNotice).toBe(importMessages.importSuccessful);
    expect(imports[0]).toEqual({ brickId: 11, exact: true, rows: [{ BRICKID: '11', CODE: 'INS', NAME: 'Inset' }] });
    expect(actor.getSnapshot().context.importPercent).toBe(100);
    expect(actor.getSnapshot().context.form.values.map((v) => v.code)).toEqual(['shk', 'rpl', 'ins']);
    expect(actor.getSnapshot().context.version).toBe(3);
  });

  it('alerts on a file that is not .xlsx', async () => {
    const { actor, imports } = start('edit', { read: async () => ({ ok: false, message: importMessages.notXlsx }) });
    await waitFor(actor, ready);
    actor.send({ type: 'values.import', file: file('values.csv') });
    await waitFor(actor, (s) => ready(s) && s.context.importAlert !== undefined);
    expect(actor.getSnapshot().context.importAlert).toBe('The File uploaded must be an excel spreadsheet wtih the file extension .xlsx');
    expect(imports).toHaveLength(0);
    actor.send({ type: 'importAlert.dismiss' });
    expect(actor.getSnapshot().context.importAlert).toBeUndefined();
  });

  it('lists a bad heading in the Import Values dialog', async () => {
    const { actor } = start('edit', { read: async () => ({ ok: false, message: importMessages.missingCodeColumn }) });
    await waitFor(actor, ready);
    actor.send({ type: 'values.import', file: file('values.xlsx') });
    await waitFor(actor, (s) => ready(s) && s.context.importErrors !== undefined);
    expect(actor.getSnapshot().context.importErrors).toEqual(['Missing Code column']);
    actor.send({ type: 'importErrors.close' });
    expect(actor.getSnapshot().context.importErrors).toBeUndefined();
  });

  it('lists the rows the check refused in the Import Values dialog and sends nothing', async () => {
    const rowErrors = ['Row 3: Code length must equal 3', 'Row 9: Every value needs a Name.'];
    const { actor, imports } = start('edit', { read: async () => ({ ok: false, rowErrors }) });
    await waitFor(actor, ready);
    actor.send({ type: 'values.import', file: file('values.xlsx') });
    await waitFor(actor, (s) => ready(s) && s.context.importErrors !== undefined);
    expect(actor.getSnapshot().context.importErrors).toEqual(rowErrors);
    expect(actor.getSnapshot().context.importPercent).toBe(0);
    expect(imports).toHaveLength(0);
  });

  it('returns the percent to 0 and lists the rows at fault when the import is refused', async () => {
    const { actor } = start('edit', { importOutcome: 'rowErrors' });
    await waitFor(actor, ready);
    actor.send({ type: 'values.import', file: file('values.xlsx') });
    await waitFor(actor, (s) => ready(s) && s.context.importErrors !== undefined);
    expect(actor.getSnapshot().context.importPercent).toBe(0);
    expect(actor.getSnapshot().context.importErrors).toEqual(['Row 2: Code length must equal 3']);
  });

  it('shows any other import failure in the error dialog', async () => {
    const { actor } = start('edit', { importOutcome: 'serverError' });
    await waitFor(actor, ready);
    actor.send({ type: 'values.import', file: file('values.xlsx') });
    await waitFor(actor, (s) => ready(s) && s.context.error !== undefined);
    expect(actor.getSnapshot().context.importPercent).toBe(0);
  });

  it('treats an unreadable file as an Import Values error', async () => {
    const { actor } = start('edit', { read: () => Promise.reject(new Error('zip')) });
    await waitFor(actor, ready);
    actor.send({ type: 'values.import', file: file('values.xlsx') });
    await waitFor(actor, (s) => ready(s) && s.context.importErrors !== undefined);
    expect(actor.getSnapshot().context.importErrors).toEqual([importMessages.unreadableWorkbook]);
  });

  it('exports, and shows a failed export', async () => {
    let fail = false;
    const { actor } = start('edit', { exportFile: async () => (fail ? Promise.reject(new ApiError('http', 'bricks.exportValues', 'x', { status: 500 })) : 'BrickValues_Export.xlsx') });
    await waitFor(actor, ready);
    actor.send({ type: 'values.export' });
    expect(actor.getSnapshot().matches({ editing: { transfer: 'exporting' } })).toBe(true);
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    fail = true;
    actor.send({ type: 'values.export' });
    await waitFor(actor, (s) => ready(s) && s.context.error !== undefined);
  });

  it('offers neither Import nor Export while the brick is being created', async () => {
    const { actor } = start('create');
    await waitFor(actor, ready);
    actor.send({ type: 'values.import', file: file('values.xlsx') });
    actor.send({ type: 'values.export' });
    expect(ready(actor.getSnapshot())).toBe(true);
  });
});
