export { describeError, errorCodeOf, statusOf, SQL_FAILURE, type ErrorDialogContent } from './describeError';
export { errorDialogMachine, type ErrorDialogEvent } from './errorDialog.machine';
