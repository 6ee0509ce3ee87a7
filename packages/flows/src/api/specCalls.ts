/**
 * Section 7 of each specification, transcribed as data: every call the front end makes.
 * `api/specCalls.test.ts` checks each one against the call table, the client modules and the
 * mock handlers, so a call can't go missing from any of them.
 *
 * Staff paths are relative to the API base plus /bridgesys/, with `{name}` parameters.
 * Storefront calls whose address comes from page configuration have no fixed path: they are
 * named as the specification names them and matched by call id.
 */
export interface SpecCall {
  spec: 'storefront.md' | 'back-office-products.md' | 'back-office-admin.md';
  section: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fixed path, or undefined when page configuration supplies it. */
  path?: string;
  /** The specification's own words for a configurable call. */
  name?: string;
}

const storefront = (section: string, method: SpecCall['method'], pathOrName: string): SpecCall =>
  pathOrName.startsWith('/')
    ? { spec: 'storefront.md', section, method, path: pathOrName }
    : { spec: 'storefront.md', section, method, name: pathOrName };
const products = (section: string, method: SpecCall['method'], path: string): SpecCall => ({
  spec: 'back-office-products.md',
  section,
  method,
  path,
});
const admin = (section: string, method: SpecCall['method'], path: string): SpecCall => ({
  spec: 'back-office-admin.md',
  section,
  method,
  path,
});

const checkout = 'Order and quote checkout';
const wish = 'Wish lists';
const pages = 'Product pages';

