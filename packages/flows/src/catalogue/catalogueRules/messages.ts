/**
 * Texts of the catalogue-definition rules: bricks, series and templates.
 * Those quoted from back-office-products.md are verbatim, typos included ("wtih").
 * The rest are this project's own wording (the specification says "not shown"); they are the
 * messages the embedded back end sends in its 400 replies and the screens show as they come.
 */

/** §5 and §8: spreadsheet imports (bricks, templates and unprocessed records share the alert). */
export const importMessages = {
  notXlsx: 'The File uploaded must be an excel spreadsheet wtih the file extension .xlsx',
  missingBrickIdColumn: 'Missing BrickID column',
  missingCodeColumn: 'Missing Code column',
  missingNameColumn: 'Missing Name column',
  /** §7 BrickValueImport: the success reply text. */
  importSuccessful: 'Import Successful',
  /** Template import headings (§5 names FIELD and VALUE; the texts are ours). */
  missingFieldColumn: 'Missing FIELD column',
  missingValueColumn: 'Missing VALUE column',
  /** Our own: a workbook that cannot be opened or has no sheet. */
  unreadableWorkbook: 'The spreadsheet could not be read. Check that it is a valid .xlsx file and try again.',
} as const;

/** Our own: a request body the server cannot read (same words as the staff 400 default). */
export const requestMessages = {
  invalid: 'The request was not valid.',
} as const;

/** §5 Brick value rules. */
export const brickMessages = {
  codeLengthExact: (length: number) => `Code length must equal ${length}`,
  codeLengthMax: (length: number) => `Code length must be less than or equal to ${length}`,
  // Our own wording for rules the server enforces.
  nameRequired: 'Name is required.',
  lengthRequired: 'Length must be a whole number greater than 0.',
  valueNameRequired: 'Every value needs a Name.',
  valueCodeRequired: 'Every value needs a Code.',
  duplicateName: (name: string) => `A brick named '${name}' already exists.`,
  duplicateCode: (code: string) => `The code '${code}' is used by more than one value.`,
  unknownSourceField: (field: string) => `'${field}' is not a legacy field a brick can be sourced from.`,
  importRow: (row: number, problem: string) => `Row ${row}: ${problem}`,
  importWrongBrick: (found: string, expected: number) => `BRICKID ${found} does not match brick ${expected}`,
  importFailed: 'The values could not be imported. Nothing was changed.',
} as const;

/** §5 Series rules and §8's verbatim removal message. */
export const seriesMessages = {
  skuBrickInPublishedSeries: '1 or more supplemental bricks are used in the SKU and cannot be removed',
  skuBrickInPublishedSeriesAlt: 'One or more supplemental bricks are used in the SKU and cannot be removed',
  // Our own wording for rules the server enforces.
  nameRequired: 'Name is required.',
  skuBrickRequired: 'At least one SKU brick is required to publish.',
  notSupplemental: (list: string, name: string) => `${list}: '${name}' is not one of the Supplemental Data Bricks.`,
  unknownBrick: (id: number) => `Brick ${id} does not exist.`,
  publishedCannotBeDraft: 'A published series cannot be saved as a draft.',
  skuLocked: 'The SKU bricks of a published series cannot be changed.',
} as const;

/** §8 template failure codes and the texts of the template rules. */
export const templateMessages = {
  /** §8: a 400 without a message of its own. */
  expressionInvalid: 'Expression invalid please update and retry',
  // Our own wording for rules the server enforces.
  nameRequired: 'Name is required.',
  seriesRequired: 'Product Series is required.',
  filterRequired: 'Product Filter is required.',
  seriesNotPublished: (name: string) => `Product Series '${name}' is not published.`,
  unknownSeries: (id: number) => `Product Series ${id} does not exist.`,
  noProducts: 'The Product Filter returned no products.',
  productsOwnedElsewhere: (count: number) =>
    `${count} product${count === 1 ? '' : 's'} matched by the filter already belong${count === 1 ? 's' : ''} to a different template.`,
  publishedCannotBeDraft: 'A published template cannot be saved as a draft.',
  publishedLocked: 'The Name and Product Series of a published template cannot be changed.',
  requiredForPublish: (labels: string[]) => `Required to publish: ${labels.join(', ')}.`,
  formulasFailed: (labels: string[]) => `These formulas did not evaluate: ${labels.join(', ')}.`,
  invalidOption: (field: string, value: string) => `'${value}' is not a valid ${field}.`,
  unknownProduct: (id: number) => `Product ${id} does not exist.`,
  unknownFields: (fields: string[]) => `Unknown field${fields.length === 1 ? '' : 's'}: ${fields.join(', ')}.`,
  productCount: (count: number) => `${count} product${count === 1 ? '' : 's'} returned`,
  categoriesUnavailable: 'The web categories could not be loaded.',
} as const;

