import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { DataTable } from '@joinery/ui/DataTable';
import { DescriptionList } from '@joinery/ui/DescriptionList';
import { FullScreenDialog } from '@joinery/ui/FullScreenDialog';
import { Inline } from '@joinery/ui/Inline';
import { RichTextView } from '@joinery/ui/RichTextView';
import { Select } from '@joinery/ui/Select';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { confirmations } from '@joinery/flows/admin';
import {
  answerText,
  sowWizardMachine,
  sowWizardMessages as m,
  sowWizardView,
  type SowWizardInput,
} from '@joinery/flows/admin/sowWizard';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { LiveRegion } from '../../staff/shared/LiveRegion';
import { useLatest } from '../../staff/hooks/useLatest';
import { useUnloadPrompt } from '../../staff/shared/useUnloadPrompt';
import { focusWhenSettled, pageHeading, recalled, rememberFocus } from '../../shared/focusAfter';
import { SowQuestionColumns } from '../SowQuestions';
import * as styles from '../SowQuestions/SowQuestions.css';

export interface SowWizardProps {
  input: SowWizardInput;
  /** The wizard is done: `saved` when something was stored (the list reloads). */
  onClose: (result: { saved: boolean }) => void;
  /** The first save created the project (§9: the list reloads 500 ms later). */
  onCreated?: (projectId: number) => void;
  machine?: typeof sowWizardMachine;
  /**
   * Issue 46: where focus goes once the wizard has closed, if what opened it has gone (default: the
   * page's heading, the list's).
   */
  returnFocus?: () => HTMLElement | null;
}

const formatVersion = (version: number) => version.toFixed(1);

