import type { SurveyCategory, SurveyTypeFilter } from '../constants';

/** back-office-admin.md §2 Customer Survey Reporting, §3, §8, §9: the screen's texts. */
export const surveyMessages = {
  heading: 'Customer Survey Reporting',
  filters: { startDate: 'Start Date', endDate: 'End Date', category: 'Reporting Category', surveyType: 'Survey Type' },
  /** §5: an empty date gets the error style; its text is not shown (docs/decisions.md). */
  required: { startDate: 'Start Date is required', endDate: 'End Date is required' },
  /** §2 "Table of field name against average score". */
  columns: { fieldName: 'Field Name', averageScore: 'Average Score' },
  /** §2 "totals of surveys sent and responses, and the response rate". */
  totals: { sent: 'Surveys Sent', responses: 'Responses', rate: 'Response Rate' },
  percent: (rate: string) => `${rate}%`,
  chartTitle: 'Average Score by Field Name',
  /** §9 categories; the labels a person reads (docs/decisions.md). */
  categories: {
    appliance_manufacturer: 'Appliance Manufacturer',
    cabinet_manufacturer: 'Cabinet Manufacturer',
    counter_top: 'Counter Top',
    designer: 'Designer',
    contractor: 'Contractor',
    location: 'Location',
    Joinery_company_score: 'Joinery Company Score',
  } satisfies Record<SurveyCategory, string>,
  surveyTypes: { All: 'All', Retail: 'Retail', Contractor: 'Contractor' } satisfies Record<SurveyTypeFilter, string>,
  /** §2 results list. */
  results: {
    heading: (fieldName: string) => `Survey Results: ${fieldName}`,
    columns: {
      surveyNumber: 'Survey Number',
      proposal: 'Proposal',
      salesPerson: 'Sales Person',
      score: 'Score',
      comments: 'Comments',
      customer: 'Customer',
    },
  },
  /** §2 Survey Details. */
  detail: {
    heading: 'Survey Details',
    surveyNumber: 'Survey Number',
    proposalNumber: 'Proposal Number',
    customer: 'Customer',
    salesPerson: 'Sales Person',
    location: 'Location',
    questions: 'Questions',
    question: 'Question',
    answer: 'Answer',
    comment: 'Comment',
    gift: 'Gift',
  },
  back: 'Back',
  export: 'Export',
  exportPdf: 'Export to PDF',
  /** §2 Ranking Reports' overlay text, shared by every export (§4 Export flows). */
  exporting: 'Exporting Data, Please Wait....',
  exportProgress: 'Export progress',
  exportFailed: 'Export failed',
  /** §8 empty notice. */
  noRecords: 'No Records',
  loading: 'Loading surveys…',
} as const;
