// back-office-admin.md: the texts and numbers every admin screen and its API clients share.
export * from './constants';
export * from './messages';
export * from './textLimits';
