export { StaffSessionProvider, useStaffSession, type StaffSessionRef, type StaffSessionView } from './StaffSession';
