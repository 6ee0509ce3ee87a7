/**
 * Every user-visible text of the staff back office's shell and catalogue-definition screens
 * (back-office-products.md §2, §5, §8; back-office-admin.md §2 My Account and Login result page).
 * Quoted texts are verbatim, typos included. Texts the specification describes without quoting
 * are marked "not quoted" and recorded in docs/decisions.md. The texts of the catalogue
 * rules themselves (code-length errors, the .xlsx alert, import headings, the supplemental-brick
 * removal message, formula labels) live with those rules in catalogueRules/messages.ts.
 */

export const shellMessages = {
  /** §2 Shell: "a Login or Logout button". */
  login: 'Login',
  logout: 'Logout',
  logoAlt: 'Joinery',
  /** Not quoted: the profile link's text when the user info could not be read. */
  myAccount: 'My Account',
  /** Not quoted: the start page's heading and line. */
  startHeading: 'Joinery back office',
  startIntro: 'Choose a screen from the menu.',
  /** Not quoted: a route reserved for a screen still to be built, and an unknown path. */
  reservedIntro: 'This screen is not available yet.',
  notFoundHeading: 'Page not found',
  loadingSession: 'Checking your sign-in…',
  signingIn: 'Signing you in…',
  /** Not quoted: the warning banner the site shows on its embedded demo back end. */
  demoWarning: 'Demo back end: sign-in, records and changes stay in this browser.',
} as const;

/** back-office-admin.md §2 "Login result page (/Login)"; the sentences are not quoted. */
export const loginResultMessages = {
  heading: 'Login',
  mustLogIn: 'You must log in to view the page you requested.',
  logIn: 'Log In',
  succeeded: 'Authentication succeeded. Returning you to the page you requested…',
  returnNow: 'Return to the requested page',
  notAuthorised:
    'You are signed in, but your account is not active for the CRM or does not have permission to view the page you requested.',
  recheckStatus: 'Re-Check Status',
  signInFailed: 'Sign-in did not complete. Please log in again.',
} as const;

/** back-office-admin.md §2 "My Account (/MyAccount)". */
export const myAccountMessages = {
  heading: 'My Account',
  userInfo: 'User Info',
  contactInfo: 'Contact Info',
  addressInfo: 'Address Info',
  organizationalInfo: 'Organizational Info',
  cancel: 'Cancel',
  labels: {
    userName: 'User Name',
    shortId: 'ID',
    principalName: 'Principal Name',
    firstName: 'First Name',
    middleName: 'Middle Name',
    lastName: 'Last Name',
    officePhone: 'Office Phone',
    officeExt: 'Office Extension',
    mobilePhone: 'Mobile Phone',
    otherMobile: 'Other Mobile',
    housePhone: 'House Phone',
    fax: 'Fax',
    email: 'E-mail',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    city: 'City',
    state: 'State',
    zip: 'Zip',
    country: 'Country',
    department: 'Department',
    jobTitle: 'Job Title',
    location: 'Location',
    manager: 'Manager',
    communityProfileUrl: 'Community Profile URL',
    credentials: 'Credentials',
    employeeGuid: 'Employee GUID',
  },
  notSet: '—',
} as const;

/** back-office-products.md §8 "Error dialog by HTTP status" (shared). */
export const errorDialogMessages = {
  badRequestFallback: 'Expression invalid please update and retry',
  unauthorized: 'User is no longer authorized please log back in',
  notFound: 'Record not found, please select another record or contact support team',
  conflict: 'Record changed, Hit OK to refresh',
  serverError: 'An error has occurred on the server, Please contact the support team so it can be investigated',
  titleSuffix: ' - Error',
  unknownTitle: 'Unknown Error',
  /** "Hit OK to refresh": the dialog's one button. */
  ok: 'OK',
} as const;

/** back-office-products.md §8 "Other texts". */
export const listMessages = {
  noRecords: 'No Records',
  missingList: 'An error has occurred on the server. Please contact support team so that it can be investigated',
  /** Not quoted: the search box's label and the loading announcement. */
  searchByName: 'Search by name',
  loading: 'Loading…',
  opening: 'Opening…',
  /** Not quoted: the heading of a disabled button's reasons. */
  disabledBecause: (action: string) => `${action} is disabled because:`,
  edit: 'Edit',
  copy: 'Copy',
  actions: 'Actions',
  published: 'Published',
  unpublished: 'Unpublished',
} as const;

/** back-office-products.md §2 "Product Bricks", §5 Brick. */
export const brickScreenMessages = {
  heading: 'Product Bricks',
  createBrick: 'Create Brick',
  columns: { name: 'Brick Name', lastEdited: 'Last Edited', source: 'Source', example: 'Example', actions: 'Actions' },
  createTitle: 'Create Brick',
  editTitle: 'Edit Brick',
  brickId: 'Brick ID',
  name: 'Name',
  sourceField: 'Source Field',
  sourceFieldNone: 'Select',
  length: 'Length',
  lengthMode: 'Length rule',
  max: 'Max',
  exact: 'Exact',
  exampleCode: 'Example Code',
  values: 'Values',
  filterBy: 'Filter By',
  addValue: 'Add Value',
  import: 'Import',
  export: 'Export',
  cancel: 'Cancel',
  submit: 'Submit',
  valueCode: 'Code',
  valueName: 'Name',
  noValues: 'No Records',
  editValue: (name: string) => `Edit value ${name}`,
  createValueTitle: 'Create Values',
  editValueTitle: 'Edit Values',
  close: 'Close',
  saveChanges: 'Save Changes',
  /** Not quoted: "a hint on code length". */
  codeHintExact: (length: number) => `The code must be exactly ${length} characters; it is saved in lower case.`,
  codeHintMax: (length: number) => `The code may be up to ${length} characters; it is saved in lower case.`,
  codeLockedOnCreate: 'Codes can be edited once the brick has been created.',
  required: 'Required field',
  /** Not quoted: why Submit or Save Changes is disabled. */
  reasons: {
    nameRequired: 'Name is required.',
    lengthRequired: 'Length is required.',
    lengthNotWhole: 'Length must be a whole number greater than 0.',
    valueNameRequired: 'Name is required.',
    valueCodeRequired: 'Code is required.',
    saving: 'Saving…',
  },
  importFile: 'Import values from an .xlsx file',
  importProgress: 'Import progress',
  importValuesTitle: 'Import Values',
} as const;

