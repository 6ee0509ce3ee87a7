export {
  staffSessionMachine,
  type StaffSessionContext,
  type StaffSessionEvent,
  type StaffSessionInput,
} from './staffSession.machine';
export { noIdentityClient, type IdentityClient, type RestoreOutcome } from './identity';
export { browserSessionStorage, readStoredUser, writeStoredUser } from './storedSession';
export { adminFlags, profileName, sessionAdminFlags, sessionStatus, shortUserId, SHORT_ID_LENGTH, type SessionStatus } from './selectors';
export type { UserInfo, UserRole } from '../../api/staff/session';
