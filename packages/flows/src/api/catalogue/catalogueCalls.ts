import { defineCalls } from '../call';

const bricks = 'back-office-products.md §7 Bricks';
const series = 'back-office-products.md §7 Series';
const templates = 'back-office-products.md §7 Templates';

/**
 * back-office-products.md §7 Bricks, Series and Templates (paths under /bridgesys/).
 *
 * Order matters where two paths overlap: MSW tries handlers in the order they are registered,
 * so `ProductTemplate/WebCategories` is answered before `ProductTemplate/:id`, and the
 * `GET {token}` call only answers the tokens it knows and lets every other one through.
 */
export const catalogueDefinitionCalls = defineCalls({
  'bricks.list': { method: 'GET', path: '/bridgesys/ProductBricks', spec: bricks },
  'bricks.get': { method: 'GET', path: '/bridgesys/ProductBricks/:id', spec: bricks },
  'bricks.create': { method: 'POST', path: '/bridgesys/ProductBricks', spec: bricks },
  'bricks.update': { method: 'PUT', path: '/bridgesys/ProductBricks/:id', spec: bricks },
  'bricks.exportValues': { method: 'POST', path: '/bridgesys/ProductBricks/BrickValuesExport/:id', spec: bricks },
  /** `GET {token}`: the names of the legacy host-system fields a brick may be sourced from. */
  'bricks.tokenNames': { method: 'GET', path: '/bridgesys/:token', spec: bricks },
  'bricks.importValues': {
    method: 'POST',
    path: '/bridgesys/ProductBricks/BrickValueImport/:brickId/:exact',
    spec: bricks,
  },

  'series.list': { method: 'GET', path: '/bridgesys/ProductSeries', spec: series },
  'series.get': { method: 'GET', path: '/bridgesys/ProductSeries/:id', spec: series },
  'series.create': { method: 'POST', path: '/bridgesys/ProductSeries', spec: series },
  'series.update': { method: 'PUT', path: '/bridgesys/ProductSeries/:id', spec: series },

  'templates.list': { method: 'GET', path: '/bridgesys/ProductTemplate', spec: templates },
  'templates.webCategories': { method: 'GET', path: '/bridgesys/ProductTemplate/WebCategories', spec: templates },
  'templates.get': { method: 'GET', path: '/bridgesys/ProductTemplate/:id', spec: templates },
  'templates.create': { method: 'POST', path: '/bridgesys/ProductTemplate', spec: templates },
  'templates.update': { method: 'PUT', path: '/bridgesys/ProductTemplate/:id', spec: templates },
  'templates.filterCountAndSample': { method: 'POST', path: '/bridgesys/GetFilterCountAndSample', spec: templates },
  'templates.productGroupCount': { method: 'POST', path: '/bridgesys/GetProductGroupCount', spec: templates },
  'templates.applyFormula': { method: 'POST', path: '/bridgesys/ProductTemplate/ApplyFormula', spec: templates },
  'templates.applyFormulas': { method: 'POST', path: '/bridgesys/ProductTemplate/ApplyFormulas', spec: templates },
  'templates.applyAllFormulas': {
    method: 'POST',
    path: '/bridgesys/ProductTemplate/:id/ApplyAllFormulas',
    spec: templates,
  },
  'templates.export': { method: 'POST', path: '/bridgesys/ExportTemplate/:id', spec: templates },
  'templates.import': { method: 'POST', path: '/bridgesys/ImportTemplate/:id', spec: templates },
});
