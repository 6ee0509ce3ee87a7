import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import writeXlsxFile from 'write-excel-file/universal';
import { setupMockServer } from '@joinery/mocks/test-utils';
import { server } from '@joinery/mocks/node';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { templatePublishingMachine } from './templatePublishing/templatePublishing.machine';
import { templateActionState } from './templatePublishing/selectors';
import { brickEditMachine } from './brickEdit/brickEdit.machine';
import { seriesStatusMachine } from './seriesStatus/seriesStatus.machine';
import { bricksListMachine } from './catalogueList/catalogueLists';
import { staffSessionMachine } from '../staff/staffSession/staffSession.machine';

/** The machines with their default actors (the typed clients) against the embedded back end. */
setupMockServer();

type TemplateSnapshot = SnapshotFrom<typeof templatePublishingMachine>;
const settled = (s: TemplateSnapshot) =>
  s.matches({ editing: { filter: 'idle', formula: 'idle', productCount: 'idle', transfer: 'idle' } }) && s.context.filterCheck.status !== 'checking';

describe('the catalogue machines on the embedded back end', () => {
  it('opens a draft template: evaluates its filter and applies all its formulas', async () => {
    const actor = createActor(templatePublishingMachine, { input: { mode: 'edit', templateId: 9 } }).start();
    await waitFor(actor, (s) => settled(s) && s.context.filterCheck.status === 'checked', { timeout: 5000 });
    const { context } = actor.getSnapshot();
    expect(context.form.name).toBe('Summit Cabinet Knobs');
    expect(context.filterCheck.status === 'checked' && context.filterCheck.productCount).toBeGreaterThan(0);
    expect(Object.keys(context.formulaChecks).length).toBeGreaterThan(5);
    expect(context.seriesOptions?.every((s) => s.published === 1)).toBe(true);
    expect(context.webCategories?.length).toBeGreaterThan(0);
  });

  it('shows a bad filter as the server words it, and counts product groups', async () => {
    const actor = createActor(templatePublishingMachine, { input: { mode: 'edit', templateId: 9 } }).start();
    await waitFor(actor, (s) => settled(s) && s.context.filterCheck.status === 'checked', { timeout: 5000 });
    await waitFor(actor, (s) => templateActionState(s).productCount.length === 0);
    actor.send({ type: 'productCount.calculate' });
    await waitFor(actor, (s) => s.context.groupCount.status === 'counted', { timeout: 5000 });

    actor.send({ type: 'template.edit', field: 'filter', value: '[BRNOPE] = 1' });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => settled(s) && s.context.filterCheck.status === 'failed', { timeout: 5000 });
    expect(actor.getSnapshot().context.filterCheck).toEqual({ status: 'failed', message: "Invalid column name 'BRNOPE'." });
  });

  it('re-applies the formulas when an edited template is evaluated again on the same sample product', async () => {
    const applyAll = captureBodies('post', '*/bridgesys/ProductTemplate/:id/ApplyAllFormulas');
    const applyEdited = captureBodies('post', '*/bridgesys/ProductTemplate/ApplyFormulas');
    server.use(applyAll.handler, applyEdited.handler);
    const actor = createActor(templatePublishingMachine, { input: { mode: 'edit', templateId: 9 } }).start();
    await waitFor(actor, (s) => settled(s) && s.context.filterCheck.status === 'checked', { timeout: 5000 });
    const sample = actor.getSnapshot().context.lastProductMasterId;
    expect(applyAll.bodies).toEqual([{ productMasterId: sample }]);
    expect(applyEdited.bodies).toEqual([]);

    actor.send({ type: 'formula.change', name: 'groupName', value: 'Knob @UPPER([BRLIN])@' });
    actor.send({ type: 'formula.blur', name: 'groupName' });
    await waitFor(actor, (s) => settled(s) && s.context.formulaChecks.groupName?.status === 'succeeded', { timeout: 5000 });
    const editedSample = actor.getSnapshot().context.formulaChecks.groupName;

    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => settled(s) && s.context.filterCheck.status === 'checked' && applyAll.bodies.length === 2, { timeout: 5000 });
    const { context } = actor.getSnapshot();
    expect(context.lastProductMasterId).toBe(sample);
    expect(applyAll.bodies[1]).toEqual({ productMasterId: sample });
    // The saved template's formulas come back from ApplyAllFormulas; the edited one is applied as edited.
    expect(applyEdited.bodies).toEqual([
      expect.objectContaining({ productMasterId: sample, templateFormulas: [{ formulaName: 'groupName', formulaExpression: 'Knob @UPPER([BRLIN])@' }] }),
    ]);
    expect(context.formulaChecks.groupName).toEqual(editedSample);
    expect(context.checkedFormulaText.groupName).toBe('Knob @UPPER([BRLIN])@');
    expect(context.formulaChecks.name?.status).toBe('succeeded');
  });

  it('lists matched products owned by another template and blocks publishing', async () => {
    const actor = createActor(templatePublishingMachine, { input: { mode: 'edit', templateId: 11 } }).start();
    await waitFor(actor, (s) => settled(s) && s.context.filterCheck.status === 'checked', { timeout: 5000 });
    const check = actor.getSnapshot().context.filterCheck;
    expect(check.status === 'checked' && check.productsInOtherTemplates.length).toBeGreaterThan(0);
    expect(templateActionState(actor.getSnapshot()).publish).toContain('Some products matched by the filter belong to a different template.');
  });

  it('imports brick values from a real .xlsx and shows the re-fetched values', async () => {
    const actor = createActor(brickEditMachine, { input: { mode: 'edit', brickId: 8 } }).start();
    await waitFor(actor, (s) => s.matches({ editing: { transfer: 'idle' } }));
    const blob = await writeXlsxFile([
      ['BRICKID', 'CODE', 'NAME'],
      [8, 'CTH', 'Cathedral'],
    ]).toBlob();
    actor.send({ type: 'values.import', file: Object.assign(blob, { name: 'values.xlsx' }) });
    await waitFor(actor, (s) => s.matches({ editing: { transfer: 'idle' } }) && s.context.importPercent === 100, { timeout: 5000 });
    expect(actor.getSnapshot().context.form.values.map((v) => v.code)).toContain('cth');
  });

  it('saves a new series as a draft', async () => {
    const actor = createActor(seriesStatusMachine, { input: { mode: 'create' } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'series.edit', field: 'name', value: '  Glass Doors  ' });
    actor.send({ type: 'bricks.add', list: 'supplementalDataBricks', ids: [1, 3] });
    actor.send({ type: 'bricks.add', list: 'JoinerySkuBricks', ids: [3, 1] });
    actor.send({ type: 'series.publish' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 5000 });
    const saved = actor.getSnapshot().output?.saved;
    expect(saved).toMatchObject({ name: 'Glass Doors', published: 1 });
    expect(saved?.JoinerySkuBricks.map((b) => b.productBrickId)).toEqual([3, 1]);
  });

  it('loads the bricks list newest first', async () => {
    const actor = createActor(bricksListMachine).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    const dates = actor.getSnapshot().context.rows.map((r) => r.lastUpdatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('reads the signed-in user from Users/Info with the bearer token', async () => {
    const actor = createActor(staffSessionMachine, {
      input: { identity: { restore: async () => true, signIn: async () => {}, completeSignIn: async () => ({ returnTo: '/' }), signOut: async () => {} } },
    }).start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(actor.getSnapshot().context.assignedRoleIds).toEqual([1, 2, 3, 4, 5]);
  });
});
