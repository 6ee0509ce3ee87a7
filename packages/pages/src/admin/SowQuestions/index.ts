export { SowQuestionControl, SowQuestionColumns, HelpTip, RIGHT_COLUMN_TYPES, type SowQuestionHandlers } from './SowQuestionControl';
