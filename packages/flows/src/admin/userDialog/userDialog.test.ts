import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import type { User } from '../../api/admin/users';
import { adStatusText, discardPanel, missingSeoFields, tenCharacterId } from './rules';
import { userDialogView } from './selectors';
import { userDialogMachine } from './userDialog.machine';

const user = (overrides: Partial<User> = {}): User =>
  ({
    id: 2,
    firstName: 'Casey',
    lastName: 'Catalogue',
    userName: 'casey.catalogue@joinery.example',
    userPrincipalName: '',
    middleName: '',
    email: '',
    location: '',
    department: '',
    title: 'Estimator',
    officeExt: '',
    officePhone: '',
    officeFax: '',
    mobilePhone: '',
    otherMobile: '',
    housePhone: '',
    isActive: true,
    adEnabled: null,
    lastUpdatedAtDisplay: '',
    LastUpdatedby: '',
    userRoles: [
      { userRoleId: 1, roleId: 1, userId: 2, assigned: false },
      { userRoleId: 2, roleId: 2, userId: 2, assigned: true },
    ],
    epIroles: [
      { roleId: 1, roleName: 'Bid Admin', roleDescription: '', active: true },
      { roleId: 2, roleName: 'SOW Admin', roleDescription: '', active: true },
      { roleId: 6, roleName: 'Legacy', roleDescription: '', active: false },
    ],
    addressInformation: { addressLine1: '', addressLine2: '', city: '', stateCode: '', postalCode: '', country: '' },
    manager: '',
    houzzUrl: '',
    credentials: '',
    employeeGUID: '',
    designerDescription: '',
    designerPagePublished: false,
    designerPageMetadataTitle: '',
    designerPageUrl: '',
    designerPageMetadataDescription: '',
    designerLocationId: null,
    designerLocationName: '',
    designerPhone: '',
    rowVersion: 1,
    ...overrides,
  }) as User;

function start(mode: 'view' | 'edit', fakes: { save?: (u: User) => Promise<User>; loadFails?: boolean } = {}) {
  const saves: User[] = [];
  let loads = 0;
  const machine = userDialogMachine.provide({
    actors: {
      loadUser: fromPromise(async () => {
        loads += 1;
        if (fakes.loadFails) throw new ApiError('http', 'users.get', 'x', { status: 500 });
        return { user: user(), locations: [{ id: 5, name: 'Austin' }] };
      }),
      saveUser: fromPromise(async ({ input }: { input: { user: User } }) => {
        saves.push(input.user);
        return fakes.save ? fakes.save(input.user) : input.user;
      }),
    },
  });
  const actor = createActor(machine, { input: { userId: 2, mode, savedBy: 'Alex Admin' } });
  actor.start();
  return { actor, saves, loads: () => loads };
}

describe('user rules', () => {
  it('reads the ID and AD status', () => {
    expect(tenCharacterId('casey.catalogue@x')).toBe('casey.cata');
    expect(adStatusText(null)).toBe('Does Not Exist');
    expect(adStatusText(true)).toBe('Enabled');
    expect(adStatusText(false)).toBe('Disabled');
  });
  it('needs the starred SEO fields only when published', () => {
    expect(missingSeoFields(user())).toEqual([]);
    expect(missingSeoFields(user({ designerPagePublished: true, designerDescription: '<p></p>' }))).toEqual([
      'designerPageMetadataTitle',
      'designerPageUrl',
      'designerPageMetadataDescription',
      'designerLocationId',
      'designerDescription',
    ]);
  });
  it('discards one panel only', () => {
    const form = user({ firstName: 'X', designerPhone: '1' });
    expect(discardPanel(form, user(), 'details')).toMatchObject({ firstName: 'Casey', designerPhone: '1' });
    expect(discardPanel(form, user(), 'seo')).toMatchObject({ firstName: 'X', designerPhone: '' });
  });
});

