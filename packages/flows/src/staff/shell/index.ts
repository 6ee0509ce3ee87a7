export * from './constants';
export * from './routes';
export * from './messages';
export * from './format';
export { settleUnlessAborted, unlessFailed } from './settleUnlessAborted';
export { acknowledgeRecordError, isConflictOnSavedRecord, recordDialogEndStates } from './recordDialog';
