export { DateField, type DateFieldProps, type DateFieldSize } from './DateField';
export { dateFieldSizes } from './DateField.css';
export {
  DATE_FORMAT,
  formatDate,
  parseTypedDate,
  dateProblem,
  type DateProblem,
  type DateRules,
} from './parseDate';
