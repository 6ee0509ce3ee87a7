import { useRef, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { DataTable } from '@joinery/ui/DataTable';
import { Heading } from '@joinery/ui/Heading';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import { Inline } from '@joinery/ui/Inline';
import { SearchField } from '@joinery/ui/SearchField';
import { Select } from '@joinery/ui/Select';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { confirmations, emptyNotice } from '@joinery/flows/admin';
import type { SowProjectRow } from '@joinery/flows/api/admin/sowProjects';
import { ALL_DESIGNERS, sowListMachine, sowListMessages as m, visibleProjects } from '@joinery/flows/admin/sowList';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { pathOf, useBackOfficeNavigation } from '../../staff/navigation';
import { LIST_SEARCH_PARAM } from '../../staff/shared/ListScreen';
import { LiveRegion } from '../../staff/shared/LiveRegion';
import { SpokenEmptyState } from '../../staff/shared/SpokenEmptyState';
import { useAddressQuery, useAddressSort, useFilterInAddress } from '../../staff/shared/useAddressQuery';
import { useStaffSession } from '../../staff/session';
import { focusFirst, focusLost, focusWhenSettled, headingTarget, recalled, rememberFocus, type FocusMemory } from '../../shared/focusAfter';
import { SowWizard } from '../SowWizard';

/** The value the Designer filter uses for All (a Radix select value cannot be empty). */
const ALL_VALUE = 'all';
/** §2: "A path under /prod-mgmt/ ending in a record id opens that record directly". */
const PROJECT_PATH = /\/sowslist\/(\d+)\/?$/i;
export const SOW_LIST_PATH = '/sowslist';
/** The address's query parameter that keeps the Designer filter (a user name, or `all`). */
const DESIGNER_PARAM = 'designer';
const SORTABLE = ['projectName', 'projectType', 'createdOn', 'modifiedOn', 'designer'];

export interface ScopeOfWorkListProps {
  machine?: typeof sowListMachine;
}

/** Scope of Work list (/SowsList; back-office-admin.md §2): waits for the signed-in user, whose sow-admin flag the request carries. */
export function ScopeOfWorkList({ machine }: ScopeOfWorkListProps) {
  const { user, sowAdmin } = useStaffSession();
  if (!user) return <Spinner label={m.loading} />;
  return <SowList user={user.userName} admin={sowAdmin} machine={machine} />;
}

function SowList({ user, admin, machine = sowListMachine }: { user: string; admin: boolean; machine?: typeof sowListMachine }) {
  // The filters, the sort and the project open are kept in the address (issue 36): a reload, Back
  // or a shared link shows the same view. The address's designer wins over §2's default.
  const address = useAddressQuery();
  const [requestedDesigner] = useState(() => {
    const inAddress = address.get(DESIGNER_PARAM);
    return inAddress === '' ? undefined : inAddress === ALL_VALUE ? ALL_DESIGNERS : inAddress;
  });
  const [state, send, actor] = useMachine(machine, { input: { user, admin, requestedDesigner } });
  const keepName = useFilterInAddress(LIST_SEARCH_PARAM, (text) => send({ type: 'filter.name', text }));
  const [sort, onSortChange] = useAddressSort(SORTABLE);
  const { location, navigate } = useBackOfficeNavigation();
  const query = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const [creating, setCreating] = useState(0);
  const { context } = state;
  const loading = state.matches('waiting') || state.matches('loading');
  const busy = !state.matches({ loaded: 'idle' });
  const rows = visibleProjects(context);
  const tableLoading = loading || state.matches({ loaded: 'reloading' });
  // Issue 46: the table is drawn while it has rows; its No Records notice beside it, spoken as it appears.
  const empty = !tableLoading && rows.length === 0;
  const openId = PROJECT_PATH.exec(pathOf(location))?.[1];

  // Issue 46: a row's Delete asks first; the question's Yes goes with it, and the row with the
  // delete. Once answered and the list is shown again, focus goes back to that Delete (Cancel), else
  // to the same control of the row now in its place (the next project's, or the last one's), else
  // to the heading (no project left).
  const heading = useRef<HTMLHeadingElement>(null);
  const deletedFrom = useRef<FocusMemory | undefined>(undefined);
  const focusBackAfterDelete = () => {
    const memory = deletedFrom.current;
    deletedFrom.current = undefined;
    focusWhenSettled(() => [], {
      settled: () => {
        const now = actor.getSnapshot();
        return now.matches({ loaded: 'idle' }) || now.matches('failed');
      },
      // Lost, or left on the table itself by its loading cover (its first focusable, a guess, as
      // the row has gone): the control at the deleted row's place instead.
      then: () => {
        const active = document.activeElement;
        const onTable = active?.getAttribute('role') === 'region' && active.getAttribute('aria-label') === memory?.place?.table;
        if (focusLost() || onTable) focusFirst([...recalled(memory), headingTarget(heading.current)]);
      },
    });
  };

  const closeWizard = ({ saved }: { saved: boolean }) => {
    if (saved) send({ type: 'list.reload' });
  };

  return (
    <Stack space="lg">
      <Heading level={1} ref={heading}>
        {m.heading}
      </Heading>
      <Inline space="md" alignY="bottom" align="spaceBetween">
        <Inline space="md" alignY="bottom">
          <Select
            label={m.designer}
            value={context.designer === ALL_DESIGNERS ? ALL_VALUE : context.designer}
            disabled={loading}
            options={[{ value: ALL_VALUE, label: m.all }, ...context.designers.map((d) => ({ value: d.username, label: d.fullName }))]}
            onValueChange={(value) => {
              send({ type: 'filter.designer', designer: value === ALL_VALUE ? ALL_DESIGNERS : value });
              address.set({ [DESIGNER_PARAM]: value });
            }}
          />
          <SearchField
            label={m.projectName}
            value={context.name}
            disabled={loading}
            onValueChange={(text) => {
              send({ type: 'filter.name', text });
              keepName(text);
            }}
          />
        </Inline>
        <Button onClick={() => setCreating(Date.now())} disabled={loading}>
          {m.create}
        </Button>
      </Inline>
      {/* Issue 46: in a region on the page before it, so the download is spoken as it is said. */}
      <LiveRegion>
        {context.exported && (
          <Text size="sm" tone="muted">
            {m.exported(context.exported)}
          </Text>
        )}
      </LiveRegion>
      {state.matches('failed') ? (
        <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
          {/* The shared list screen's failure text, as on every other list (§8). */}
          <Text>{listMessages.missingList}</Text>
          <Button variant="link" onClick={() => send({ type: 'list.reload' })}>
            {m.reload}
          </Button>
        </Alert>
      ) : empty ? null : (
        <DataTable<SowProjectRow>
          label={m.heading}
          loading={tableLoading}
          loadingMessage={m.loading}
          rows={rows}
          getRowId={(row) => String(row.projectID)}
          rowHeaderColumnId="projectName"
          sort={sort}
          onSortChange={onSortChange}
          // Narrow minimums for the short columns (an id, a date, a revision), so at 1280 px the table
          // fits the shell's 943 px frame with every row's actions in view (issue 45: 7 × 8 rem + the
          // actions made it 1024 px, Delete cut in half and Export to PDF scrolled out of view).
          columns={[
            { id: 'id', header: m.columns.id, value: (p) => p.projectID, minWidth: '4rem' },
            {
              id: 'projectName',
              header: m.columns.projectName,
              sortable: true,
              value: (p) => p.projectName.toLowerCase(),
              cell: (p) => <HighlightMatch text={p.projectName} query={context.name} mode="substring" />,
            },
            { id: 'projectType', header: m.columns.projectType, sortable: true, value: (p) => p.projectType },
            { id: 'createdOn', header: m.columns.createdOn, sortable: true, value: (p) => p.createdOnDate, cell: (p) => p.createdOnDateDisplay, minWidth: '7rem' },
            { id: 'modifiedOn', header: m.columns.modifiedOn, sortable: true, value: (p) => p.modifiedOnDate, cell: (p) => p.modifiedOnDateDisplay, minWidth: '7rem' },
            { id: 'designer', header: m.columns.designer, sortable: true, value: (p) => p.designer },
            { id: 'revision', header: m.columns.revision, value: (p) => p.version.toFixed(1), minWidth: '5rem' },
          ]}
          rowActions={(p) => [
            { label: m.edit, icon: 'edit', disabled: busy, onSelect: () => navigate(`${SOW_LIST_PATH}/${p.projectID}${query}`) },
            {
              label: m.delete,
              icon: 'delete',
              tone: 'critical',
              disabled: busy,
              onSelect: () => {
                deletedFrom.current = rememberFocus();
                send({ type: 'project.delete', projectId: p.projectID });
              },
            },
            { label: m.exportToPdf, icon: 'download', disabled: busy, onSelect: () => send({ type: 'project.export', projectId: p.projectID }) },
          ]}
        />
      )}
      <SpokenEmptyState shown={empty && !state.matches('failed')} heading={emptyNotice.headings.scopeOfWork} text={emptyNotice.text} headingLevel={2} />
      <ConfirmDialog
        open={state.matches({ loaded: 'confirmingDelete' })}
        heading={confirmations.deleteProject.heading}
        text={confirmations.deleteProject.text}
        onConfirm={() => {
          send({ type: 'delete.confirm' });
          focusBackAfterDelete();
        }}
        onCancel={() => {
          send({ type: 'delete.dismiss' });
          focusBackAfterDelete();
        }}
      />
      {creating > 0 && (
        <SowWizard
          key={creating}
          input={{ mode: 'create', user }}
          onCreated={() => send({ type: 'list.projectCreated' })}
          onClose={(result) => {
            setCreating(0);
            closeWizard(result);
          }}
        />
      )}
      {openId !== undefined && (
        <SowWizard
          key={openId}
          input={{ mode: 'edit', user, projectId: Number(openId) }}
          onClose={(result) => {
            // §2: cancelling an edit opened by its path returns to /prod-mgmt/sowslist (its view kept).
            navigate(`${SOW_LIST_PATH}${query}`);
            closeWizard(result);
          }}
        />
      )}
      <ErrorDialog error={context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </Stack>
  );
}