/** back-office-products.md §2 "Product Series list" and the series dialog, §5 Series, §8. */
export const seriesScreenMessages = {
  heading: 'Product Series',
  createSeries: 'Create Series',
  columns: { name: 'Series Name', lastEdited: 'Last Edited', createdBy: 'Created By', status: 'Status', actions: 'Actions' },
  createTitle: 'Create Series',
  editTitle: 'Edit Series',
  /** Not quoted: "explanatory text". */
  explanation:
    'A series groups bricks: the supplemental data every product carries, the bricks that make up its Joinery SKU, and the attributes shown and filtered on the website.',
  requiredNote: '* Required for publishing',
  seriesId: 'ProductSeries ID',
  name: 'Name',
  notes: 'Notes',
  supplementalBricks: 'Supplemental Data Bricks',
  skuBricks: 'Joinery SKU Bricks',
  displayBricks: 'Display Attribute Bricks',
  filterableBricks: 'Filterable Attribute Bricks',
  available: 'Available',
  selected: 'Selected',
  cancel: 'Cancel',
  saveAsDraft: 'Save As Draft',
  publish: 'Publish',
  /** Not quoted: why Publish or Save As Draft is disabled. */
  reasons: {
    nameRequired: 'Name is required.',
    skuBrickRequired: 'Choose at least one Joinery SKU brick to publish.',
    alreadyPublished: 'A published series cannot be saved as a draft.',
    saving: 'Saving…',
  },
} as const;

/** back-office-products.md §2 "Product Templates list" and the template dialog, §5, §8. */
export const templateScreenMessages = {
  heading: 'Product Templates',
  createTemplate: 'Create Template',
  columns: { name: 'Template', status: 'Status', actions: 'Actions' },
  createTitle: 'Create Product Template',
  editTitle: 'Edit Product Template',
  cancel: 'Cancel',
  import: 'Import',
  export: 'Export',
  saveAsDraft: 'Save As Draft',
  publish: 'Publish',
  templateId: 'ProductTemplateID',
  name: 'Name',
  productFilter: 'Product Filter',
  /** Not quoted: "a hint example using bracketed column names". */
  filterHint: "Example: [BRMFG] = 'AC' AND [BRLIN] = 'SHK'",
  evaluate: 'Evaluate',
  productsReturned: (count: number) => `${count} ${count === 1 ? 'product' : 'products'} returned`,
  webCategory1: 'Web Category 1',
  webCategory2: 'Web Category 2',
  select: 'Select',
  productSeries: 'Product Series',
  groupMetaClassName: 'Group Meta Class Name',
  metaClassName: 'Meta Class Name',
  pageLayout: 'Page Layout',
  language: 'Language',
  english: 'English',
  formula: 'Formula',
  firstSample: 'First Sample',
  calculateProductCount: 'Calculate Product Count',
  productCountFailed: 'ERR',
  productCount: (count: number) => `${count} product groups`,
  differentTemplateTitle: 'Products with a different Template ID',
  differentTemplateColumns: { id: 'AS400ProductID', name: 'Name', templateId: 'Template ID' },
  showDifferentTemplate: 'Show products with a different Template ID',
  close: 'Close',
  copySuffix: ' - Copy',
  importFile: 'Import template from an .xlsx file',
  requiredNote: '* Required for publishing',
  /** Not quoted: why a formula cannot be edited yet. */
  formulasLocked: 'Formulas can be edited once the filter returns at least one product.',
  /** Not quoted: the reasons Save As Draft or Publish is disabled (§5 Template draft / publish). */
  reasons: {
    nameRequired: 'Name is required.',
    seriesRequired: 'Choose a Product Series.',
    filterRequired: 'Product Filter is required.',
    alreadyPublished: 'A published template cannot be saved as a draft.',
    filterNotEvaluated: 'Evaluate the Product Filter.',
    filterEvaluating: 'The Product Filter is being evaluated.',
    filterFailed: 'The Product Filter has an error.',
    filterReturnedNothing: 'The Product Filter must return at least one product.',
    webCategory1Required: 'Choose Web Category 1.',
    groupMetaClassRequired: 'Choose a Group Meta Class Name.',
    metaClassRequired: 'Choose a Meta Class Name.',
    pageLayoutRequired: 'Choose a Page Layout.',
    formulaRequired: (label: string) => `The ${label} formula is required.`,
    formulaFailed: (label: string) => `The ${label} formula did not evaluate.`,
    productsInOtherTemplate: 'Some products matched by the filter belong to a different template.',
    saving: 'Saving…',
  },
  productCountReasons: {
    noFilterCount: 'Evaluate the Product Filter first.',
    groupCodeFailed: 'The Group Code formula must evaluate without error.',
    groupCodeEmpty: 'The Group Code formula is required.',
    reEvaluate: 'Formulas changed: evaluate the Product Filter again.',
  },
} as const;
