import { useRef, useState, type ReactNode } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable, type DataTableColumn, type DataTableSort } from '@joinery/ui/DataTable';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { exportBids } from '@joinery/flows/api/admin/bids';
import { BID_SORT_KEYS, BID_STATUS_FILTERS, DEFAULT_BID_STATUS_FILTER, type BidSortKey, type BidStatusFilter } from '@joinery/flows/admin';
import {
  bidExportRequest,
  bidSortValue,
  bidStatusCounts,
  bidsListMachine,
  bidTrackerMessages as m,
  statusFilterCounts,
  visibleBids,
  type BidRow,
} from '@joinery/flows/admin/bids';
import type { bidDialogMachine, BidDialogMode } from '@joinery/flows/admin/bidDialog';
import { profileName } from '@joinery/flows/staff/staffSession';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { SpokenEmptyState } from '../../staff/shared/SpokenEmptyState';
import { useBackOfficeNavigation } from '../../staff/navigation';
import { useStaffSession } from '../../staff/session';
import { ExportOverlay, useExportFlow } from '../../staff/shared/ExportFlow';
import { RecordToastProvider } from '../../staff/shared/RecordDialog';
import { useAddressQuery, useAddressSort } from '../../staff/shared/useAddressQuery';
import { focusWhenSettled, pageHeading, recalled, rememberFocus, type FocusMemory } from '../../shared/focusAfter';
import { BidDialog } from './BidDialog';

/** §2: the list's own address, relative to the base path (/prod-mgmt/bidslist). */
export const BID_LIST_PATH = '/bidslist';
const ALL = 'all';

