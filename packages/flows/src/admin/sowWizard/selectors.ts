import type { SnapshotFrom } from 'xstate';
import { canOpen, isGreyed, type sowWizardMachine } from './sowWizard.machine';
import { projectNameOf, saveBlockers, workDetails } from './rules';
import { sowWizardMessages as m } from './messages';

type WizardSnapshot = SnapshotFrom<typeof sowWizardMachine>;

export interface SowWizardView {
  title: string;
  loading: boolean;
  busy: boolean;
  saving: boolean;
  printing: boolean;
  /** Why "Save & Continue to Next Tab" is disabled on the open tab; empty when enabled. */
  saveBlockers: string[];
  projectName: string;
  reviewOpen: boolean;
  canOpen: (index: number) => boolean;
  isGreyed: (index: number) => boolean;
  workDetails: Array<{ category: string; needed: string }>;
  confirmingTypeChange: boolean;
  confirmingCancel: boolean;
}

/** The wizard as the screen reads it. */
export function sowWizardView(snapshot: WizardSnapshot): SowWizardView {
  const { context } = snapshot;
  const saving = snapshot.matches({ editing: 'saving' });
  const printing = snapshot.matches({ editing: 'printing' });
  const busy = saving || printing;
  const open = context.openIndex === undefined ? undefined : context.tabs[context.openIndex];
  const blockers = saveBlockers(open, context.answers);
  return {
    title: context.mode === 'create' ? m.createTitle : m.editTitle,
    loading: snapshot.matches('loadingTemplates') || snapshot.matches('loadingProject'),
    busy,
    saving,
    printing,
    saveBlockers: busy ? [...blockers, m.busy] : blockers,
    projectName: projectNameOf(context.tabs, context.answers),
    reviewOpen: context.tabs.length > 0 && context.openIndex === context.tabs.length,
    canOpen: (index) => canOpen(context, index),
    isGreyed: (index) => isGreyed(context, index),
    workDetails: workDetails(context.tabs, context.answers),
    confirmingTypeChange: snapshot.matches({ editing: 'confirmingTypeChange' }),
    confirmingCancel: snapshot.matches({ editing: 'confirmingCancel' }),
  };
}
