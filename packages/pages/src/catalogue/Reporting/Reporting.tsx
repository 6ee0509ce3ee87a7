import type { FormEvent } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Select, type SelectOption } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextField } from '@joinery/ui/TextField';
import { Tiles } from '@joinery/ui/Tiles';
import { exportReporting } from '@joinery/flows/api/catalogue/reporting';
import { ADVANCED_REPORT_FILTERS } from '@joinery/flows/catalogue/records';
import {
  exportDisabledReasons,
  filtersOf,
  productSearchMachine,
  productSearchView,
  reportingText as m,
  TEXT_FIELDS,
  type SearchFormField,
} from '@joinery/flows/catalogue/reporting';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { ExportOverlay, useExportFlow } from '../../staff/shared/ExportFlow';
import { GatedButton } from '../../staff/shared/GatedButton';
import { SearchResultsTable } from './SearchResultsTable';

export interface ReportingProps {
  /** Let a story or test swap the machine's actors. */
  machine?: typeof productSearchMachine;
}

const withSelect = (values: readonly string[]): SelectOption[] => [{ value: m.select, label: m.select }, ...values.map((value) => ({ value, label: value }))];

const ADVANCED_OPTIONS: SelectOption[] = [
  { value: m.select, label: m.select },
  ...Object.values(ADVANCED_REPORT_FILTERS)
    .filter((code) => code !== ADVANCED_REPORT_FILTERS.select)
    .map((code) => ({ value: String(code), label: m.advancedFilters[code] ?? String(code) })),
];

const EXPORT_REASONS_ID = 'reporting-export-reasons';

/**
 * Reporting (/ReportingList; back-office-products.md §2, §4 Reporting, §7, §9): the advanced and
 * plain filters, Search (Enter in a text box too), the seven sortable columns with the counter and
 * Load More, and the export with its progress overlay.
 */
export function Reporting({ machine = productSearchMachine }: ReportingProps) {
  const [state, send] = useMachine(machine, { input: {} });
  const { form, options, sort } = state.context;
  const view = productSearchView(state);
  const exportFlow = useExportFlow();
  const exportReasons = exportDisabledReasons(state, exportFlow.busy);
  const locked = view.advancedMode;
  const change = (field: SearchFormField) => (value: string) => send({ type: 'filters.change', field, value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'search' });
  };

  return (
    <ExportOverlay flow={exportFlow} message={m.exportingBusy} progressLabel={m.exportProgress} failedHeading={m.exportFailed} dismissLabel={m.dismiss}>
      <Stack space="lg">
        <Heading level={1}>{m.heading}</Heading>
        <form aria-label={m.filtersLabel} onSubmit={onSubmit}>
          <Stack space="md">
            <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="md">
              <Select label={m.labels.advancedFilter} options={ADVANCED_OPTIONS} value={form.advancedFilter} onValueChange={change('advancedFilter')} />
              <Select label={m.labels.template} options={withSelect(options.templates)} value={form.template} disabled={locked} onValueChange={change('template')} />
              <Select label={m.labels.manufacturer} options={withSelect(options.manufacturers)} value={form.manufacturer} disabled={locked} onValueChange={change('manufacturer')} />
              <Select label={m.labels.productLine} options={withSelect(options.productLines)} value={form.productLine} disabled={locked} onValueChange={change('productLine')} />
              {TEXT_FIELDS.map((field) => (
                <TextField key={field} label={m.labels[field]} value={form[field]} disabled={locked} onValueChange={change(field)} />
              ))}
            </Tiles>
            {locked && <Text size="sm" tone="muted">{m.advancedModeNote}</Text>}
            <Inline space="md">
              <Button variant="outline" onClick={() => send({ type: 'filters.clear' })} disabled={view.busy}>
                {m.clear}
              </Button>
              <GatedButton
                variant="outline"
                reasons={exportReasons}
                reasonsId={EXPORT_REASONS_ID}
                onClick={() => {
                  const request = { ...filtersOf(form), sortBy: sort.sortBy, sortOrder: sort.sortOrder };
                  exportFlow.start((onProgress, signal) => exportReporting(request, signal, onProgress));
                }}
              >
                {m.export}
              </GatedButton>
              <Button type="submit" loading={view.loading}>
                {m.search}
              </Button>
            </Inline>
            <DisabledReasons id={EXPORT_REASONS_ID} heading={`${m.export}:`} reasons={exportReasons} />
          </Stack>
        </form>

        <SearchResultsTable
          label={m.heading}
          view={view}
          sort={sort}
          onSort={(column) => send({ type: 'sort', column })}
          onLoadMore={() => send({ type: 'loadMore' })}
          loadingMessage={m.loading}
          emptyState={<EmptyState heading={m.heading} text={m.noRecords} headingLevel={2} />}
          notSearchedState={<Text tone="muted">{m.searchInvitation}</Text>}
        />
      </Stack>
      <ErrorDialog error={view.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </ExportOverlay>
  );
}
