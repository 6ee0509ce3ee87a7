export { Users, type UsersProps } from './Users';
export { UserDialog, type UserDialogProps } from './UserDialog';
