export { UnprocessedRecords, type UnprocessedRecordsProps } from './UnprocessedRecords';
