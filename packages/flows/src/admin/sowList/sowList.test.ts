import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { SowProjectList, SowProjectRow } from '../../api/admin/sowProjects';
import { ALL_DESIGNERS, sowListMachine, visibleProjects, type SowListInput } from './sowList.machine';

const row = (projectID: number, projectName: string, designer: string): SowProjectRow => ({
  projectID,
  projectTypeID: 1,
  projectName,
  projectType: 'Kitchen Remodel',
  createdOnDate: '2026-01-01T10:00:00',
  createdOnDateDisplay: '01/01/2026',
  modifiedOnDate: '2026-01-02T10:00:00',
  modifiedOnDateDisplay: '01/02/2026',
  designer,
  version: 1,
});
const list: SowProjectList = {
  projects: [row(1, 'Harper Kitchen', 'Alex Admin'), row(2, 'Lee Bath', 'Dana Design'), row(3, 'Kitchen Annex', 'Dana Design')],
  designers: [
    { username: 'alex.admin@joinery.example', fullName: 'Alex Admin' },
    { username: 'dana@joinery.example', fullName: 'Dana Design' },
  ],
};

function start(input: SowListInput, fakes: { load?: () => Promise<SowProjectList>; remove?: () => Promise<unknown>; exportPdf?: () => Promise<{ fileName: string; blob: Blob }> } = {}) {
  const requests: SowListInput[] = [];
  const deleted: number[] = [];
  const actor = createActor(
    sowListMachine.provide({
      delays: { firstLoadDelay: 0, reloadAfterCreate: 0 },
      actors: {
        loadProjects: fromPromise(async ({ input: request }: { input: SowListInput }) => {
          requests.push(request);
          return (fakes.load ?? (async () => list))();
        }),
        deleteProject: fromPromise(async ({ input: del }: { input: { projectId: number } }) => {
          deleted.push(del.projectId);
          return (fakes.remove ?? (async () => ({})))();
        }),
        exportProject: fromPromise(() => (fakes.exportPdf ?? (async () => ({ fileName: 'Scope_Of_Work.pdf', blob: new Blob() })))()),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, requests, deleted };
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ loaded: 'idle' }) || s.matches('failed'));

describe('sowListMachine', () => {
  it('waits, then asks with the user and the sow-admin flag; the designer defaults to the user when listed', async () => {
    const { actor, requests } = start({ user: 'Alex.Admin@joinery.example', admin: true });
    expect(actor.getSnapshot().value).toBe('waiting');
    await idle(actor);
    expect(requests).toEqual([{ user: 'Alex.Admin@joinery.example', admin: true }]);
    expect(actor.getSnapshot().context.designer).toBe('alex.admin@joinery.example');
    expect(visibleProjects(actor.getSnapshot().context).map((p) => p.projectID)).toEqual([1]);
  });

  it('a designer the address asks for wins over the default when listed; All when asked; the default otherwise (issue 36)', async () => {
    const asked = start({ user: 'alex.admin@joinery.example', admin: true, requestedDesigner: 'dana@joinery.example' });
    await idle(asked.actor);
    expect(asked.actor.getSnapshot().context.designer).toBe('dana@joinery.example');
    expect(visibleProjects(asked.actor.getSnapshot().context).map((p) => p.projectID)).toEqual([2, 3]);
    // Reloads keep the filter the user is on.
    asked.actor.send({ type: 'list.reload' });
    await idle(asked.actor);
    expect(asked.actor.getSnapshot().context.designer).toBe('dana@joinery.example');

    const all = start({ user: 'alex.admin@joinery.example', admin: true, requestedDesigner: ALL_DESIGNERS });
    await idle(all.actor);
    expect(all.actor.getSnapshot().context.designer).toBe(ALL_DESIGNERS);

    const unlisted = start({ user: 'alex.admin@joinery.example', admin: true, requestedDesigner: 'gone@joinery.example' });
    await idle(unlisted.actor);
    expect(unlisted.actor.getSnapshot().context.designer).toBe('alex.admin@joinery.example');
  });

  it('a user not listed sees All; the name filter is a case-insensitive substring', async () => {
    const { actor } = start({ user: 'someone', admin: false });
    await idle(actor);
    expect(actor.getSnapshot().context.designer).toBe('');
    actor.send({ type: 'filter.name', text: 'KITCHEN' });
    expect(visibleProjects(actor.getSnapshot().context).map((p) => p.projectID)).toEqual([1, 3]);
    actor.send({ type: 'filter.designer', designer: 'dana@joinery.example' });
    expect(visibleProjects(actor.getSnapshot().context).map((p) => p.projectID)).toEqual([3]);
  });

  it('deletes after confirmation and reloads; dismissing keeps the project', async () => {
    const { actor, deleted, requests } = start({ user: 'x', admin: true });
    await idle(actor);
    actor.send({ type: 'project.delete', projectId: 2 });
    expect(actor.getSnapshot().matches({ loaded: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'delete.dismiss' });
    expect(deleted).toEqual([]);
    actor.send({ type: 'project.delete', projectId: 2 });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches({ loaded: 'deleting' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'reloading' }));
    await idle(actor);
    expect(deleted).toEqual([2]);
    expect(requests).toHaveLength(2);
  });

  it('a failed delete says why and re-enables the list; a 409 re-fetches once acknowledged', async () => {
    const conflict = new ApiError('http', 'sow.delete', 'Conflict', { status: 409 });
    const { actor, requests } = start({ user: 'x', admin: true }, { remove: async () => Promise.reject(conflict) });
    await idle(actor);
    actor.send({ type: 'project.delete', projectId: 2 });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'error.acknowledge' });
    await idle(actor);
    expect(requests).toHaveLength(2);
  });

  it('exports a project to Scope_Of_Work.pdf', async () => {
    const { actor } = start({ user: 'x', admin: true });
    await idle(actor);
    actor.send({ type: 'project.export', projectId: 1 });
    expect(actor.getSnapshot().matches({ loaded: 'exporting' })).toBe(true);
    await idle(actor);
    expect(actor.getSnapshot().context.exported).toBe('Scope_Of_Work.pdf');
  });

  it('reloads 500 ms after a new project was first saved', async () => {
    const { actor, requests } = start({ user: 'x', admin: true });
    await idle(actor);
    actor.send({ type: 'list.projectCreated' });
    expect(actor.getSnapshot().matches({ loaded: 'reloadingSoon' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'reloading' }));
    await idle(actor);
    expect(requests).toHaveLength(2);
    actor.send({ type: 'list.reload' });
    await idle(actor);
    expect(requests).toHaveLength(3);
  });

  it('a failed load shows the error; reload tries again', async () => {
    let fail = true;
    const { actor } = start({ user: 'x', admin: true }, { load: async () => (fail ? Promise.reject(new Error('down')) : list) });
    await idle(actor);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    fail = false;
    actor.send({ type: 'list.reload' });
    await idle(actor);
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it('every state is one these tests reach', () => {
    const leaves = getStateNodes((sowListMachine as AnyStateMachine).root)
      .filter((n) => n.type === 'atomic' || n.type === 'final')
      .map((n) => n.path.join('.'))
      .sort();
    expect(leaves).toEqual(
      ['waiting', 'loading', 'failed', 'loaded.idle', 'loaded.confirmingDelete', 'loaded.deleting', 'loaded.exporting', 'loaded.reloadingSoon', 'loaded.reloading'].sort(),
    );
  });
});
