import type { SnapshotFrom } from 'xstate';
import { factsOf, type templatePublishingMachine } from './templatePublishing.machine';
import { formulasEditable, productCountBlockers, publishBlockers, saveDraftBlockers } from './rules';
import { isTemplateFormulaName, templateFormulaLabel } from '../catalogueRules/templateFields';
import { templateScreenMessages as m } from '../messages';

type TemplateSnapshot = SnapshotFrom<typeof templatePublishingMachine>;

export interface TemplateActionState {
  /** Why Save As Draft is disabled; empty when it is enabled. */
  saveAsDraft: string[];
  /** Why Publish is disabled; empty when it is enabled. */
  publish: string[];
  /** Why Calculate Product Count is disabled; empty when it is enabled. */
  productCount: string[];
  formulasEditable: boolean;
  /** §4: a published template's Name and Product Series are locked. */
  nameAndSeriesLocked: boolean;
  /** §2: Import and Export are enabled only when editing an existing template. */
  transferEnabled: boolean;
  /** What the last import changed (issue 43), one sentence a line; empty before an import. */
  importNotice: string[];
}

/** Everything the dialog's buttons and locks need, with the reasons a button is disabled. */
export function templateActionState(snapshot: TemplateSnapshot): TemplateActionState {
  const facts = factsOf(snapshot.context);
  const editing = snapshot.matches('editing');
  return {
    // While saving, `busy` adds the Saving… reason to both.
    saveAsDraft: saveDraftBlockers(facts),
    publish: publishBlockers(facts),
    productCount: productCountBlockers(facts),
    formulasEditable: formulasEditable(facts),
    nameAndSeriesLocked: snapshot.context.publishedAsLoaded,
    transferEnabled: editing && snapshot.context.productTemplateId !== undefined && !snapshot.context.busy,
    importNotice: importNoticeTexts(snapshot.context.importNotice),
  };
}

function importNoticeTexts(notice: TemplateSnapshot['context']['importNotice']): string[] {
  if (!notice) return [];
  const label = (field: string) => (isTemplateFormulaName(field) ? templateFormulaLabel(field) : field);
  return [
    notice.changed.length > 0 ? m.importChanged(notice.changed.map(label)) : m.importChangedNothing,
    ...notice.uncomputed.map(({ cell, field }) => m.importUncomputed(cell, label(field))),
  ];
}
