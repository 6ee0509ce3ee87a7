import { lazy } from 'react';
import type { StaffRoute } from '../staff/staffRoute';

/** The administration back office's screens (back-office-admin.md §2), each its own chunk. */
export const adminRoutes: StaffRoute[] = [
  // Bid Tracker: /prod-mgmt/bidslist and /BidsList are one path (matched case-insensitively); a trailing id opens the bid.
  {
    path: 'BidsList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/BidTracker').then((m) => ({ default: m.BidTracker }))),
  },
  {
    path: 'BidsMngt/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/BidTrackerAdmin').then((m) => ({ default: m.BidTrackerAdmin }))),
  },
  {
    path: 'QuotesList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/QuotesRequested').then((m) => ({ default: m.QuotesRequested }))),
  },
  {
    path: 'UsersList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/Users').then((m) => ({ default: m.Users }))),
  },
  {
    path: 'LocationsList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/Locations').then((m) => ({ default: m.Locations }))),
  },
  {
    path: 'LocationMenuGroupsList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/LocationMenuGroups').then((m) => ({ default: m.LocationMenuGroups }))),
  },
  {
    path: 'LocationsMngt/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/LocationManagementAdmin').then((m) => ({ default: m.LocationManagementAdmin }))),
  },
  // Scope of Work list: /prod-mgmt/sowslist/{id} opens the project in the SOW wizard.
  {
    path: 'SowsList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/ScopeOfWorkList').then((m) => ({ default: m.ScopeOfWorkList }))),
  },
  {
    path: 'ScopesList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/ScopeOfWorkAdmin').then((m) => ({ default: m.ScopeOfWorkAdmin }))),
  },
  {
    path: 'RankingReportsList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/RankingReports').then((m) => ({ default: m.RankingReports }))),
  },
  {
    path: 'InactiveReportList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/InactiveReport').then((m) => ({ default: m.InactiveReport }))),
  },
  // Customer Survey Reporting: /prod-mgmt/surveyslist and /SurveysList; a trailing survey number opens its details.
  {
    path: 'SurveysList/:surveyNumber?',
    Screen: lazy(() => import('@joinery/pages/admin/CustomerSurveyReporting').then((m) => ({ default: m.CustomerSurveyReporting }))),
  },
  {
    path: 'HolidaysList/:id?',
    Screen: lazy(() => import('@joinery/pages/admin/Holidays').then((m) => ({ default: m.Holidays }))),
  },
];
