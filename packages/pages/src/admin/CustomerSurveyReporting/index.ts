export { CustomerSurveyReporting, type CustomerSurveyReportingProps } from './CustomerSurveyReporting';
