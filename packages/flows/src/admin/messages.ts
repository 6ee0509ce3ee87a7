import { textNotices } from '../text/messages';
import type { BidSortKey, QuestionType } from './constants';

/**
 * The user-visible texts of back-office-admin.md that the API layer and every admin screen
 * share: §8's catalogue and §2's confirmations, verbatim (typos and odd spacing included).
 * Error dialog texts by HTTP status are the shared staff ones (back-office-products.md §8,
 * `errorDialogMessages` in ../backOffice/messages): §8 here says its own texts are not shown.
 */

/** §8: "Empty lists show a notice headed with the screen name … and the text "No Records"". */
export const emptyNotice = {
  text: 'No Records',
  headings: {
    users: 'Users',
    locations: 'Locations',
    locationMenuGroups: 'Location Menu Groups',
    bidTracker: 'Bid Tracker',
    quotesRequested: 'Quotes Requested',
    customerSurveyReporting: 'Customer Survey Reporting',
    holidays: 'Holidays',
    inactiveReport: 'Inactive Report',
    scopeOfWork: 'Scope of Work',
  },
} as const;

/** §8 form messages, §2 notices. */
export const formMessages = {
  /** §5, §8: the location form when published fields are missing. */
  locationRequiredMissing: 'Some required fields are missing - check entire form',
  /** §5, §8: admin e-mail prompts. */
  enterFirstAndLastName: 'Enter First and Last Name',
  enterEmail: 'Enter Email',
  /** §2: the admin lists' success notice. */
  submitSuccessful: 'Submit Successful',
  /** §8 names a start-date error on the inactive report but not its text (docs/decisions.md). */
  inactiveStartAfterEnd: 'Start Date must be on or before End Date',
  /** §2: the first entry of every dropdown. */
  select: 'Select',
} as const;

/** §2, §8: confirmation dialogs, heading and text. */
export const confirmations = {
  deleteProjectType: { heading: 'Delete Project Type', text: 'Are you sure you want to delete this project type?' },
  deleteProjectTab: { heading: 'Delete Project Tab', text: 'Are you sure you want to delete this project Tab?' },
  deleteTabQuestion: { heading: 'Delete Tab Question', text: 'Are you sure you want to delete this Tab Question?' },
  deleteOption: { heading: 'Delete Option', text: 'Are you sure you want to delete this Option?' },
  /** §2 gives the text only; the heading follows its siblings (docs/decisions.md). */
  deleteProject: { heading: 'Delete Project', text: 'Are you sure you want to delete this project?' },
  changeProjectType: { heading: 'Change Project Type ?', text: 'Entered data will be lost' },
  unsavedData: { heading: 'Data Saved ?', text: 'Unsaved data will be lost on exit' },
  submitChanges: { heading: 'Submit Changes', text: 'Would you like to submit changes prior to leaving tab?' },
} as const;

/** §2, §9: export progress. */
export const exportMessages = {
  exporting: 'Exporting Data, Please Wait....',
  export: 'Export',
} as const;

/** §2, §9: the change-history panels. */
export const historyMessages = {
  /** §9 "Viewing 1-n of total". */
  viewing: (shown: number, total: number) => `Viewing 1-${shown} of ${total}`,
  loadMore: 'Load More',
} as const;

/** §3: question type names by code (RTA reads "Right Text Area" in §3, verbatim). */
export const questionTypeLabels: Readonly<Record<QuestionType, string>> = {
  TB: 'Text Box',
  TA: 'Text Area',
  RTA: 'Right Text Area',
  DT: 'Date',
  HCB: 'Horizontal Checkbox',
  VCB: 'Vertical Checkbox',
  DD: 'Drop Down',
  RB: 'Radio Button',
  LI: 'Left Side Instructions',
  RI: 'Right Side Instructions',
};

/** §2 Ranking Reports: the disabled fourth tab. */
export const rankingMessages = {
  surveyResults: 'Survey Results',
  tbd: 'TBD',
} as const;

/** §2 Location Management Admin and Bid Tracker Admin: the lists one chooses among. */
export const adminListNames = {
  location: { holidayTypes: 'Holiday Type', locationGroupTypes: 'Location Group Type' },
  bid: {
    bidStatuses: 'Status',
    states: 'Project States',
    cabinetManufacturers: 'Cabinet Manufacturers',
    unitTypes: 'Unit Types',
    vanityTops: 'Vanity Tops',
    kitchenTops: 'Kitchen Tops',
    adminEmails: 'Admin Emails',
  },
  available: 'Available',
  selected: 'Selected',
  displayAsArchive: 'Display as Archive',
  displayAsActive: 'Display as Active',
} as const;

/**
 * §2: table column headings, shared by the screens and the exported spreadsheets. The bid
 * tracker's are keyed by their sort key (§2 "sort keys in brackets").
 */
export const columnLabels = {
  bids: {
    SUBMIT: 'Origination Date',
    SALES: 'Sales Person',
    COMPANY: 'Company',
    PROJECT: 'Project',
    PROJECTOWNER: 'Project Owner',
    MARGIN: 'Margin',
    DOORSTYLE: 'Door Style',
    CABINETFINISH: 'Cabinet Finish',
    UNITS: 'Units',
    TYPE: 'Unit Type',
    STATE: 'State',
    START: 'Start Date',
    BID: 'Bid Amt',
    UPDATED: 'Updated At',
    STATUS: 'Status',
  } satisfies Record<BidSortKey, string>,
  surveyResults: {
    surveyNumber: 'Survey Number',
    proposal: 'Proposal',
    salesPerson: 'Sales Person',
    score: 'Score',
    comments: 'Comments',
    customer: 'Customer',
  },
  /** The score column is named by the tab (§2 Ranking Reports). */
  ranking: { team: 'Team', location: 'Location', ranking: 'Ranking' },
  inactive: {
    team: 'Team #',
    customerNumber: 'Customer #',
    accountType: 'Account Type',
    territoryNumber: 'Territory #',
    name: 'Name',
    date: 'Date',
    customerName: 'Customer Name',
    currentStatus: 'Current Status',
    previousStatus: 'Previous Status',
  },
} as const;

/** §2 Scope of Work Admin, view mode: the PDF Output section (also the exported PDF's headings). */
export const sowPdfMessages = {
  pdfOutput: 'PDF Output',
  parties: 'PARTIES',
  contractorsProposal: "CONTRACTOR'S PROPOSAL",
  /** Not quoted: the exported document's title and the Review section's table (§2 "Work Details"). */
  title: 'Scope of Work',
  workDetails: 'Work Details',
} as const;

/**
 * Issue 36: why a typed or pasted text is refused, or a contact field's format is wrong. Not in
 * back-office-admin.md (docs/decisions.md "Administration text limits (issue 36)").
 */
export const textMessages = {
  tooLong: (label: string, max: number) => `${label} can have at most ${max.toLocaleString('en-US')} characters.`,
  control: (label: string) => `${label} cannot contain tabs, line breaks or other control characters.`,
  controlMultiline: (label: string) => `${label} cannot contain control characters.`,
  separator: (label: string, separator: string) => `${label} cannot contain "${separator}".`,
  email: (label: string) => `${label} must be an e-mail address, like name@example.com.`,
  phone: (label: string) => `${label} must be a phone number: 7 to 15 digits, with spaces, + ( ) - . and an optional extension (x123).`,
  /** Issue 43's wording, verbatim: the field took bidirectional controls or zero-width characters out (docs/decisions.md). */
  hiddenCharactersRemoved: textNotices.hiddenCharactersRemoved,
} as const;
