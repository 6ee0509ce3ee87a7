/**
 * Texts of the wish lists, verbatim from storefront.md (typos included: the real back end and
 * its users expect them). Texts the page localises (retry, please-login, list exists on a
 * product page) arrive in the page's WishlistModel.LocalizationItems instead.
 */

/** §8 "Wish list page alerts". */
export const wishListPageAlerts = {
  invalidParameters: 'Invalid parameters',
  somethingWentWrong: 'Something went wrong',
  listExists: 'There is the list with the same name',
  checkListName: 'Please check list name',
  unableToAddProductToCart: 'Unable to add product to cart',
  unableToSaveNotes: 'Unable to save user notes to cart',
  errorAddingItemsToCart: 'There was an error adding items to cart',
} as const;

/** §8 "Wish list add from a product": statuses the modal does not handle are logged with this. */
export const wishListLogMessages = {
  unhandledResponse: 'Unhandled Response.',
} as const;

/** §2.3 and §4 "Wish list page" texts. */
export const wishListPageMessages = {
  addListToCartErrorTitle: 'Could not add all items to cart',
  copyOrMoveTitle: 'Select a List',
  /** §4: a copied list is named `{name} - Copy`, plus a counter if that name exists. */
  copySuffix: ' - Copy',
} as const;

/** §2.3: the print options. */
export const WISH_LIST_PRINT_OPTIONS = ['ShowPrice', 'HidePrice'] as const;
export type WishListPrintOption = (typeof WISH_LIST_PRINT_OPTIONS)[number];

/**
 * Labels of the wish list page. Not in the specification (docs/decisions.md): the spec names
 * the tools and modals (§2.3) but not their wording, so these read as a shopper expects.
 */
export const wishListLabels = {
  pageTitle: 'Wish Lists',
  sidebar: 'Your wish lists',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  editList: (name: string) => `Edit ${name}`,
  createList: 'Create List',
  createListTitle: 'Create a Wish List',
  listName: 'List name',
  newListName: 'New list name',
  create: 'Create',
  viewAndAddLists: 'View and Add Lists',
  viewListsTab: 'Your Lists',
  addListTab: 'Add a List',
  edit: 'Edit List',
  editShort: 'Edit',
  editListTitle: (name: string) => `Edit ${name}`,
  rename: 'Rename',
  deleteList: 'Delete List',
  confirmDeleteList: (name: string) => `Delete the list ${name} and all its items?`,
  copyList: 'Copy List',
  print: 'Print',
  printOptionsTitle: 'Print Options',
  printOptionLabels: { ShowPrice: 'Print with prices', HidePrice: 'Print without prices' },
  addListToCart: 'Add List to Cart',
  notes: 'Notes',
  saveNotes: 'Save Notes',
  notesSaved: 'Notes saved.',
  /** Issue 46: said (politely) once a changed quantity is saved. */
  quantitySaved: (name: string, quantity: number) => `Quantity of ${name} saved as ${quantity}.`,
  items: 'Items',
  emptyList: 'This list has no items yet.',
  noLists: 'You have no wish lists yet. Create one to start saving products.',
  loading: 'Loading your wish lists',
  signInRequired: 'Please sign in to see your wish lists.',
  signIn: 'Sign in',
  loadFailed: 'Your wish lists could not be loaded.',
  retry: 'Try again',
  notShown: 'Wish lists are not available.',
  itemNumber: 'Item',
  price: 'Price',
  listPrice: 'List Price',
  quantity: (name: string) => `Quantity of ${name}`,
  totalPrice: 'Total Price',
  availability: 'Availability',
  addToCart: 'Add to Cart',
  addingToCart: 'Adding to cart',
  addedToCart: (name: string) => `${name} was added to the cart.`,
  listAddedToCart: (name: string) => `Every item of ${name} was added to the cart.`,
  remove: 'Remove',
  copyOrMove: 'Copy or Move',
  copy: 'Copy',
  move: 'Move',
  chooseList: 'List',
  copied: (item: string, list: string) => `${item} was copied to ${list}.`,
  moved: (item: string, list: string) => `${item} was moved to ${list}.`,
  updating: 'Updating',
  zeroConfirmTitle: 'Remove this item?',
  zeroConfirmText: (name: string) => `A quantity of 0 removes ${name} from the list.`,
  outOfStockReason: 'This item is out of stock.',
  updatingReason: 'Wait for the quantity to be saved.',
  close: 'Close',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
} as const;

/**
 * Issue 36: why a typed or pasted list name is refused. Not in the specification
 * (docs/decisions.md "Text limits (issue 36)").
 */
export const wishListNameMessages = {
  tooLong: 'A list name can have at most 100 characters.',
  control: 'A list name cannot contain tabs, line breaks or other control characters.',
} as const;