export const specCalls: SpecCall[] = [
  storefront(checkout, 'POST', 'update item quantity'),
  storefront(checkout, 'POST', 'delete cart item'),
  storefront(checkout, 'POST', 'add address'),
  storefront(checkout, 'POST', 'delete address'),
  storefront(checkout, 'POST', 'place order'),
  storefront(checkout, 'POST', 'place quote'),
  storefront(checkout, 'POST', 'cart summary'),
  storefront(checkout, 'POST', 'refresh shipping options'),
  storefront(checkout, 'POST', '/AddressValidation/ValidateAddress'),
  storefront(checkout, 'GET', '/AuthorizeDotNet/PaymentMethods'),
  storefront(checkout, 'PUT', '/AuthorizeDotNet/PaymentMethods/{customerPaymentProfileId}'),
  storefront(checkout, 'DELETE', '/AuthorizeDotNet/PaymentMethods/{customerPaymentProfileId}'),
  storefront(wish, 'POST', 'add item to cart'),
  storefront(wish, 'POST', 'add whole list to cart'),
  storefront(wish, 'POST', 'update product quantity'),
  storefront(wish, 'POST', 'remove item'),
  storefront(wish, 'POST', 'create list'),
  storefront(wish, 'POST', 'rename list'),
  storefront(wish, 'POST', 'delete list'),
  storefront(wish, 'POST', 'add items'),
  storefront(wish, 'POST', 'save notes'),
  storefront(wish, 'POST', 'add a product to a list'),
  storefront(pages, 'POST', 'add to cart'),
  storefront(pages, 'POST', '/Product/RelatedProducts'),
  storefront(pages, 'POST', '/episerverapi/media/metadata'),

  products('Session', 'GET', 'Users/Info'),
  products('Bricks', 'GET', 'ProductBricks'),
  products('Bricks', 'GET', 'ProductBricks/{id}'),
  products('Bricks', 'POST', 'ProductBricks'),
  products('Bricks', 'PUT', 'ProductBricks/{id}'),
  products('Bricks', 'POST', 'ProductBricks/BrickValuesExport/{id}'),
  products('Bricks', 'GET', '{token}'),
  products('Bricks', 'POST', 'ProductBricks/BrickValueImport/{brickId}/{exact}'),
  products('Series', 'GET', 'ProductSeries'),
  products('Series', 'GET', 'ProductSeries/{id}'),
  products('Series', 'POST', 'ProductSeries'),
  products('Series', 'PUT', 'ProductSeries/{id}'),
  products('Templates', 'GET', 'ProductTemplate'),
  products('Templates', 'GET', 'ProductTemplate/{id}'),
  products('Templates', 'GET', 'ProductTemplate/WebCategories'),
  products('Templates', 'POST', 'ProductTemplate'),
  products('Templates', 'PUT', 'ProductTemplate/{id}'),
  products('Templates', 'POST', 'GetFilterCountAndSample'),
  products('Templates', 'POST', 'GetProductGroupCount'),
  products('Templates', 'POST', 'ProductTemplate/ApplyFormula'),
  products('Templates', 'POST', 'ProductTemplate/ApplyFormulas'),
  products('Templates', 'POST', 'ProductTemplate/{id}/ApplyAllFormulas'),
  products('Templates', 'POST', 'ExportTemplate/{id}'),
  products('Templates', 'POST', 'ImportTemplate/{id}'),
  products('Unprocessed records', 'POST', 'UnprocessedRecords'),
  products('Unprocessed records', 'POST', 'UnprocessedRecords_Published_Templates'),
  products('Unprocessed records', 'POST', 'UnprocessedRecords_Unpublished_Templates'),
  products('Unprocessed records', 'POST', 'UnprocessedRecords_GetReProcessFileName/{jobId}'),
  products('Unprocessed records', 'GET', 'BackgroundJobs/File/{jobId}'),
  products('Unprocessed records', 'POST', 'UnprocessedRecords_Import'),
  products('Unprocessed records', 'POST', 'UnprocessedRecords_ExportBG'),
  products('Reporting and search', 'POST', 'bridgereporting'),
  products('Reporting and search', 'POST', 'BridgeReporting_Export'),
  products('Reporting and search', 'POST', 'advancedsearch'),
  products('Reporting and search', 'GET', 'Product/{id}'),
  products('Reporting and search', 'GET', 'productoverridetemplate/{productMasterId}'),
  products('Reporting and search', 'PUT', 'productoverridetemplate/{productMasterId}'),
  products('Background jobs', 'POST', 'BackgroundJobs/Paged'),
  products('Background jobs', 'GET', 'BackgroundJobs/{jobId}'),
  products('Background jobs', 'POST', 'BackgroundJobs'),

  admin('Users', 'GET', 'Users'),
  admin('Users', 'GET', 'Users/{id}'),
  admin('Users', 'PUT', 'Users/{id}'),
  admin('Users', 'POST', 'Users/Users/GetChangeHistoryUsers'),
  admin('Users', 'POST', 'Users/GetUsersByDate'),
  admin('Locations', 'GET', 'Locations'),
  admin('Locations', 'POST', 'Locations'),
  admin('Locations', 'GET', 'Locations/{id}'),
  admin('Locations', 'PUT', 'Locations/{id}'),
  admin('Locations', 'GET', 'States'),
  admin('Location menu groups', 'GET', 'LocationGroups'),
  admin('Location menu groups', 'GET', 'LocationGroups/LocationGroupTypes'),
  admin('Location menu groups', 'GET', 'LocationGroups/{id}'),
  admin('Location menu groups', 'POST', 'LocationGroups'),
  admin('Location menu groups', 'PUT', 'LocationGroups/{id}'),
  admin('Location management admin', 'GET', 'LocationMgmtAdmin'),
  admin('Location management admin', 'PUT', 'LocationMgmtAdmin'),
  admin('Bids', 'GET', 'Bids'),
  admin('Bids', 'POST', 'Bids'),
  admin('Bids', 'GET', 'Bids/{id}'),
  admin('Bids', 'PUT', 'Bids/{id}'),
  admin('Bids', 'GET', 'Bids/PropertyValues'),
  admin('Bids', 'POST', 'Bids/GetChangeHistoryBids'),
  admin('Bids', 'POST', 'Bids/GetUsersByDate'),
  admin('Bids', 'POST', 'Bids_Export'),
  admin('Bids', 'GET', 'BidTrackerAdmin'),
  admin('Bids', 'PUT', 'BidTrackerAdmin'),
  admin('Quotes', 'GET', 'QuoteRequests'),
  admin('Quotes', 'GET', 'QuoteRequests/{id}'),
  admin('Surveys', 'POST', 'Surveys/AverageScores'),
  admin('Surveys', 'POST', 'Surveys/SurveysByCategories'),
  admin('Surveys', 'POST', 'Surveys/SurveyByIndividualCustomer'),
  admin('Surveys', 'POST', 'Surveys/SurveysByExport'),
  admin('Surveys', 'POST', 'Surveys/SurveyByIndividualCustomerExport'),
  admin('Holidays', 'GET', 'Holidays'),
  admin('Holidays', 'GET', 'Holidays/HolidayTypes'),
  admin('Holidays', 'GET', 'Holidays/{id}'),
  admin('Holidays', 'POST', 'Holidays'),
  admin('Holidays', 'PUT', 'Holidays/{id}'),
  admin('Reports', 'GET', 'RankingReports'),
  admin('Reports', 'POST', 'RankingReports/RankingReportsByExport'),
  admin('Reports', 'POST', 'InactiveReports'),
  admin('Reports', 'POST', 'InactiveReports/InactiveReportsByExport'),
  admin('Scope of work templates', 'GET', 'SOWprojecttypes'),
  admin('Scope of work templates', 'GET', 'SOWprojecttypes/{id}'),
  admin('Scope of work templates', 'POST', 'SOWprojecttypes'),
  admin('Scope of work templates', 'PUT', 'SOWprojecttypes/{id}'),
  admin('Scope of work templates', 'PUT', 'DeleteSOWprojecttype/{id}'),
  admin('Scope of work templates', 'GET', 'SOWprojecttabs/{projectTypeId}'),
  admin('Scope of work templates', 'POST', 'SOWprojecttabs/{projectTypeId}'),
  admin('Scope of work templates', 'PUT', 'SOWprojecttabs/{projectTypeId}/{tabId}'),
  admin('Scope of work templates', 'PUT', 'DeleteSOWprojecttab/{tabId}'),
  admin('Scope of work templates', 'GET', 'SOWprojecttabquestions/{tabId}'),
  admin('Scope of work templates', 'POST', 'SOWprojecttabquestions/{tabId}'),
  admin('Scope of work templates', 'PUT', 'SOWprojecttabquestions/{tabId}/{questionId}'),
  admin('Scope of work templates', 'PUT', 'DeleteSOWTabQuestions/{questionId}'),
  admin('Scope of work templates', 'GET', 'SOWtabquestionoptions/{questionId}'),
  admin('Scope of work templates', 'POST', 'SOWtabquestionoptions/{questionId}'),
  admin('Scope of work templates', 'PUT', 'SOWtabquestionoptions/{questionId}/{optionId}'),
  admin('Scope of work templates', 'PUT', 'DeleteSOWQuestionOptions/{optionId}'),
  admin('Scope of work projects', 'POST', 'SOWprojects'),
  admin('Scope of work projects', 'GET', 'SOWprojectsanswers/{projectId}'),
  admin('Scope of work projects', 'PUT', 'DeleteSOWprojects/{projectId}'),
  admin('Scope of work projects', 'GET', 'ExportSOWproject/{projectId}'),
  admin('Scope of work projects', 'GET', 'SOWprojecttypetemplate'),
  admin('Scope of work projects', 'POST', 'SOWproject/{projectTypeId}'),
  admin('Scope of work projects', 'PUT', 'SOWprojects/{projectId}'),
];

