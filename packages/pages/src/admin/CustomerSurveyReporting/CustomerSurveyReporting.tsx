import { useEffect } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Column, Columns } from '@joinery/ui/Columns';
import { DataTable } from '@joinery/ui/DataTable';
import { DateField } from '@joinery/ui/DateField';
import { DescriptionList } from '@joinery/ui/DescriptionList';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { exportSurveyPdf, exportSurveys, type AverageScore, type SurveyRow } from '@joinery/flows/api/admin/surveys';
import { emptyNotice, SURVEY_CATEGORIES, SURVEY_TYPES, type SurveyCategory, type SurveyTypeFilter } from '@joinery/flows/admin';
import {
  answerText,
  formatAverageScore,
  missingSurveyDates,
  parseSurveyDate,
  responseRate,
  SURVEY_LIST_PATH,
  surveyDateOf,
  surveyMessages as m,
  surveyNumberFromPath,
  surveyReportMachine,
  surveysByCategoryRequest,
} from '@joinery/flows/admin/surveys';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { queryParam, useBackOfficeNavigation } from '../../staff/navigation';
import { useLatest } from '../../staff/hooks/useLatest';
import { withQuery } from '../../staff/shared/useAddressQuery';
import { ExportOverlay, useExportFlow } from '../../staff/shared/ExportFlow';
import { SpokenEmptyState } from '../../staff/shared/SpokenEmptyState';
import { AverageScoreChart } from './AverageScoreChart';

/** The address's query parameter naming the summary row whose results list is open. */
const FIELD_PARAM = 'field';

export interface CustomerSurveyReportingProps {
  machine?: typeof surveyReportMachine;
  /** Pins "today", the end of the initial range (stories). */
  today?: Date;
}

/**
 * Customer Survey Reporting (/prod-mgmt/surveyslist, /SurveysList; back-office-admin.md §2, §4,
 * §5, §7, §9): the averages per field name with the totals and a chart, a row's results list,
 * a survey's details, exports to Surveys_Export.xlsx and Individual_Survey.pdf.
 */
