import { describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import {
  advancedSearchBody,
  exportReporting,
  fetchAdvancedSearch,
  fetchReporting,
  fetchReportingExport,
  hasReportingFilters,
  reportingBody,
} from '@joinery/flows/api/catalogue/reporting';
import { RECORDS_PAGE_SIZE, searchColumnLabels } from '@joinery/flows/catalogue/records';
import { legacyRecords } from '../../data/catalogue/legacyRecords';
import { productOverrides } from '../../data/catalogue/overrides';
import { setupMockServer } from '../../test-utils';
import { describeFaults, failureOf } from './recordsTestkit';

setupMockServer();

describe('the reporting and search bodies (§7)', () => {
  it("sends 'Select' dropdowns as '0', a template option as its id, and the page and sort", () => {
    expect(
      reportingBody({
        advancedFilter: 'Select',
        template: '3-Oak Ridge',
        manufacturer: 'Select',
        productLine: 'SWH',
        upc: ' 0812 ',
        page: 2,
        sortBy: 'JoinerySKU',
        sortOrder: 'Ascending',
      }),
    ).toEqual({
      advancedFilter: '0',
      templateFilter: '3',
      manufacturerFilter: '0',
      productLineFilter: 'SWH',
      upcFilter: '0812',
      vendorSkuFilter: '',
      JoinerySkuFilter: '',
      productNameFilter: '',
      descriptionFilter: '',
      pageIndex: 2,
      sortBy: 'JoinerySKU',
      sortOrder: 'Ascending',
    });
    expect(advancedSearchBody({ productName: 'base' })).toEqual({
      manufacturerFilter: '',
      productLineFilter: '',
      upcFilter: '',
      vendorSkuFilter: '',
      JoinerySkuFilter: '',
      productNameFilter: 'base',
      descriptionFilter: '',
      pageIndex: 1,
      sortBy: '',
      sortOrder: 'Unspecified',
    });
  });

  it('knows when there is no filter at all (the screen clears instead of calling)', () => {
    expect(
      hasReportingFilters({
        advancedFilter: 'Select',
        template: 'Select',
        manufacturer: '',
        upc: ' ',
      }),
    ).toBe(false);
    expect(hasReportingFilters({ advancedFilter: '4' })).toBe(true);
    expect(hasReportingFilters({ description: 'shaker' })).toBe(true);
  });
});

describe('reporting.search', () => {
  it('answers 100 rows a page, the total, and the filter option lists', async () => {
    const page = await fetchReporting({ manufacturer: 'HRT' });
    const total = legacyRecords.where((r) => r.brmfg === 'HRT').length;
    expect(page.pages).toBe(total);
    expect(page.records).toHaveLength(RECORDS_PAGE_SIZE);
    expect(page.records[0]).toEqual({
      id: 100_001,
      brmfg: 'HRT',
      brlin: 'SWH',
      brpart: 'B09L',
      JoinerySKU: 'swh.b09l',
      name: legacyRecords.find(100_001)?.name,
      brprcod: 'CAB',
      brupc: legacyRecords.find(100_001)?.brupc,
    });
    expect(page.templates[0]).toBe('1-Hartwell Shaker White Kitchen');
    expect(page.manufacturers).toContain('SMT');
    expect(page.productLines).toEqual(['SWH', 'SGR', 'RPC', 'HSL']);
  });

  it('filters by template and text, and sorts', async () => {
    const page = await fetchReporting({
      template: '7-Summit Cabinet Pulls',
      productName: 'brass',
      sortBy: 'brpart',
      sortOrder: 'Descending',
    });
    expect(page.pages).toBeGreaterThan(0);
    expect(page.records.every((r) => r.brlin === 'SPL' && /brass/i.test(r.name ?? ''))).toBe(true);
    const parts = page.records.map((r) => r.brpart);
    expect(parts).toEqual(
      [...parts].sort((a, b) => b.localeCompare(a, 'en', { numeric: true, sensitivity: 'base' })),
    );
  });

  it('answers the §9 advanced filters', async () => {
    const withOverrides = await fetchReporting({ advancedFilter: '4' });
    expect(withOverrides.pages).toBe(productOverrides.all().length);

    const noImages = await fetchReporting({ advancedFilter: '1' });
    expect(noImages.pages).toBeGreaterThan(0);
    expect(noImages.records.every((r) => r.id % 9 === 0 && r.JoinerySKU !== '')).toBe(true);

    const multiple = await fetchReporting({ advancedFilter: '5' });
    expect(multiple.records.map((r) => r.brmfg)).toContain('HRT');

    legacyRecords.update(100_002, { JoinerySKU: 'swh.b09l' });
    const sameSku = await fetchReporting({ advancedFilter: '2' });
    expect(sameSku.records.map((r) => r.id)).toEqual([100_001, 100_002]);
  });

  it('refuses a column it cannot sort by', async () => {
    const error = await failureOf(
      fetchReporting({ sortBy: 'price' as never, sortOrder: 'Ascending' }),
    );
    expect(error.status).toBe(400);
  });
});

describe('reporting.export', () => {
  it('answers every matching row as a real spreadsheet, saved under the fixed name', async () => {
    const rows = await readSheet(
      await fetchReportingExport({
        template: '7',
        sortBy: 'brpart',
        sortOrder: 'Ascending',
        page: 3,
      }),
    );
    expect(rows[0]).toEqual(Object.values(searchColumnLabels));
    expect(rows).toHaveLength(1 + legacyRecords.where((r) => r.productTemplateId === 7).length);
    const parts = rows.slice(1).map((row) => String(row[2]));
    expect(parts).toEqual(
      [...parts].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
    expect(await exportReporting({ template: '7' })).toBe('Reporting_Export.xlsx');
  });
});

describe('search.advanced', () => {
  it('matches the seven text filters as substrings, 100 rows a page', async () => {
    const page = await fetchAdvancedSearch({
      manufacturer: 'hr',
      description: 'wall cabinet',
      joinerySku: 'SGR.',
    });
    expect(page.pages).toBeGreaterThan(0);
    expect(
      page.records.every((r) => r.brmfg === 'HRT' && r.brlin === 'SGR' && r.brpart.startsWith('W')),
    ).toBe(true);
    const beyond = await fetchAdvancedSearch({
      page: legacyRecords.all().length / RECORDS_PAGE_SIZE + 1,
    });
    expect(beyond).toEqual({ records: [], pages: legacyRecords.all().length });
  });
});

describeFaults('reporting.search', () => fetchReporting({ manufacturer: 'HRT' }));
describeFaults('reporting.export', () => exportReporting({ manufacturer: 'HRT' }));
describeFaults('search.advanced', () => fetchAdvancedSearch({ productName: 'base' }));