/** §2: "A path under /prod-mgmt/ ending in a record id opens that record directly". */
export function bidIdFromPath(location: string): number | undefined {
  const match = /^\/bidslist\/(\d+)\/?(?:[?#].*)?$/i.exec(location);
  return match ? Number(match[1]) : undefined;
}

export interface BidTrackerProps {
  listMachine?: typeof bidsListMachine;
  dialogMachine?: typeof bidDialogMachine;
  /** Pins "dated today" and the history's default start (stories). */
  today?: Date;
}

interface OpenDialog {
  mode: BidDialogMode;
  bidId?: number;
  key: number;
  byAddress: boolean;
  /** What had focus as it opened, to give focus back to (none when opened by its address). */
  opener?: FocusMemory;
}

/** The address's query parameters of the Bid Tracker's two filters (`?status=Archive&bidStatus=Won`). */
const STATUS_PARAM = 'status';
const BID_STATUS_PARAM = 'bidStatus';
/** The list's first order when the address names none: Submitted, newest first. */
const DEFAULT_SORT: DataTableSort = { columnId: 'SUBMIT', direction: 'descending' };

/** Bid Tracker (/prod-mgmt/bidslist, /BidsList; back-office-admin.md §2, §3, §4, §9). */
export function BidTracker({ listMachine = bidsListMachine, dialogMachine, today }: BidTrackerProps) {
  const { location, navigate } = useBackOfficeNavigation();
  const { user, bidAdmin } = useStaffSession();
  const author = profileName(user);
  const [state, send, actor] = useMachine(listMachine);
  // The filters and the sort are kept in the address (issue 36): a reload, Back or a shared link shows the same view.
  const address = useAddressQuery();
  const statusInAddress = address.get(STATUS_PARAM);
  const status: BidStatusFilter = (BID_STATUS_FILTERS as readonly string[]).includes(statusInAddress)
    ? (statusInAddress as BidStatusFilter)
    : DEFAULT_BID_STATUS_FILTER;
  const bidStatus = address.get(BID_STATUS_PARAM) || undefined;
  const setFilters = (next: { status: BidStatusFilter; bidStatus: string | undefined }) =>
    address.set({
      [STATUS_PARAM]: next.status === DEFAULT_BID_STATUS_FILTER ? undefined : next.status,
      [BID_STATUS_PARAM]: next.bidStatus,
    });
  const [sort, onSortChange] = useAddressSort(BID_SORT_KEYS, DEFAULT_SORT);
  const addressed = bidIdFromPath(location);
  const [dialog, setDialog] = useState<OpenDialog | undefined>(() =>
    addressed === undefined ? undefined : { mode: 'edit', bidId: addressed, key: 0, byAddress: true },
  );
  const flow = useExportFlow();
  const { rows, error } = state.context;
  const loading = state.matches('loading');
  const filters = { status, bidStatus };
  const shown = visibleBids(rows, filters);
  // Issue 46: the table is drawn while it has rows; its No Records notice beside it, spoken as it appears.
  const empty = !loading && shown.length === 0;
  // Issue 46: a closed bid dialog gives focus back to what opened it (or, the list reloaded, the
  // control at its place in the table); opened by its address, or that gone, to the screen's heading.
  const screen = useRef<HTMLElement>(null);
  const open = (mode: BidDialogMode, bidId?: number) => {
    const opener = rememberFocus();
    setDialog((current) => current ?? { mode, bidId, key: Date.now(), byAddress: false, opener });
  };

  const columns: DataTableColumn<BidRow>[] = BID_SORT_KEYS.map((key: BidSortKey) => ({
    id: key,
    header: m.columns[key],
    sortable: true,
    value: (bid: BidRow) => bidSortValue(bid, key),
    cell: cellOf(key, (bid) => open('view', bid.id)),
    align: key === 'MARGIN' || key === 'UNITS' || key === 'BID' ? 'end' : undefined,
  }));

  return (
    // Issue 46: a saved bid's "Record saved" toast is spoken wherever the screen is drawn, as ListScreen's is.
    <RecordToastProvider>
      <ExportOverlay flow={flow} message={m.exporting} progressLabel={m.exportProgress} failedHeading={m.exportFailed}>
        <Stack space="lg" ref={screen}>
          <Heading level={1}>{m.heading}</Heading>
          <Inline space="md" alignY="bottom" align="spaceBetween">
            <Inline space="md" alignY="bottom">
              <Select
                label={m.filterByStatus}
                value={status}
                disabled={loading}
                options={statusFilterCounts(rows).map((o) => ({ value: o.filter, label: m.withCount(o.filter, o.count) }))}
                onValueChange={(value) => setFilters({ status: value as BidStatusFilter, bidStatus: undefined })}
              />
              <Select
                label={m.filterByBidStatus}
                value={bidStatus ?? ALL}
                disabled={loading}
                options={[
                  { value: ALL, label: m.withCount(m.allBidStatuses, visibleBids(rows, { status, bidStatus: undefined }).length) },
                  ...bidStatusCounts(rows, status).map((o) => ({ value: o.filter, label: m.withCount(o.filter, o.count) })),
                ]}
                onValueChange={(value) => setFilters({ status, bidStatus: value === ALL ? undefined : value })}
              />
            </Inline>
            <Inline space="sm">
              <Button
                variant="outline"
                disabled={loading || flow.busy}
                onClick={() => {
                  const request = bidExportRequest(rows, filters);
                  flow.start((onProgress, signal) => exportBids(request, signal, onProgress));
                }}
              >
                {m.export}
              </Button>
              <Button onClick={() => open('create')}>{m.createBid}</Button>
            </Inline>
          </Inline>
          {state.matches('failed') ? (
            <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
              {m.missingList}
            </Alert>
          ) : empty ? null : (
            <DataTable
              label={m.heading}
              columns={columns}
              rows={shown}
              getRowId={(bid) => String(bid.id)}
              getRowLabel={(bid) => bid.projectName}
              sort={sort}
              onSortChange={onSortChange}
              rowActions={(bid) => [{ label: m.edit, icon: 'edit', onSelect: () => open('edit', bid.id) }]}
              loading={loading}
              loadingMessage={m.loading}
            />
          )}
          <SpokenEmptyState shown={empty && !state.matches('failed')} heading={m.heading} text={m.noRecords} headingLevel={2} />
          {dialog && (
            <BidDialog
              key={dialog.key}
              mode={dialog.mode}
              bidId={dialog.bidId}
              bidAdmin={bidAdmin}
              author={author}
              today={today}
              machine={dialogMachine}
              onClose={({ saved }) => {
                setDialog(undefined);
                // §2: Cancel returns to /prod-mgmt/bidslist when the bid was opened by its address.
                if (dialog.byAddress) navigate(`${BID_LIST_PATH}${location.includes('?') ? location.slice(location.indexOf('?')) : ''}`, { replace: true });
                if (saved) send({ type: 'list.reload' });
                focusWhenSettled(() => [...recalled(dialog.opener), pageHeading(screen.current ?? undefined)], {
                  settled: () => !actor.getSnapshot().matches('loading'),
                });
              }}
            />
          )}
          <ErrorDialog error={error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
        </Stack>
      </ExportOverlay>
    </RecordToastProvider>
  );
}

/** Cells: the project opens the bid read-only (View Bid); amounts are shown as dollars. */
function cellOf(key: BidSortKey, onView: (bid: BidRow) => void): (bid: BidRow) => ReactNode {
  switch (key) {
    case 'SUBMIT':
      return (bid) => bid.submissionDateDisplay;
    case 'UPDATED':
      return (bid) => bid.lastUpdatedAtDisplay;
    case 'START':
      return (bid) => bid.estimatedStartDateDisplay;
    case 'UNITS':
      return (bid) => bid.numDispUnits || String(bid.numberOfUnits);
    case 'BID':
      return (bid) => `$${bid.bidAmount.toLocaleString('en-US')}`;
    case 'PROJECT':
      return (bid) => (
        <Button variant="link" onClick={() => onView(bid)}>
          {bid.projectName}
        </Button>
      );
    default:
      // The sort value is lower-cased for sorting; the cell shows the text as stored.
      return (bid) => {
        const text: Partial<Record<BidSortKey, string | number>> = {
          SALES: bid.salesPerson,
          COMPANY: bid.companyName,
          PROJECTOWNER: bid.projectOwner,
          MARGIN: bid.margin,
          DOORSTYLE: bid.quotedDoorStyle,
          CABINETFINISH: bid.cabinetDoorFinish,
          TYPE: bid.unitTypeName,
          STATE: bid.projectStateName,
          STATUS: bid.bidStatusName,
        };
        return String(text[key] ?? '');
      };
  }
}
