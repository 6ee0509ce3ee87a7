import { useRef, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable } from '@joinery/ui/DataTable';
import { Heading } from '@joinery/ui/Heading';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import { Inline } from '@joinery/ui/Inline';
import { SearchField } from '@joinery/ui/SearchField';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import type { User } from '@joinery/flows/api/admin/users';
import { DEFAULT_USER_STATUS_FILTER, emptyNotice, USER_STATUS_FILTERS, type UserStatusFilter } from '@joinery/flows/admin';
import { usersListMachine, usersListMessages as m, visibleUsers } from '@joinery/flows/admin/users';
import type { userDialogMachine, UserDialogMode } from '@joinery/flows/admin/userDialog';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { SpokenEmptyState } from '../../staff/shared/SpokenEmptyState';
import { useStaffSession } from '../../staff/session';
import { LIST_SEARCH_PARAM } from '../../staff/shared/ListScreen';
import { RecordToastProvider, useSavedToast } from '../../staff/shared/RecordDialog';
import { useFilterInAddress } from '../../staff/shared/useAddressQuery';
import { focusWhenSettled, pageHeading, recalled, rememberFocus, type FocusMemory } from '../../shared/focusAfter';
import { UserDialog } from './UserDialog';

export interface UsersProps {
  listMachine?: typeof usersListMachine;
  dialogMachine?: typeof userDialogMachine;
}

const statusValue = (user: User) => (user.isActive ? 'Active' : 'Inactive');

/** The address's query parameter that keeps the status filter when it is not the default (`?status=Inactive`). */
const USER_STATUS_PARAM = 'status';
const isUserStatusFilter = (value: string): value is UserStatusFilter => (USER_STATUS_FILTERS as readonly string[]).includes(value);

/** Issue 46: a row's Status saved from its dropdown is said by the "Record saved" toast; drawn inside the screen's toast provider. */
function StatusSavedToast({ saving, failed }: { saving: boolean; failed: boolean }) {
  useSavedToast(saving, failed);
  return null;
}

