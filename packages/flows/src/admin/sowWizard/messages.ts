/**
 * back-office-admin.md §2 "SOW wizard", §5 "SOW answers": the wizard's texts, verbatim. The
 * confirmations (change type, unsaved data) are the shared ones in ../messages (`confirmations`).
 */
export const sowWizardMessages = {
  createTitle: 'Create Scope of Work',
  editTitle: 'Edit Scope of Work',
  projectTypes: 'Project Types',
  select: 'Select',
  cancel: 'Cancel',
  returnToList: 'Return to List',
  projectId: 'Project ID',
  projectName: 'Project Name',
  projectType: 'Project Type',
  saveAndContinue: 'Save & Continue to Next Tab',
  /** Not quoted in §2: the final section's heading and its labels (docs/decisions.md). */
  review: 'Review',
  revision: 'Revision',
  workDetails: 'Work Details',
  workCategory: 'Work Category',
  workNeeded: 'Work Needed',
  saveScopeOfWork: 'Save Scope of Work',
  printPdf: 'Print PDF',
  instructions: 'Instructions',
  /** Shown on a greyed tab of a reopened project (after the last completed one). */
  notCompleted: 'Not yet completed',
  completed: 'Completed',
  saving: 'Saving…',
  loading: 'Loading…',
  help: (label: string) => `Help: ${label}`,
  /** §5: why "Save & Continue to Next Tab" is disabled. */
  saveDisabledBecause: 'Save & Continue to Next Tab is disabled because:',
  answerRequired: (label: string) => `${label} is required.`,
  busy: 'A save is in progress.',
  printed: (fileName: string) => `${fileName} downloaded.`,
  noAnswer: '—',
  /** The section toggles (not quoted in §2). */
  openSection: 'Open',
  closeSection: 'Close',
} as const;
