/**
 * Every user-visible text of the staff back office's shell, shared by both back-office documents
 * (back-office-products.md §2, §5, §8; back-office-admin.md §2 My Account and Login result page).
 * Quoted texts are verbatim, typos included. Texts the specification describes without quoting
 * are marked "not quoted" and recorded in docs/decisions.md. The catalogue screens' texts
 * live in catalogue/messages.ts, the administration screens' in admin/messages.ts.
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
  /** Not quoted: the shell's "page not found" for a path no back-office screen has (docs/decisions.md). */
  notFoundText: 'No back-office screen has this address. Check the address, or choose a screen from the menu.',
  notFoundHome: 'Go to the back office start page',
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
    shortId: '10 Character ID',
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
  /** Not quoted (issue 43): a call that reached no server (ApiError kind 'network') keeps the title Unknown Error but says so. */
  connectionFailed: 'The connection to the server failed. Please check your network connection and try again',
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
  /** Not quoted: the toast after a record dialog closes on a successful save (docs/decisions.md). */
  recordSaved: 'Record saved',
  /** Not quoted (issue 36): asked before an edited dialog closes by Escape, a click outside, Back or closing the tab. */
  discardHeading: 'Discard your changes?',
  discardText: 'What you changed in this dialog has not been saved and will be lost.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
} as const;