describe('userDialogMachine', () => {
  it('view mode: panels change freely, nothing edits, Submit hidden', async () => {
    const { actor } = start('view');
    await waitFor(actor, (s) => s.matches({ open: 'browsing' }));
    actor.send({ type: 'details.edit', field: 'firstName', value: 'Z' });
    expect(actor.getSnapshot().context.form?.firstName).toBe('Casey');
    actor.send({ type: 'panel.select', panel: 'history' });
    expect(actor.getSnapshot().context.panel).toBe('history');
    const view = userDialogView(actor.getSnapshot());
    expect(view.showSubmit).toBe(false);
    expect(view.roles.map((r) => r.roleName)).toEqual(['Bid Admin', 'SOW Admin']);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('asks before leaving a dirty Details panel: No discards, Yes keeps', async () => {
    const { actor } = start('edit');
    await waitFor(actor, (s) => s.matches({ open: 'browsing' }));
    actor.send({ type: 'details.edit', field: 'firstName', value: 'Casey2' });
    actor.send({ type: 'panel.select', panel: 'seo' });
    expect(actor.getSnapshot().matches({ open: 'confirmingLeave' })).toBe(true);
    expect(userDialogView(actor.getSnapshot()).confirmingLeave).toBe(true);
    actor.send({ type: 'leave.no' });
    expect(actor.getSnapshot().context).toMatchObject({ panel: 'seo', form: { firstName: 'Casey' } });
    actor.send({ type: 'seo.edit', field: 'designerPhone', value: '555' });
    actor.send({ type: 'seo.published', published: true });
    actor.send({ type: 'seo.location', locationId: 5 });
    expect(actor.getSnapshot().context.form?.designerLocationName).toBe('Austin');
    actor.send({ type: 'panel.select', panel: 'roles' });
    actor.send({ type: 'leave.yes' });
    expect(actor.getSnapshot().context).toMatchObject({ panel: 'roles', form: { designerPhone: '555', designerPagePublished: true } });
    // Roles do not ask.
    actor.send({ type: 'role.assign', roleId: 1, assigned: true });
    actor.send({ type: 'panel.select', panel: 'details' });
    expect(actor.getSnapshot().matches({ open: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.dirty.roles).toBe(true);
    // Published without its starred fields: Submit is refused.
    expect(userDialogView(actor.getSnapshot()).submitReasons.length).toBeGreaterThan(0);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('submits the full user with LastUpdatedby and ends saved', async () => {
    const { actor, saves } = start('edit');
    await waitFor(actor, (s) => s.matches({ open: 'browsing' }));
    actor.send({ type: 'details.status', isActive: false });
    actor.send({ type: 'details.address', field: 'city', value: 'Austin' });
    actor.send({ type: 'role.assign', roleId: 1, assigned: true });
    actor.send({ type: 'user.submit' });
    expect(userDialogView(actor.getSnapshot()).submitting).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
    expect(saves[0]).toMatchObject({ isActive: false, LastUpdatedby: 'Alex Admin', addressInformation: { city: 'Austin' } });
    expect(saves[0]?.userRoles[0]?.assigned).toBe(true);
    expect(actor.getSnapshot().output?.saved?.id).toBe(2);
  });

  it('a failed save keeps the form; a 409 re-fetches; a failed load closes on acknowledge', async () => {
    const failing = start('edit', { save: async () => Promise.reject(new ApiError('http', 'users.update', 'x', { status: 500 })) });
    await waitFor(failing.actor, (s) => s.matches({ open: 'browsing' }));
    failing.actor.send({ type: 'details.edit', field: 'title', value: 'Boss' });
    failing.actor.send({ type: 'user.submit' });
    await waitFor(failing.actor, (s) => s.matches('open') && s.context.error !== undefined);
    failing.actor.send({ type: 'error.acknowledge' });
    expect(failing.actor.getSnapshot().context.form?.title).toBe('Boss');

    const conflict = start('edit', { save: async () => Promise.reject(new ApiError('http', 'users.update', 'x', { status: 409 })) });
    await waitFor(conflict.actor, (s) => s.matches({ open: 'browsing' }));
    conflict.actor.send({ type: 'user.submit' });
    await waitFor(conflict.actor, (s) => s.context.error !== undefined);
    conflict.actor.send({ type: 'error.acknowledge' });
    await waitFor(conflict.actor, (s) => s.matches({ open: 'browsing' }));
    expect(conflict.loads()).toBe(2);

    const broken = start('edit', { loadFails: true });
    await waitFor(broken.actor, (s) => s.matches('loadFailed'));
    broken.actor.send({ type: 'error.acknowledge' });
    expect(broken.actor.getSnapshot().value).toBe('cancelled');
  });
});
