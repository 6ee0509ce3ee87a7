import { describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import { isApiError } from '@joinery/flows/api';
import {
  BRICK_SOURCE_FIELDS_TOKEN,
  brickImportErrors,
  createBrick,
  exportBrickValues,
  fetchBrick,
  fetchBrickValuesExport,
  fetchBricks,
  fetchSourceFieldNames,
  importBrickValues,
  updateBrick,
  type BrickDraft,
} from '@joinery/flows/api/catalogue/bricks';
import { fetchSeriesList } from '@joinery/flows/api/catalogue/series';
import { serverMessageOf } from '@joinery/flows/api/catalogue/templates';
import { brickSourceFieldNames } from '@joinery/flows/catalogue/catalogueRules';
import { BRICK } from '../../data/catalogue/bricks';
import { injectFault, setupMockServer } from '../../test-utils';
import { describeFaults, failureOf, statusOf } from './catalogueTestkit';

setupMockServer();

const draft: BrickDraft = {
  name: '  Crown Profile ',
  length: 3,
  exact: true,
  example: 'cov',
  sourceField: null,
  values: [
    { code: ' COV ', name: 'Cove' },
    { code: 'ogl', name: 'Ogee Large', language: 'en' },
  ],
};

describe('bricks.list', () => {
  it('answers every brick without values, newest edit first, each with its version', async () => {
    const list = await fetchBricks();
    expect(list).toHaveLength(22);
    expect(list.map((b) => b.lastUpdatedAt)).toEqual([...list.map((b) => b.lastUpdatedAt)].sort().reverse());
    expect(list[0]).not.toHaveProperty('values');
    expect(list.every((b) => b.version === 1)).toBe(true);
    expect(list.find((b) => b.productBrickId === BRICK.manufacturer)).toMatchObject({ name: 'Manufacturer', sourceField: 'BRMFG', length: 3, exact: true });
  });
});

describe('bricks.get', () => {
  it('answers a brick with its values: lower-case codes that fit the length', async () => {
    const finish = await fetchBrick(BRICK.finish);
    expect(finish.name).toBe('Finish');
    expect(finish.values).toContainEqual({ code: 'wht', name: 'White', language: 'en' });
    expect(finish.values.every((v) => v.code === v.code.trim().toLowerCase() && v.code.length === 3)).toBe(true);
  });

  it('answers 404 for a brick that does not exist', async () => {
    expect(statusOf(await failureOf(fetchBrick(999)))).toBe(404);
  });
});

describe('bricks.create', () => {
  it('saves the brick with a new id: name trimmed, codes lower-cased, language en; it lists first', async () => {
    const created = await createBrick(draft);
    expect(created).toMatchObject({ productBrickId: 23, name: 'Crown Profile', length: 3, exact: true, sourceField: null, version: 1 });
    expect(created.values).toEqual([
      { code: 'cov', name: 'Cove', language: 'en' },
      { code: 'ogl', name: 'Ogee Large', language: 'en' },
    ]);
    expect((await fetchBricks())[0]?.productBrickId).toBe(23);
  });

  it.each([
    [{ name: '  ' }, 'Name is required.'],
    [{ length: 0 }, 'Length must be a whole number greater than 0.'],
    [{ name: 'finish' }, "A brick named 'finish' already exists."],
    [{ sourceField: 'BRCOLOUR' }, "'BRCOLOUR' is not a legacy field a brick can be sourced from."],
    [{ values: [{ code: 'co', name: 'Cove' }] }, 'co: Code length must equal 3'],
    [{ exact: false, values: [{ code: 'cove', name: 'Cove' }] }, 'cove: Code length must be less than or equal to 3'],
    [{ values: [{ code: 'cov', name: ' ' }] }, 'Every value needs a Name.'],
    [{ values: [{ code: 'COV', name: 'A' }, { code: 'cov', name: 'B' }] }, "The code 'cov' is used by more than one value."],
  ])('refuses %j with 400 and the reason', async (change, message) => {
    const error = await failureOf(createBrick({ ...draft, ...change }));
    expect(statusOf(error)).toBe(400);
    expect(serverMessageOf(error)).toBe(message);
  });

  it("reads 'Select' as no source field", async () => {
    expect((await createBrick({ ...draft, sourceField: 'Select' })).sourceField).toBeNull();
  });
});

describe('bricks.update', () => {
  it('saves changes and bumps the version', async () => {
    const finish = await fetchBrick(BRICK.finish);
    const saved = await updateBrick({ ...finish, example: 'gry', values: [...finish.values, { code: 'BLK', name: 'Black' }] });
    expect(saved.version).toBe(2);
    expect(saved.example).toBe('gry');
    expect(saved.values.at(-1)).toEqual({ code: 'blk', name: 'Black', language: 'en' });
    expect(saved.lastUpdatedAt > finish.lastUpdatedAt).toBe(true);
  });

  it('answers 409 when the write is based on a stale read', async () => {
    const finish = await fetchBrick(BRICK.finish);
    await updateBrick({ ...finish, example: 'first' });
    const error = await failureOf(updateBrick({ ...finish, example: 'second' }));
    expect(statusOf(error)).toBe(409);
    expect((await fetchBrick(BRICK.finish)).example).toBe('first');
  });

  it('answers 404 for a brick that does not exist', async () => {
    const finish = await fetchBrick(BRICK.finish);
    expect(statusOf(await failureOf(updateBrick({ ...finish, productBrickId: 999 })))).toBe(404);
  });
});

describe('bricks.exportValues', () => {
  it('answers a real xlsx with BRICKID, CODE, NAME and every value', async () => {
    const blob = await fetchBrickValuesExport(BRICK.doorStyle);
    const rows = await readSheet(blob);
    expect(rows[0]).toEqual(['BRICKID', 'CODE', 'NAME']);
    expect(rows.slice(1)).toEqual([
      [BRICK.doorStyle, 'shk', 'Shaker'],
      [BRICK.doorStyle, 'rpn', 'Raised Panel'],
      [BRICK.doorStyle, 'slb', 'Slab'],
      [BRICK.doorStyle, 'bdb', 'Beadboard'],
      [BRICK.doorStyle, 'ins', 'Inset'],
    ]);
  });

  it('saves the download as BrickValues_Export.xlsx', async () => {
    expect(await exportBrickValues(BRICK.doorStyle)).toBe('BrickValues_Export.xlsx');
  });

  it('answers 404 for a brick that does not exist', async () => {
    expect(statusOf(await failureOf(fetchBrickValuesExport(999)))).toBe(404);
  });
});

describe('bricks.tokenNames (GET {token})', () => {
  it('answers the legacy field names a brick may be sourced from', async () => {
    expect(await fetchSourceFieldNames()).toEqual([...brickSourceFieldNames]);
    expect(await fetchSourceFieldNames(BRICK_SOURCE_FIELDS_TOKEN)).toContain('BRMFG');
  });

  it('lets other one-segment GETs through to their own handlers, faults included', async () => {
    injectFault('bricks.tokenNames', { status: 500 });
    expect((await fetchSeriesList()).length).toBeGreaterThan(0);
  });
});

describe('bricks.importValues', () => {
  it("adds new codes, renames existing ones, reports progress and answers 'Import Successful'", async () => {
    const progress: number[] = [];
    const reply = await importBrickValues(
      BRICK.finish,
      true,
      [
        { BRICKID: String(BRICK.finish), CODE: 'WHT', NAME: 'Bright White' },
        { BRICKID: '', CODE: ' blk ', NAME: 'Black' },
      ],
      { onProgress: (percent) => progress.push(percent) },
    );
    expect(reply).toBe('Import Successful');
    expect(progress).toEqual([0, 100]);
    const finish = await fetchBrick(BRICK.finish);
    expect(finish.values).toContainEqual({ code: 'wht', name: 'Bright White', language: 'en' });
    expect(finish.values).toContainEqual({ code: 'blk', name: 'Black', language: 'en' });
    expect(finish.version).toBe(2);
  });

  it('refuses the whole sheet with 400 listing every faulty row; nothing is imported', async () => {
    const progress: number[] = [];
    const error = await failureOf(
      importBrickValues(
        BRICK.finish,
        true,
        [
          { BRICKID: '9', CODE: 'zz', NAME: 'Too short' },
          { BRICKID: '4', CODE: 'abc', NAME: '' },
          { BRICKID: '9', CODE: 'new', NAME: 'Fine' },
          { BRICKID: '9', CODE: 'NEW', NAME: 'Again' },
        ],
        { onProgress: (percent) => progress.push(percent) },
      ),
    );
    expect(statusOf(error)).toBe(400);
    expect(brickImportErrors(error)).toEqual([
      'Row 2: Code length must equal 3',
      'Row 3: BRICKID 4 does not match brick 9',
      'Row 3: Every value needs a Name.',
      "Row 5: The code 'new' is used by more than one value.",
    ]);
    expect(progress).toEqual([0]);
    expect((await fetchBrick(BRICK.finish)).values.some((v) => v.code === 'new')).toBe(false);
  });

  it('checks lengths as Max when exact is false', async () => {
    expect(await importBrickValues(BRICK.finish, false, [{ BRICKID: '', CODE: 'bk', NAME: 'Black' }])).toBe('Import Successful');
  });

  it('answers 404 for a brick that does not exist', async () => {
    expect(statusOf(await failureOf(importBrickValues(999, true, [])))).toBe(404);
  });

  it('does not report 100 when the reply is not the success text', async () => {
    injectFault('bricks.importValues', { malformed: true });
    const progress: number[] = [];
    const error = await failureOf(importBrickValues(BRICK.finish, true, [], { onProgress: (p) => progress.push(p) }));
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(progress).toEqual([0]);
  });
});

describeFaults('bricks.list', () => fetchBricks());
describeFaults('bricks.get', () => fetchBrick(BRICK.finish));
describeFaults('bricks.create', () => createBrick(draft));
describeFaults('bricks.update', async () => updateBrick({ ...draft, productBrickId: BRICK.finish, name: 'Finish', version: 1 }));
describeFaults('bricks.exportValues', () => fetchBrickValuesExport(BRICK.finish));
describeFaults('bricks.tokenNames', () => fetchSourceFieldNames());
describeFaults('bricks.importValues', () => importBrickValues(BRICK.finish, true, []));
