import { lazy } from 'react';
import type { StaffRoute } from '../staff/staffRoute';

/** The catalogue back office's screens (back-office-products.md §2), each its own chunk. */
export const catalogueRoutes: StaffRoute[] = [
  {
    path: 'ProductBricksList',
    Screen: lazy(() => import('@joinery/pages/catalogue/ProductBricks').then((m) => ({ default: m.ProductBricks }))),
  },
  {
    path: 'ProductSeriesList',
    Screen: lazy(() => import('@joinery/pages/catalogue/ProductSeries').then((m) => ({ default: m.ProductSeries }))),
  },
  {
    path: 'ProductTemplatesList',
    Screen: lazy(() => import('@joinery/pages/catalogue/ProductTemplates').then((m) => ({ default: m.ProductTemplates }))),
  },
  {
    path: 'UnprocessedRecordsList',
    Screen: lazy(() => import('@joinery/pages/catalogue/UnprocessedRecords').then((m) => ({ default: m.UnprocessedRecords }))),
  },
  {
    path: 'ReportingList',
    Screen: lazy(() => import('@joinery/pages/catalogue/Reporting').then((m) => ({ default: m.Reporting }))),
  },
  {
    path: 'AdvancedSearchList',
    Screen: lazy(() => import('@joinery/pages/catalogue/AdvancedSearch').then((m) => ({ default: m.AdvancedSearch }))),
  },
  {
    path: 'ProductViewMain/:id?',
    Screen: lazy(() => import('@joinery/pages/catalogue/ProductView').then((m) => ({ default: m.ProductViewMain }))),
  },
  {
    path: 'JobsList/:id?',
    Screen: lazy(() => import('@joinery/pages/catalogue/BackgroundJobs').then((m) => ({ default: m.BackgroundJobs }))),
  },
];
