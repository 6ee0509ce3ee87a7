import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BACK_OFFICE_MENU, filterMenuByRoles, menuLinks, type MenuItem } from '@joinery/flows/staff/menu';
import { sessionAdminFlags, sessionStatus, type SessionStatus, type staffSessionMachine, type StaffSessionEvent, type UserInfo } from '@joinery/flows/staff/staffSession';

export type StaffSessionRef = ActorRefFrom<typeof staffSessionMachine>;

const SessionContext = createContext<StaffSessionRef | null>(null);

/** Makes the signed-in staff session (one actor for the whole back office) available to screens. */
export function StaffSessionProvider({ session, children }: { session: StaffSessionRef; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export interface StaffSessionView {
  status: SessionStatus;
  user: UserInfo | undefined;
  /** The role-filtered menu (back-office-products.md §6). */
  menu: MenuItem[];
  menuLinks: string[];
  /** back-office-products.md §6: the bid-admin and sow-admin flags the session computed from the roles. */
  bidAdmin: boolean;
  sowAdmin: boolean;
  signInError: string | undefined;
  /** Where the user was going when the sign-in started. */
  returnTo: string;
  send: (event: StaffSessionEvent) => void;
}

/** The session as screens read it: status, user, role-filtered menu. */
export function useStaffSession(): StaffSessionView {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaffSession needs a StaffSessionProvider');
  const status = useSelector(session, sessionStatus);
  const user = useSelector(session, (s) => s.context.user);
  const roles = useSelector(session, (s) => s.context.assignedRoleIds);
  const bidAdmin = useSelector(session, (s) => sessionAdminFlags(s).bidAdmin);
  const sowAdmin = useSelector(session, (s) => sessionAdminFlags(s).sowAdmin);
  const signInError = useSelector(session, (s) => s.context.signInError);
  const returnTo = useSelector(session, (s) => s.context.returnTo);
  const menu = useMemo(() => filterMenuByRoles(BACK_OFFICE_MENU, roles), [roles]);
  return useMemo(
    () => ({ status, user, menu, menuLinks: menuLinks(menu), bidAdmin, sowAdmin, signInError, returnTo, send: session.send }),
    [status, user, menu, bidAdmin, sowAdmin, signInError, returnTo, session],
  );
}
