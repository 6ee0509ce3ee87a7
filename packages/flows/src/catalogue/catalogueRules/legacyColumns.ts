/**
 * The columns of the legacy product master (the host system's BR* table) that product filters
 * and template formulas may name in brackets: `[BRMFG]`, or a friendlier alias such as
 * `[Manufacturer]`. Names match case-insensitively, as the host system's SQL collation does.
 */
export type LegacyColumnType = 'text' | 'number';

export interface LegacyColumn {
  /** The host system's column name. */
  name: string;
  type: LegacyColumnType;
  /** Friendlier names that mean the same column in filters and formulas. */
  aliases: readonly string[];
  /** True when a brick may take its values from this column (the Source Field dropdown). */
  brickSource: boolean;
}

export const legacyColumns = [
  { name: 'BRPRID', type: 'number', aliases: ['ProductMasterId', 'AS400ProductId'], brickSource: false },
  { name: 'BRMFG', type: 'text', aliases: ['Manufacturer', 'ManufacturerCode'], brickSource: true },
  { name: 'BRLIN', type: 'text', aliases: ['ProductLine', 'LineCode'], brickSource: true },
  { name: 'BRPART', type: 'text', aliases: ['PartNumber', 'Part'], brickSource: true },
  { name: 'BRDES1', type: 'text', aliases: ['Description1'], brickSource: true },
  { name: 'BRDES2', type: 'text', aliases: ['Description2'], brickSource: true },
  { name: 'BRDES3', type: 'text', aliases: ['Description3'], brickSource: true },
  /** The three description columns joined by spaces, so one LIKE searches all of them. */
  { name: 'Description', type: 'text', aliases: ['BRDES'], brickSource: false },
  { name: 'BRUPC', type: 'text', aliases: ['UPC'], brickSource: true },
  { name: 'BRVSKU', type: 'text', aliases: ['VendorSku'], brickSource: true },
  { name: 'BRPRCOD', type: 'text', aliases: ['ProductCode'], brickSource: true },
  { name: 'BRCOST', type: 'number', aliases: ['Cost'], brickSource: false },
  { name: 'BRMSRP', type: 'number', aliases: ['MSRP'], brickSource: false },
  { name: 'BRWEIGHT', type: 'number', aliases: ['Weight'], brickSource: false },
  { name: 'BRPUB', type: 'number', aliases: ['PublishStatus'], brickSource: false },
  { name: 'BRQTYASPR', type: 'number', aliases: ['QtySpringfield'], brickSource: false },
  { name: 'BRQTYAELK', type: 'number', aliases: ['QtyElkridge'], brickSource: false },
  { name: 'BRQTYARAL', type: 'number', aliases: ['QtyRaleigh'], brickSource: false },
  { name: 'ProductTemplateId', type: 'number', aliases: ['TemplateId'], brickSource: false },
] as const satisfies readonly LegacyColumn[];

export type LegacyColumnName = (typeof legacyColumns)[number]['name'];

/** A column's value in one row; `null` is SQL's NULL. */
export type ColumnValue = string | number | null;

/** Reads one column of one legacy row. */
export type ColumnReader = (column: LegacyColumnName) => ColumnValue;

const byLowerName = new Map<string, (typeof legacyColumns)[number]>();
for (const column of legacyColumns) {
  byLowerName.set(column.name.toLowerCase(), column);
  for (const alias of column.aliases) byLowerName.set(alias.toLowerCase(), column);
}

/** The column a bracketed name means (name or alias, any case), or undefined. */
export function resolveLegacyColumn(name: string): (typeof legacyColumns)[number] | undefined {
  return byLowerName.get(name.trim().toLowerCase());
}

/** The names the Source Field dropdown lists after Select (back-office-products.md §2 Bricks). */
export const brickSourceFieldNames: readonly string[] = legacyColumns.filter((c) => c.brickSource).map((c) => c.name);