/** Users (/UsersList; back-office-admin.md §2 Users): the list, its filters, per-row Status, and the user dialog. */
export function Users({ listMachine = usersListMachine, dialogMachine }: UsersProps) {
  const session = useStaffSession();
  const me = session.user;
  const savedBy = me ? `${me.firstName} ${me.lastName}`.trim() || me.userName : '';
  const [state, send, actor] = useMachine(listMachine, { input: { savedBy } });
  const [dialog, setDialog] = useState<{ mode: UserDialogMode; userId: number; key: number }>();
  // The search and the status filter are kept in the address (issue 36): a reload, Back or a shared link shows the same users.
  const keepSearch = useFilterInAddress(LIST_SEARCH_PARAM, (text) => send({ type: 'list.search', text }));
  const keepStatus = useFilterInAddress(USER_STATUS_PARAM, (value) => {
    if (isUserStatusFilter(value)) send({ type: 'list.status', status: value });
  });
  const { rows, search, status, error, savingId } = state.context;
  const loading = state.matches('loading');
  const visible = visibleUsers(rows, search, status);
  // Issue 46: the table is drawn while it has rows; its No Records notice beside it, spoken as it appears.
  const empty = !loading && visible.length === 0;
  // Issue 46: where focus goes once a dialog or a save is done and what had focus has gone with it
  // (focus fell to <body>): back to what opened the user dialog, else the control at its place in
  // the table (the next user's, when the user left the list), else the screen's heading.
  const screen = useRef<HTMLElement>(null);
  const opener = useRef<FocusMemory>(undefined);
  const statusUsed = useRef<FocusMemory>(undefined);
  const idle = () => {
    const now = actor.getSnapshot();
    return !now.matches('loading') && !now.matches('savingStatus');
  };
  const heading = () => pageHeading(screen.current ?? undefined);
  const focusBack = (memory: FocusMemory | undefined, then?: () => void) =>
    focusWhenSettled(() => [...recalled(memory), heading()], { settled: idle, then });
  const open = (mode: UserDialogMode, userId: number) => {
    if (dialog) return;
    opener.current = rememberFocus();
    setDialog({ mode, userId, key: Date.now() });
  };

  const nameCell = (user: User, text: string) => (
    <Button variant="link" onClick={() => open('view', user.id)}>
      <HighlightMatch text={text} query={search} />
    </Button>
  );

  return (
    // Issue 46: a saved user's "Record saved" toast is spoken wherever the screen is drawn, as ListScreen's is.
    <RecordToastProvider>
      <StatusSavedToast saving={state.matches('savingStatus')} failed={error !== undefined} />
      <Stack space="lg" ref={screen}>
        <Heading level={1}>{m.heading}</Heading>
        <Inline space="md" alignY="bottom">
          <SearchField
            label={m.searchLabel}
            value={search}
            disabled={loading}
            onValueChange={(text) => {
              send({ type: 'list.search', text });
              keepSearch(text);
            }}
          />
          <Select
            label={m.statusFilter}
            options={USER_STATUS_FILTERS.map((value) => ({ value, label: value }))}
            value={status}
            onValueChange={(value) => {
              if (!isUserStatusFilter(value)) return;
              send({ type: 'list.status', status: value });
              keepStatus(value === DEFAULT_USER_STATUS_FILTER ? undefined : value);
            }}
          />
        </Inline>
        {state.matches('failed') ? (
          <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
            {listMessages.missingList}
          </Alert>
        ) : empty ? null : (
          <DataTable<User>
            label={m.heading}
            rows={visible}
            getRowId={(user) => String(user.id)}
            rowHeaderColumnId="firstName"
            loading={loading}
            loadingMessage={m.loading}
            columns={[
              { id: 'id', header: m.columns.userId, value: (u) => u.id },
              { id: 'firstName', header: m.columns.firstName, value: (u) => u.firstName, cell: (u) => nameCell(u, u.firstName) },
              { id: 'lastName', header: m.columns.lastName, value: (u) => u.lastName, cell: (u) => nameCell(u, u.lastName) },
              { id: 'email', header: m.columns.email, value: (u) => u.email },
              { id: 'location', header: m.columns.location, value: (u) => u.location },
              { id: 'department', header: m.columns.department, value: (u) => u.department },
              { id: 'title', header: m.columns.title, value: (u) => u.title },
              { id: 'officeExt', header: m.columns.extension, value: (u) => u.officeExt },
              {
                id: 'status',
                header: m.columns.status,
                value: statusValue,
                cell: (u) => (
                  <Select
                    label={m.statusOf(`${u.firstName} ${u.lastName}`)}
                    labelHidden
                    size="sm"
                    options={USER_STATUS_FILTERS.map((value) => ({ value, label: value }))}
                    value={statusValue(u)}
                    disabled={savingId !== undefined}
                    onValueChange={(value) => {
                      // The row's own Status once saved (or refused), the next row's when the user left the list.
                      const row = visible.findIndex((each) => each.id === u.id);
                      statusUsed.current = { element: null, place: { table: m.heading, row, control: '[role="combobox"]' } };
                      focusBack(statusUsed.current);
                      send({ type: 'user.setActive', id: u.id, isActive: value === 'Active', savedBy });
                    }}
                  />
                ),
              },
            ]}
            rowActions={(user) => [{ label: m.edit, icon: 'edit', onSelect: () => open('edit', user.id) }]}
          />
        )}
        <SpokenEmptyState shown={empty && !state.matches('failed')} heading={emptyNotice.headings.users} text={emptyNotice.text} headingLevel={2} />
        {dialog && (
          <UserDialog
            key={dialog.key}
            userId={dialog.userId}
            mode={dialog.mode}
            savedBy={savedBy}
            machine={dialogMachine}
            onClose={({ saved, user }) => {
              setDialog(undefined);
              const openedBy = opener.current;
              opener.current = undefined;
              if (!saved) {
                focusBack(openedBy);
                return;
              }
              // §4: saving the signed-in person refreshes the session's name and admin-role flags.
              if (user && me && user.userName === me.userName) {
                session.send({
                  type: 'session.profileSaved',
                  user: { ...me, firstName: user.firstName, lastName: user.lastName, isActive: user.isActive, userRoles: user.userRoles.map(({ roleId, assigned }) => ({ roleId, assigned })) },
                });
              }
              // The list reloads once focus is back on what opened the dialog: the reload's cover
              // then keeps focus and gives it back (a control it covers cannot take it meanwhile).
              focusBack(openedBy, () => {
                send({ type: 'list.reload' });
                focusBack(openedBy);
              });
            }}
          />
        )}
        <ErrorDialog
          error={error}
          onAcknowledge={() => {
            send({ type: 'error.acknowledge' });
            // The row's Status whose save was refused; a list that failed to load had nothing focused: its heading.
            focusBack(statusUsed.current);
          }}
        />
      </Stack>
    </RecordToastProvider>
  );
}
