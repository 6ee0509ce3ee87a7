/** back-office-products.md §2 Routes: the staff app's default base path (configurable). */
export const DEFAULT_BACK_OFFICE_BASE_PATH = '/prod-mgmt';

/** back-office-products.md §6: the roles that gate menu entries. */
export const ROLE_IT = 3;
export const ROLE_INVENTORY = 4;
export const ROLE_QUOTE_REQUESTS = 5;

/** back-office-admin.md §9: the login result page returns to the requested page after about 50 ms. */
export const LOGIN_AUTO_RETURN_MS = 50;

/** back-office-products.md §9: "Polling: edit status every 100 ms". */
export const EDIT_STATUS_POLL_MS = 100;

/** back-office-products.md §9: "Fade animation 200 ms". */
export const FADE_ANIMATION_MS = 200;

/** Where the session keeps its user info in session storage (back-office-products.md §4 Sign-in). */
export const SESSION_STORAGE_KEY = 'joinery.backOffice.session';
/** Where the side and mobile menus keep their expanded state and open submenus (§2 Shell). */
export const MENU_STORAGE_KEY = 'joinery.backOffice.menu';