/**
 * Storefront calls whose address comes from page configuration, mapped to their call ids
 * (`<spec> <section>: <name>` → id).
 */
export const specCallIds: Record<string, string> = {
  'storefront.md Order and quote checkout: update item quantity': 'checkout.updateItemQuantity',
  'storefront.md Order and quote checkout: delete cart item': 'checkout.deleteCartItem',
  'storefront.md Order and quote checkout: add address': 'checkout.addAddress',
  'storefront.md Order and quote checkout: delete address': 'checkout.deleteAddress',
  'storefront.md Order and quote checkout: place order': 'checkout.placeOrder',
  'storefront.md Order and quote checkout: place quote': 'checkout.placeQuote',
  'storefront.md Order and quote checkout: cart summary': 'checkout.summary',
  'storefront.md Order and quote checkout: refresh shipping options': 'checkout.shippingOptions',
  'storefront.md Wish lists: add item to cart': 'wishlists.addItemToCart',
  'storefront.md Wish lists: add whole list to cart': 'wishlists.addListToCart',
  'storefront.md Wish lists: update product quantity': 'wishlists.updateQuantity',
  'storefront.md Wish lists: remove item': 'wishlists.removeItem',
  'storefront.md Wish lists: create list': 'wishlists.create',
  'storefront.md Wish lists: rename list': 'wishlists.rename',
  'storefront.md Wish lists: delete list': 'wishlists.delete',
  'storefront.md Wish lists: add items': 'wishlists.addItems',
  'storefront.md Wish lists: save notes': 'wishlists.saveNotes',
  'storefront.md Wish lists: add a product to a list': 'wishlists.addProduct',
  'storefront.md Product pages: add to cart': 'products.addToCart',
};