/** The SOW wizard (back-office-admin.md §2 "SOW wizard", §4 "SOW project"): a full-screen dialog, one section per tab, then the Review. */
export function SowWizard({ input, onClose, onCreated, machine = sowWizardMachine, returnFocus }: SowWizardProps) {
  const [state, send] = useMachine(machine, { input });
  const view = sowWizardView(state);
  const { context } = state;
  const close = useLatest(onClose);
  const created = useLatest(onCreated);
  // Issue 46: what opened the wizard (the list's Create, a row's Edit) takes focus back once it has
  // closed, whichever dialog closed it (a confirmation's Yes, the error dialog's OK, Save Scope of
  // Work), if focus fell to <body>; if it has gone, the control at its place in the list, else
  // `returnFocus`, else the page's heading.
  const [opener] = useState(rememberFocus);
  const returnTo = useLatest(returnFocus);
  useEffect(() => {
    if (state.status !== 'done') return;
    close.current({ saved: state.output?.saved ?? false });
    focusWhenSettled(() => [...recalled(opener), returnTo.current?.() ?? pageHeading()]);
  }, [state.status, state.output, close, opener, returnTo]);
  // Issue 46: the Project Types question answered (Yes or Cancel), focus goes back to Project Types;
  // the question opened as an option was chosen, and the option it would give focus back to has gone.
  const typeSelect = useRef<HTMLButtonElement>(null);
  const wasAskingType = useRef(false);
  const askingType = view.confirmingTypeChange;
  const busy = useLatest(view.busy || view.loading);
  useEffect(() => {
    const answered = wasAskingType.current && !askingType;
    wasAskingType.current = askingType;
    if (answered) focusWhenSettled(() => [typeSelect.current], { settled: () => !busy.current, noDialog: false });
  }, [askingType, busy]);
  // Issue 43: reloading or closing the tab with unsaved answers asks first, as Cancel does.
  useUnloadPrompt(context.dirty && state.status !== 'done');
  const projectId = context.projectId;
  useEffect(() => {
    if (input.mode === 'create' && projectId !== undefined) created.current?.(projectId);
  }, [input.mode, projectId, created]);

  // Issue 46: a tab saved is said by focus moving to what it continues to, the next tab's (or the
  // Review's) heading, read with its name; the specification gives that save no message. Before
  // the closed tab's section hands focus to its own toggle (CollapsibleSection keeps focus), which
  // then leaves it here.
  const sections = useRef<HTMLElement>(null);
  const wasSaving = useRef(false);
  const saving = view.saving;
  const saveFailed = context.error !== undefined;
  useEffect(() => {
    const saved = wasSaving.current && !saving && !saveFailed;
    wasSaving.current = saving;
    if (!saved) return;
    const heading = sections.current?.querySelector<HTMLElement>('section[data-state="open"] :is(h2, h3, h4)');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [saving, saveFailed]);

  if (state.status === 'done') return null;
  if (state.matches('loadFailed')) return <ErrorDialog error={context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />;

  const cancel = () => send({ type: 'wizard.cancel' });
  const reviewIndex = context.tabs.length;
  const firstTab = context.tabs[0];

  return (
    <>
      <FullScreenDialog.Root open onOpenChange={(open) => !open && cancel()}>
        <FullScreenDialog.Content
          title={view.title}
          hideCloseButton
          actions={
            <Button variant="outline" onClick={cancel} disabled={view.busy}>
              {context.mode === 'create' ? m.cancel : m.returnToList}
            </Button>
          }
        >
          {view.loading ? (
            <Spinner label={m.loading} />
          ) : (
            <Stack space="lg" ref={sections}>
              {context.mode === 'create' ? (
                <Select
                  ref={typeSelect}
                  label={m.projectTypes}
                  value={context.projectTypeId === undefined ? undefined : String(context.projectTypeId)}
                  disabled={view.busy || context.projectId !== undefined}
                  options={context.templates.map((t) => ({ value: String(t.projectTypeID), label: t.name }))}
                  onValueChange={(value) => send({ type: 'type.select', projectTypeId: Number(value) })}
                />
              ) : (
                <DescriptionList
                  layout="columns"
                  items={[
                    { term: m.projectId, description: String(context.projectId ?? '') },
                    { term: m.projectName, description: view.projectName || m.noAnswer },
                    { term: m.projectType, description: context.projectTypeName },
                  ]}
                />
              )}
              {context.tabs.map((tab, index) => {
                const open = context.openIndex === index;
                const reasonsId = `sow-save-reasons-${tab.projectTabId}`;
                return (
                  <CollapsibleSection
                    key={tab.projectTabId}
                    title={tab.name}
                    open={open}
                    onOpenChange={(next) => send(next ? { type: 'tab.open', index } : { type: 'tab.close' })}
                    disabled={!view.canOpen(index) || view.busy}
                    changeLabel={m.openSection}
                    doneLabel={m.closeSection}
                    className={view.isGreyed(index) ? styles.greyed : undefined}
                    summary={
                      view.isGreyed(index) ? (
                        <Text size="sm" tone="muted">
                          {m.notCompleted}
                        </Text>
                      ) : undefined
                    }
                  >
                    <Stack space="lg">
                      {index === 0 && context.instructions && <RichTextView html={context.instructions} />}
                      <SowQuestionColumns
                        questions={tab.questions}
                        answers={context.answers}
                        disabled={view.busy}
                        onText={(questionID, text) => send({ type: 'answer.text', questionID, text })}
                        onToggle={(questionID, optionID, checked) => send({ type: 'answer.toggle', questionID, optionID, checked })}
                        onChoose={(questionID, optionID) => send({ type: 'answer.choose', questionID, optionID })}
                      />
                      {open && (
                        <Stack space="sm">
                          <Inline space="sm" alignY="center">
                            <GatedButton reasons={view.saveBlockers} reasonsId={reasonsId} onClick={() => send({ type: 'tab.save' })}>
                              {m.saveAndContinue}
                            </GatedButton>
                            {view.saving && <Spinner size="sm" label={m.saving} />}
                          </Inline>
                          <DisabledReasons id={reasonsId} heading={m.saveDisabledBecause} reasons={view.saveBlockers} />
                        </Stack>
                      )}
                    </Stack>
                  </CollapsibleSection>
                );
              })}
              {context.tabs.length > 0 && (
                <CollapsibleSection
                  title={m.review}
                  open={view.reviewOpen}
                  onOpenChange={(next) => send(next ? { type: 'tab.open', index: reviewIndex } : { type: 'tab.close' })}
                  disabled={!view.canOpen(reviewIndex) || view.busy}
                  changeLabel={m.openSection}
                  doneLabel={m.closeSection}
                >
                  <Stack space="lg">
                    <DescriptionList
                      layout="columns"
                      items={[
                        { term: m.revision, description: formatVersion(context.version) },
                        ...(firstTab?.questions ?? []).map((q) => ({
                          term: q.label,
                          description: answerText(q, context.answers[q.questionID]) || m.noAnswer,
                        })),
                      ]}
                    />
                    <DataTable
                      label={m.workDetails}
                      columns={[
                        { id: 'category', header: m.workCategory, value: (row) => row.category },
                        { id: 'needed', header: m.workNeeded, value: (row) => row.needed || m.noAnswer },
                      ]}
                      rows={view.workDetails}
                      getRowId={(row) => row.category}
                    />
                    <Inline space="sm" alignY="center">
                      <Button onClick={() => send({ type: 'review.save' })} disabled={view.busy || context.projectId === undefined}>
                        {m.saveScopeOfWork}
                      </Button>
                      <Button variant="outline" onClick={() => send({ type: 'review.print' })} disabled={view.busy || context.projectId === undefined}>
                        {m.printPdf}
                      </Button>
                      {view.printing && <Spinner size="sm" label={m.loading} />}
                      {/* Issue 46: in a region on the page before it, so the download is spoken as it is said. */}
                      <LiveRegion>
                        {context.downloaded && (
                          <Text size="sm" tone="muted">
                            {m.printed(context.downloaded)}
                          </Text>
                        )}
                      </LiveRegion>
                    </Inline>
                  </Stack>
                </CollapsibleSection>
              )}
            </Stack>
          )}
        </FullScreenDialog.Content>
      </FullScreenDialog.Root>
      <ConfirmDialog
        open={view.confirmingTypeChange}
        heading={confirmations.changeProjectType.heading}
        text={confirmations.changeProjectType.text}
        onConfirm={() => send({ type: 'typeChange.confirm' })}
        onCancel={() => send({ type: 'typeChange.dismiss' })}
      />
      <ConfirmDialog
        open={view.confirmingCancel}
        heading={confirmations.unsavedData.heading}
        text={confirmations.unsavedData.text}
        onConfirm={() => send({ type: 'cancel.confirm' })}
        onCancel={() => send({ type: 'cancel.dismiss' })}
      />
      <ErrorDialog error={context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </>
  );
}
