export {
  templatePublishingMachine,
  factsOf,
  type TemplateDialogMode,
  type TemplateDialogData,
  type TemplatePublishingInput,
  type TemplatePublishingContext,
  type TemplatePublishingEvent,
  type EvaluateFilterInput,
  type FilterEvaluation,
  type SaveTemplateInput,
  type ImportOutcome,
  type ImportNotice,
  mergeImported,
} from './templatePublishing.machine';
export {
  formulasEditable,
  productCountBlockers,
  publishBlockers,
  saveDraftBlockers,
  type FilterCheck,
  type FormulaCheck,
  type GroupCount,
  type TemplateFacts,
} from './rules';
export {
  codeFormulaFor,
  copyForm,
  formFromTemplate,
  newTemplateForm,
  productsInOtherTemplates,
  templateDraftOf,
  type TemplateForm,
  type TemplateTextField,
} from './templateForm';
export { templateActionState, type TemplateActionState } from './selectors';
