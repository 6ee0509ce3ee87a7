import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { Holiday } from '../../api/admin/holidays';
import { holidayMachine } from './holidays.machine';
import {
  canSubmitHoliday,
  displayHolidayDate,
  holidayBlockers,
  holidayDateOf,
  holidayPayload,
  isPastHoliday,
  sortHolidays,
  startOfYesterday,
  type HolidayForm,
  type HolidayMode,
} from './rules';

const h = (id: number, holidayDate: string, name = `H${id}`): Holiday => ({
  id, name, holidayDate, holidayTypeId: 1, holidayTypeName: 'Company Holiday', message: 'Closed', rowVersion: 3,
});

const visited = new Set<string>();
afterAll(() => {
  const leaves = getStateNodes((holidayMachine as AnyStateMachine).root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));
  expect([...visited].sort()).toEqual(leaves.sort());
});

function start(mode: HolidayMode, options: { fail?: number; loadFails?: boolean } = {}) {
  const saves: unknown[] = [];
  let loads = 0;
  const actor = createActor(
    holidayMachine.provide({
      actors: {
        loadHoliday: fromPromise(async ({ input }: { input: { holidayId: number | undefined } }) => {
          loads++;
          if (options.loadFails) throw new ApiError('http', 'holidays.get', 'gone', { status: 404 });
          return { holiday: input.holidayId === undefined ? undefined : h(input.holidayId, '2026-12-25', 'Christmas Day'), types: [{ holidayTypeId: 1, holidayTypeName: 'Company Holiday' }] };
        }),
        saveHoliday: fromPromise(async ({ input }: { input: { form: HolidayForm; holidayId: number | undefined; rowVersion: number | undefined } }) => {
          saves.push(input);
          if (options.fail) throw new ApiError('http', 'holidays.update', 'x', { status: options.fail });
          return h(99, input.form.holidayDate);
        }),
      },
    }),
    { input: { mode, holidayId: 4 } },
  );
  actor.subscribe((s) => visited.add(String(s.value)));
  actor.start();
  return { actor, saves, loads: () => loads };
}

describe('holiday rules', () => {
  it('greys rows dated before the start of yesterday', () => {
    const now = new Date(2026, 10, 24, 0, 30);
    expect(startOfYesterday(now)).toEqual(new Date(2026, 10, 23));
    expect(isPastHoliday('2026-11-22', now)).toBe(true);
    expect(isPastHoliday('2026-11-23', now)).toBe(false);
    expect(isPastHoliday('2026-11-24', now)).toBe(false);
    expect(isPastHoliday('2026-03-01', new Date(2026, 2, 2, 23, 59))).toBe(false);
    expect(isPastHoliday('2026-02-28', new Date(2026, 2, 2))).toBe(true);
    expect(isPastHoliday('2025-12-31', new Date(2026, 0, 1))).toBe(false);
    expect(isPastHoliday('2025-12-30', new Date(2026, 0, 1))).toBe(true);
    expect(isPastHoliday('not a date', now)).toBe(false);
  });
  it('sorts newest first, shows month/day/year, sends YYYY-MM-DD', () => {
    expect(sortHolidays([h(1, '2025-01-01'), h(2, '2026-07-04'), h(3, '2025-12-25')]).map((x) => x.id)).toEqual([2, 3, 1]);
    expect(displayHolidayDate('2026-07-04')).toBe('07/04/2026');
    expect(displayHolidayDate('2026-07-04T00:00:00')).toBe('07/04/2026');
    expect(holidayDateOf(new Date(2026, 6, 4))).toBe('2026-07-04');
    expect(holidayDateOf(null)).toBe('');
  });
  it('Submit needs name, date, type and message, and not view mode; the name is trimmed', () => {
    const full: HolidayForm = { name: ' Labor Day ', holidayDate: '2026-09-07', holidayTypeId: 2, message: 'Closed' };
    expect(holidayBlockers(full)).toEqual([]);
    expect(canSubmitHoliday(full, 'create')).toBe(true);
    expect(canSubmitHoliday(full, 'edit')).toBe(true);
    expect(canSubmitHoliday(full, 'view')).toBe(false);
    expect(holidayBlockers({ ...full, name: '  ' })).toEqual(['Enter a Name']);
    expect(holidayBlockers({ ...full, holidayDate: '' })).toEqual(['Enter a Date']);
    expect(holidayBlockers({ ...full, holidayTypeId: 0 })).toEqual(['Choose a Type']);
    expect(holidayBlockers({ ...full, message: '' })).toEqual(['Enter a Message']);
    expect(holidayPayload(full)).toEqual({ name: 'Labor Day', holidayDate: '2026-09-07', holidayTypeId: 2, message: 'Closed' });
  });
});

describe('holiday dialog', () => {
  it('creates once every field is given', async () => {
    const { actor, saves } = start('create');
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'holiday.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'holiday.edit', field: 'name', value: ' Founders Day ' });
    actor.send({ type: 'holiday.edit', field: 'holidayDate', value: '2026-06-01' });
    actor.send({ type: 'holiday.type', holidayTypeId: 1 });
    actor.send({ type: 'holiday.edit', field: 'message', value: 'Closed' });
    actor.send({ type: 'holiday.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[0]).toMatchObject({ holidayId: undefined, form: { name: ' Founders Day ' } });
    expect(actor.getSnapshot().output?.saved?.id).toBe(99);
  });
  it('view mode ignores edits and Submit; cancel closes', async () => {
    const { actor } = start('view');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.form.name).toBe('Christmas Day');
    actor.send({ type: 'holiday.edit', field: 'name', value: 'X' });
    actor.send({ type: 'holiday.type', holidayTypeId: 0 });
    actor.send({ type: 'holiday.submit' });
    expect(actor.getSnapshot().context.form.name).toBe('Christmas Day');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'holiday.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });
  it('edit sends the rowVersion; a 409 re-fetches once acknowledged, another error just clears', async () => {
    const conflict = start('edit', { fail: 409 });
    await waitFor(conflict.actor, (s) => s.matches('editing'));
    conflict.actor.send({ type: 'holiday.submit' });
    await waitFor(conflict.actor, (s) => s.matches('editing') && s.context.error !== undefined);
    expect(conflict.saves[0]).toMatchObject({ holidayId: 4, rowVersion: 3 });
    conflict.actor.send({ type: 'error.acknowledge' });
    expect(conflict.actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(conflict.actor, (s) => s.matches('editing'));
    expect(conflict.loads()).toBe(2);

    const failed = start('edit', { fail: 500 });
    await waitFor(failed.actor, (s) => s.matches('editing'));
    failed.actor.send({ type: 'holiday.submit' });
    await waitFor(failed.actor, (s) => s.context.error !== undefined);
    failed.actor.send({ type: 'error.acknowledge' });
    expect(failed.actor.getSnapshot().matches('editing')).toBe(true);
    expect(failed.actor.getSnapshot().context.error).toBeUndefined();
    expect(failed.loads()).toBe(1);
  });
  it('a failed load shows its error; acknowledging closes the dialog', async () => {
    const { actor } = start('edit', { loadFails: true });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });
});
