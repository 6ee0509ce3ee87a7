export { userDialogMachine, type UserDialogContext, type UserDialogEvent, type UserDialogInput } from './userDialog.machine';
export { userHistoryMachine } from './userHistory';
export { adStatusText, asksBeforeLeaving, discardPanel, isBlankHtml, missingSeoFields, submitBlockers, tenCharacterId } from './rules';
export { userDialogView } from './selectors';
export { userDialogMessages } from './messages';
export * from './types';