export function CustomerSurveyReporting({ machine = surveyReportMachine, today }: CustomerSurveyReportingProps) {
  const { location, navigate } = useBackOfficeNavigation();
  const addressSurvey = surveyNumberFromPath(location);
  const [state, send] = useMachine(machine, { input: { today, surveyNumber: addressSurvey } });
  // The address is the truth: Back, Forward and the menu's link change it without remounting the screen.
  useEffect(() => send({ type: 'address.change', surveyNumber: addressSurvey }), [addressSurvey, send]);
  // The results list is in the address (?field=, issue 45), so the menu's own entry (/SurveysList)
  // and the browser's Back from the results return to the form, as the results' Back button does.
  const fieldInAddress = queryParam(location, FIELD_PARAM) ?? '';
  const inResults = useLatest(state.matches('results'));
  // Only an address without a survey: Forward from the results to a survey's details also drops ?field=.
  useEffect(() => {
    if (fieldInAddress === '' && addressSurvey === undefined && inResults.current) send({ type: 'back' });
  }, [fieldInAddress, addressSurvey, inResults, send]);
  const flow = useExportFlow();
  const { filters, summary, fieldName, results, detail, surveyNumber, error } = state.context;

  let body;
  if (state.matches('detail')) {
    const loading = state.matches({ detail: 'loading' });
    body = (
      <Stack space="lg">
        <Heading level={1}>{m.detail.heading}</Heading>
        <Inline space="sm">
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => {
              send({ type: 'back' });
              // Back to the results list it was opened from, kept in the address as they are (?field=).
              navigate(withQuery(SURVEY_LIST_PATH, { [FIELD_PARAM]: fieldName ?? undefined }));
            }}
          >
            {m.back}
          </Button>
          <Button disabled={!detail || flow.busy} onClick={() => detail && flow.start((onProgress, signal) => exportSurveyPdf(detail.surveyNumber, signal, onProgress))}>
            {m.exportPdf}
          </Button>
        </Inline>
        {loading && <p role="status">{listMessages.loading}</p>}
        {state.matches({ detail: 'failed' }) && (
          <Alert tone="critical" heading={m.detail.heading} scrollIntoViewOnShow={false}>
            {listMessages.missingList}
          </Alert>
        )}
        {detail && (
          <Stack space="lg">
            <DescriptionList
              items={[
                { term: m.detail.surveyNumber, description: String(detail.surveyNumber) },
                { term: m.detail.proposalNumber, description: detail.proposalNumber },
                { term: m.detail.customer, description: detail.customerName },
                { term: m.detail.salesPerson, description: detail.salesPersonName },
                { term: m.detail.location, description: detail.location },
              ]}
            />
            <DataTable
              label={m.detail.questions}
              rows={detail.surveyQuestionsAndAnswers}
              getRowId={(row) => row.question}
              emptyState={<EmptyState heading={m.detail.questions} text={emptyNotice.text} headingLevel={2} />}
              columns={[
                { id: 'question', header: m.detail.question, value: (row) => row.question },
                { id: 'answer', header: m.detail.answer, value: (row) => answerText(row.answer), width: '10rem' },
                { id: 'comment', header: m.detail.comment, value: (row) => row.comment },
              ]}
            />
            <DescriptionList items={[{ term: m.detail.gift, description: detail.gift }]} />
          </Stack>
        )}
      </Stack>
    );
  } else if (state.matches('results')) {
    const request = surveysByCategoryRequest(filters, fieldName ?? '');
    body = (
      <Stack space="lg">
        <Heading level={1}>{m.results.heading(fieldName ?? '')}</Heading>
        <Inline space="sm">
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => {
              send({ type: 'back' });
              navigate(withQuery(location, { [FIELD_PARAM]: undefined }), { replace: true });
            }}
          >
            {m.back}
          </Button>
          <Button disabled={!state.matches({ results: 'ready' }) || flow.busy} onClick={() => flow.start((onProgress, signal) => exportSurveys(request, signal, onProgress))}>
            {m.export}
          </Button>
        </Inline>
        {state.matches({ results: 'failed' }) ? (
          <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
            {listMessages.missingList}
          </Alert>
        ) : (
          <DataTable<SurveyRow>
            label={m.results.heading(fieldName ?? '')}
            rows={results}
            getRowId={(row) => String(row.surveyNumber)}
            loading={state.matches({ results: 'loading' })}
            loadingMessage={listMessages.loading}
            emptyState={<EmptyState heading={emptyNotice.headings.customerSurveyReporting} text={emptyNotice.text} headingLevel={2} />}
            columns={[
              {
                id: 'surveyNumber',
                header: m.results.columns.surveyNumber,
                sortable: true,
                value: (row) => row.surveyNumber,
                cell: (row) => (
                  <Button
                    variant="link"
                    onClick={() => {
                      send({ type: 'survey.open', surveyNumber: row.surveyNumber });
                      navigate(`${SURVEY_LIST_PATH}/${row.surveyNumber}`);
                    }}
                  >
                    {String(row.surveyNumber)}
                  </Button>
                ),
              },
              { id: 'proposal', header: m.results.columns.proposal, sortable: true, value: (row) => row.proposalNumber },
              { id: 'salesPerson', header: m.results.columns.salesPerson, sortable: true, value: (row) => row.salesPersonName },
              { id: 'score', header: m.results.columns.score, sortable: true, value: (row) => row.score, align: 'end' },
              { id: 'comments', header: m.results.columns.comments, sortable: true, value: (row) => row.comments },
              { id: 'customer', header: m.results.columns.customer, sortable: true, value: (row) => row.customerName },
            ]}
          />
        )}
      </Stack>
    );
  } else {
    const missing = state.matches({ summary: 'invalid' }) ? missingSurveyDates(filters) : [];
    const loading = state.matches({ summary: 'loading' });
    const rows = state.matches({ summary: 'ready' }) ? (summary?.averageScores ?? []) : [];
    // Issue 46: the table is drawn while it has rows; its No Records notice beside it, spoken as it appears.
    const empty = !loading && rows.length === 0;
    body = (
      <Stack space="lg">
        <Heading level={1}>{m.heading}</Heading>
        <Inline space="md" alignY="bottom">
          <DateField
            label={m.filters.startDate}
            required
            value={parseSurveyDate(filters.startDate)}
            error={missing.includes('startDate') ? m.required.startDate : undefined}
            onValueChange={(date) => send({ type: 'filters.change', filters: { startDate: surveyDateOf(date) } })}
          />
          <DateField
            label={m.filters.endDate}
            required
            value={parseSurveyDate(filters.endDate)}
            error={missing.includes('endDate') ? m.required.endDate : undefined}
            onValueChange={(date) => send({ type: 'filters.change', filters: { endDate: surveyDateOf(date) } })}
          />
          <Select
            label={m.filters.category}
            value={filters.category}
            options={SURVEY_CATEGORIES.map((c) => ({ value: c, label: m.categories[c] }))}
            onValueChange={(value) => send({ type: 'filters.change', filters: { category: value as SurveyCategory } })}
          />
          <Select
            label={m.filters.surveyType}
            value={filters.surveyType}
            options={SURVEY_TYPES.map((t) => ({ value: t, label: m.surveyTypes[t] }))}
            onValueChange={(value) => send({ type: 'filters.change', filters: { surveyType: value as SurveyTypeFilter } })}
          />
        </Inline>
        {summary && state.matches({ summary: 'ready' }) && (
          <DescriptionList
            layout="inline"
            items={[
              { term: m.totals.sent, description: String(summary.totalSurveysSent) },
              { term: m.totals.responses, description: String(summary.totalResponses) },
              { term: m.totals.rate, description: m.percent(responseRate(summary.totalSurveysSent, summary.totalResponses)) },
            ]}
          />
        )}
        {/* An empty date sends no request (§5): only the field error shows, no "No Records" for a list never asked for. */}
        {state.matches({ summary: 'invalid' }) ? null : state.matches({ summary: 'failed' }) ? (
          <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
            {listMessages.missingList}
          </Alert>
        ) : (
          <Columns space="lg" collapseBelow="tablet">
            <Column>
              {empty ? null : (
              <DataTable<AverageScore>
                label={m.heading}
                rows={rows}
                getRowId={(row) => row.field_name}
                loading={loading}
                loadingMessage={listMessages.loading}
                columns={[
                  {
                    id: 'fieldName',
                    header: m.columns.fieldName,
                    value: (row) => row.field_name,
                    cell: (row) => (
                      <Button
                        variant="link"
                        onClick={() => {
                          send({ type: 'row.open', fieldName: row.field_name });
                          navigate(withQuery(SURVEY_LIST_PATH, { [FIELD_PARAM]: row.field_name }));
                        }}
                      >
                        {row.field_name}
                      </Button>
                    ),
                  },
                  { id: 'averageScore', header: m.columns.averageScore, value: (row) => formatAverageScore(row.average_score), align: 'end' },
                ]}
              />
              )}
              <SpokenEmptyState shown={empty} heading={emptyNotice.headings.customerSurveyReporting} text={emptyNotice.text} headingLevel={2} />
            </Column>
            {rows.length > 0 && (
              <Column>
                <AverageScoreChart rows={rows} />
              </Column>
            )}
          </Columns>
        )}
      </Stack>
    );
  }

  return (
    <ExportOverlay flow={flow} message={m.exporting} progressLabel={m.exportProgress} failedHeading={m.exportFailed}>
      <div data-survey-number={surveyNumber}>{body}</div>
      <ErrorDialog error={error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </ExportOverlay>
  );
}
