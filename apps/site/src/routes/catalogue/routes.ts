import { createElement, lazy } from 'react';
import type { StaffRoute } from '../staff/staffRoute';
import { productImageHost } from './config';

/**
 * The catalogue back office's screens (back-office-products.md §2), each its own chunk. Every path
 * takes an optional trailing id: the route guard accepts a menu link with a numeric id after it
 * (§2 Route access), so /ProductBricksList/5 must open the list, not the placeholder; only
 * /JobsList reads its id (docs/decisions.md).
 */
export const catalogueRoutes: StaffRoute[] = [
  {
    path: 'ProductBricksList/:id?',
    Screen: lazy(() => import('@joinery/pages/catalogue/ProductBricks').then((m) => ({ default: m.ProductBricks }))),
  },
  {
    path: 'ProductSeriesList/:id?',
    Screen: lazy(() => import('@joinery/pages/catalogue/ProductSeries').then((m) => ({ default: m.ProductSeries }))),
  },
  {
    path: 'ProductTemplatesList/:id?',
    Screen: lazy(() => import('@joinery/pages/catalogue/ProductTemplates').then((m) => ({ default: m.ProductTemplates }))),
  },
  {
    path: 'UnprocessedRecordsList/:id?',
    Screen: lazy(() => import('@joinery/pages/catalogue/UnprocessedRecords').then((m) => ({ default: m.UnprocessedRecords }))),
  },
  {
    path: 'ReportingList/:id?',
    Screen: lazy(() => import('@joinery/pages/catalogue/Reporting').then((m) => ({ default: m.Reporting }))),
  },
  {
    path: 'AdvancedSearchList/:id?',
    Screen: lazy(() =>
      import('@joinery/pages/catalogue/AdvancedSearch').then((m) => ({
        default: () => createElement(m.AdvancedSearch, { imageHost: productImageHost }),
      })),
    ),
  },
  {
    path: 'ProductViewMain/:id?',
    Screen: lazy(() =>
      import('@joinery/pages/catalogue/ProductView').then((m) => ({
        default: () => createElement(m.ProductViewMain, { imageHost: productImageHost }),
      })),
    ),
  },
  {
    path: 'JobsList/:id?',
    Screen: lazy(() => import('@joinery/pages/catalogue/BackgroundJobs').then((m) => ({ default: m.BackgroundJobs }))),
  },
];
