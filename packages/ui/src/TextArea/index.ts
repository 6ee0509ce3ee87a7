export { TextArea, COUNTER_ANNOUNCE_DELAY_MS, type TextAreaProps } from './TextArea';
export { blockReason, inputBlockReasons, type InputBlockReason, type InputRules } from './inputRules';
export { useInputFilter, type InputFilterOptions } from './useInputFilter';
export { textAreaMessages } from './messages';