/** Texts of the product-filter parser (the filter's 400 message, shown under Product Filter). */
export const filterMessages = {
  empty: 'The Product Filter is empty.',
  unterminatedString: (position: number) => `The text starting at position ${position} has no closing quote (').`,
  unclosedBracket: (position: number) => `The '[' at position ${position} has no closing ']'.`,
  emptyColumn: (position: number) => `The brackets at position ${position} name no column.`,
  unknownColumn: (name: string) => `Invalid column name '${name}'.`,
  unbalancedOpen: (position: number) => `The '(' at position ${position} is never closed.`,
  unbalancedClose: (position: number) => `The ')' at position ${position} has no matching '('.`,
  unexpectedCharacter: (char: string, position: number) => `Incorrect syntax near '${char}' at position ${position}.`,
  unexpectedToken: (text: string, position: number) => `Incorrect syntax near '${text}' at position ${position}.`,
  unexpectedEnd: 'The filter ends too early: a condition is incomplete.',
  statementSeparator: 'The filter may not contain a semicolon (;): it must be a single condition.',
  comment: 'The filter may not contain comments (-- or /* */).',
  forbiddenKeyword: (word: string) => `'${word}' is not allowed in a filter: it may only compare columns with values.`,
  noColumn: (position: number) => `The condition at position ${position} compares no column.`,
  likeNeedsText: (position: number) => `LIKE at position ${position} must be followed by a quoted pattern.`,
  tooLong: (limit: number) => `The filter is longer than ${limit} characters.`,
  tooDeep: (limit: number) => `The filter nests parentheses or NOTs more than ${limit} deep.`,
  conversion: (value: string, column: string) =>
    `Conversion failed when converting the value '${value}' to a number for column ${column}.`,
} as const;

/** Texts of the template formula evaluator (shown as a field's First Sample when it fails). */
export const formulaMessages = {
  unclosed: (delimiter: string, position: number) => `The '${delimiter}' at position ${position} is never closed.`,
  unknownColumn: (name: string) => `Invalid column name '${name}'.`,
  emptyReference: (delimiter: string, position: number) => `The '${delimiter}${delimiter}' at position ${position} names nothing.`,
  unknownBrick: (name: string) => `'${name}' is not a brick of the template's Product Series.`,
  missingBrickValue: (name: string) => `The product has no value for brick '${name}'.`,
  unknownFunction: (name: string) => `'${name}' is not a recognized function.`,
  wrongArguments: (name: string, expected: string) => `${name} takes ${expected}.`,
  syntax: (near: string) => `Incorrect syntax near '${near}'.`,
  unexpectedEnd: 'The expression ends too early.',
  notANumber: (value: string) => `'${value}' is not a number.`,
  notADate: (value: string) => `'${value}' is not a date.`,
  divideByZero: 'Divide by zero error encountered.',
  forbidden: 'A formula may not contain a semicolon (;) or a comment (--).',
  expectedType: (type: string, value: string) => `The result '${value}' is not ${type}.`,
} as const;

/** The type tags of §2, as the evaluator names them in its messages. */
export const formulaTypeNames = {
  txt: 'text',
  bln: 'a boolean (true or false)',
  dte: 'a date',
  int: 'a whole number',
  dec: 'a decimal number',
} as const;

/**
 * §2 Product Templates: the formula table's row labels, verbatim ({product} is Joinery).
 * Rows the specification lists by field name alone are labelled with that name.
 */
export const templateFormulaLabels = {
  groupCode: 'Group Code',
  groupName: 'Group Name',
  groupDescription: 'Group Description',
  groupURL: 'Group URL',
  groupSETitle: 'Group SE Title',
  groupSEDescription: 'Group SE Description',
  groupSEKeywords: 'Group SE Keywords',
  groupActive: 'Group Active',
  groupStartDate: 'Group Start',
  groupEndDate: 'Group End',
  groupMappedToJoinerySite: 'Group Mapped To Joinery site',
  groupMappedToDistributorSite: 'Group Mapped To Distributor site',
  code: 'Code',
  name: 'Name',
  description: 'Description',
  active: 'Active',
  startDate: 'Start',
  endDate: 'End',
  manufacturerPartNumber: 'manufacturerPartNumber',
  gtin: 'gtin',
  overrideImageBaseName: 'overrideImageBaseName',
  colorSwatch: 'colorSwatch',
  swatchImageName: 'swatchImageName',
  colorTraitName: 'colorTraitName',
  colorTraitValue: 'colorTraitValue',
  trait1Name: 'trait1Name',
  trait1Value: 'trait1Value',
  trait2Name: 'trait2Name',
  trait2Value: 'trait2Value',
  showQuoteButton: 'Show Quote Button',
  showBuyButton: 'Show Buy Button',
  hidePriceUntilCart: 'Hide Price Until Cart',
  minimumQty: 'Min Quantity',
  maximumQty: 'Max Quantity',
  inStockQuantity: 'Stock Quantity',
  weight: 'weight',
  regularPrice: 'regularPrice',
  salePrice: 'salePrice',
  msrpPrice: 'msrpPrice',
  mapPrice: 'mapPrice',
} as const;
