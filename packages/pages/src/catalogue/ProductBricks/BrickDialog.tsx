import { useCallback, useId, useMemo, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable, type DataTableColumn } from '@joinery/ui/DataTable';
import { Dialog } from '@joinery/ui/Dialog';
import { FileField } from '@joinery/ui/FileField';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Radio, RadioGroup } from '@joinery/ui/RadioGroup';
import { SearchField } from '@joinery/ui/SearchField';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextField } from '@joinery/ui/TextField';
import { brickActionState, brickEditMachine, visibleValues, type BrickDialogMode } from '@joinery/flows/catalogue/brickEdit';
import { listMessages } from '@joinery/flows/staff/shell';
import { brickScreenMessages as m } from '@joinery/flows/catalogue';
import { importMessages } from '@joinery/flows/catalogue/catalogueRules';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { LiveRegion, SpokenOnly } from '../../staff/shared/LiveRegion';
import { isRecordOpen, RecordDialogFrame, RecordDialogPending, useCloseWhenDone } from '../../staff/shared/RecordDialog';

export interface BrickDialogProps {
  mode: BrickDialogMode;
  brickId?: number;
  /** The dialog is done: `saved` when a brick was stored (the list reloads). */
  onClose: (result: { saved: boolean }) => void;
  /** Lets a story or test swap the machine's actors. */
  machine?: typeof brickEditMachine;
}

const XLSX = ['.xlsx'] as const;

type ValueRow = ReturnType<typeof visibleValues>[number];

/** The values list's columns: Code names the row, Name beside it (the edit icon is the row's action). */
const VALUE_COLUMNS: DataTableColumn<ValueRow>[] = [
  { id: 'code', header: m.valueCode, value: ({ value }) => value.code },
  { id: 'name', header: m.valueName, value: ({ value }) => value.name },
];

/**
 * The Edit/Create Brick full-screen modal (back-office-products.md §2 Product Bricks): the
 * brick's fields, its values with Filter By, the value modal, xlsx import with progress and the
 * Import Values dialog, export, Cancel and Submit.
 */
export function BrickDialog({ mode, brickId, onClose, machine = brickEditMachine }: BrickDialogProps) {
  const [state, send] = useMachine(machine, { input: { mode, brickId } });
  const ids = useId();
  const view = brickActionState(state);
  const { context } = state;
  // Issue 43: a brick may hold 50,000 values; the list is virtualised and its rows kept between renders.
  const valueRows = useMemo(() => visibleValues(context.form.values, context.valueFilter), [context.form.values, context.valueFilter]);
  const valueActions = useCallback(
    ({ value, index }: ValueRow) => [{ label: m.editValue(value.name), icon: 'edit' as const, onSelect: () => send({ type: 'value.open', index }) }],
    [send],
  );
  const { form, valueEditor } = context;
  // Issue 46: the message of a file refused for its type, for a screen reader (see below).
  const [wrongFile, setWrongFile] = useState<string>();

  useCloseWhenDone(state, onClose);

  const acknowledgeError = () => send({ type: 'error.acknowledge' });
  if (!isRecordOpen(state)) return <RecordDialogPending state={state} onAcknowledgeError={acknowledgeError} />;

  const submitting = state.matches('submitting');
  const importing = state.matches({ editing: { transfer: 'importing' } }) || state.matches({ editing: { transfer: 'reading' } });
  const submitReasonsId = `${ids}-submit-reasons`;
  const importErrorsId = `${ids}-import-errors`;
  const buttons = (
    <Inline space="sm">
      <Button variant="outline" tone="neutral" onClick={() => send({ type: 'brick.cancel' })}>
        {m.cancel}
      </Button>
      <GatedButton reasons={view.submit} reasonsId={submitReasonsId} loading={submitting} onClick={() => send({ type: 'brick.submit' })}>
        {m.submit}
      </GatedButton>
    </Inline>
  );

  // The value editor and the Import Values results open above the brick dialog.
  const overlays = (
    <>
    <Dialog.Root
      open={valueEditor !== undefined}
      onOpenChange={(open) => {
        if (!open) send({ type: 'valueEditor.close' });
      }}
    >
      {valueEditor && (
        <Dialog.Content
          title={valueEditor.index === undefined ? m.createValueTitle : m.editValueTitle}
          size="sm"
          hideCloseButton
          footer={
            <Inline space="sm">
              <Button variant="outline" tone="neutral" onClick={() => send({ type: 'valueEditor.close' })}>
                {m.close}
              </Button>
              <Button onClick={() => send({ type: 'valueEditor.save' })}>{m.saveChanges}</Button>
            </Inline>
          }
        >
          <Stack space="md">
            <TextField
              label={m.valueName}
              required
              value={valueEditor.name}
              error={view.valueProblems.find((p) => p.field === 'name')?.message}
              onValueChange={(value) => send({ type: 'valueEditor.change', field: 'name', value })}
              onBlur={() => send({ type: 'valueEditor.blur', field: 'name' })}
            />
            <TextField
              label={m.valueCode}
              required
              value={valueEditor.code}
              readOnly={view.codeLocked}
              hint={view.codeLocked ? m.codeLockedOnCreate : view.codeHint}
              error={view.valueProblems.find((p) => p.field === 'code')?.message}
              onValueChange={(value) => send({ type: 'valueEditor.change', field: 'code', value })}
              onBlur={() => send({ type: 'valueEditor.blur', field: 'code' })}
            />
          </Stack>
        </Dialog.Content>
      )}
    </Dialog.Root>

    <Dialog.Root
      open={context.importErrors !== undefined}
      onOpenChange={(open) => {
        if (!open) send({ type: 'importErrors.close' });
      }}
    >
      {context.importErrors && (
        <Dialog.Content
          title={m.importValuesTitle}
          // Issue 46: the refused rows describe the dialog, so they are read as focus moves in (each
          // row, not the list: the list's own name would stand for its text).
          aria-describedby={context.importErrors.map((_, index) => `${importErrorsId}-${index}`).join(' ')}
          size="md"
          hideCloseButton
          footer={
            <Dialog.Close asChild>
              <Button>{m.close}</Button>
            </Dialog.Close>
          }
        >
          <ul aria-label={m.importValuesTitle}>
            {context.importErrors.map((error, index) => (
              <li key={error} id={`${importErrorsId}-${index}`}>
                <Text as="span">{error}</Text>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      )}
    </Dialog.Root>
    </>
  );

  return (
    <RecordDialogFrame
      title={mode === 'create' ? m.createTitle : m.editTitle}
      actions={buttons}
      onCancel={() => send({ type: 'brick.cancel' })}
      error={context.error}
      onAcknowledgeError={acknowledgeError}
      overlays={overlays}
    >
      <Stack space="lg">
        <DisabledReasons id={submitReasonsId} heading={listMessages.disabledBecause(m.submit)} reasons={view.submit} />
        {mode === 'edit' && <TextField label={m.brickId} value={String(context.brickId ?? '')} readOnly />}
        <TextField
          label={m.name}
          required
          value={form.name}
          onValueChange={(value) => send({ type: 'brick.edit', field: 'name', value })}
        />
        {context.sourceFields ? (
          <Select
            label={m.sourceField}
            placeholder={m.sourceFieldNone}
            options={[{ value: '', label: m.sourceFieldNone }, ...context.sourceFields.map((name) => ({ value: name, label: name }))]}
            value={form.sourceField ?? ''}
            onValueChange={(value) => send({ type: 'brick.sourceField', sourceField: value === '' ? null : value })}
          />
        ) : (
          <Alert tone="critical" heading={m.sourceField} scrollIntoViewOnShow={false}>
            {listMessages.missingList}
          </Alert>
        )}
        <Inline space="lg" alignY="bottom">
          <TextField
            label={m.length}
            required
            inputMode="numeric"
            value={form.length}
            onValueChange={(value) => send({ type: 'brick.edit', field: 'length', value })}
          />
          <RadioGroup
            label={m.lengthMode}
            labelHidden
            orientation="horizontal"
            value={form.exact ? 'exact' : 'max'}
            onValueChange={(value) => send({ type: 'brick.lengthRule', exact: value === 'exact' })}
          >
            <Radio value="max" label={m.max} />
            <Radio value="exact" label={m.exact} />
          </RadioGroup>
        </Inline>
        <TextField
          label={m.exampleCode}
          value={form.example}
          onValueChange={(value) => send({ type: 'brick.edit', field: 'example', value })}
        />

        {/* A group, not a section: the values table's scroll region is already the "Values" landmark,
            and a section named by this heading would repeat it (axe landmark-unique). */}
        <Stack role="group" space="md" aria-labelledby={`${ids}-values`}>
          <Heading level={2} size="md" id={`${ids}-values`}>
            {m.values}
          </Heading>
          <Inline space="sm" alignY="bottom">
            <SearchField
              label={m.filterBy}
              value={context.valueFilter}
              onValueChange={(text) => send({ type: 'values.filter', text })}
            />
            <Button variant="outline" onClick={() => send({ type: 'value.add' })}>
              {m.addValue}
            </Button>
            {mode === 'edit' && (
              <Button variant="outline" disabled={!view.transferEnabled} onClick={() => send({ type: 'values.export' })}>
                {m.export}
              </Button>
            )}
          </Inline>
          {mode === 'edit' && (
            <FileField
              label={m.import}
              hint={m.importFile}
              accept={XLSX}
              disabled={!view.transferEnabled}
              wrongTypeMessage={() => importMessages.notXlsx}
              onInvalidFile={() => setWrongFile(importMessages.notXlsx)}
              progress={importing || context.importPercent === 100 ? context.importPercent : undefined}
              progressLabel={m.importProgress}
              onFilesChange={(files) => {
                setWrongFile(undefined);
                const [file] = files;
                if (file) send({ type: 'values.import', file });
              }}
            />
          )}
          {/* Issue 46: a file of another type is refused at once; its message under Import describes the
              field but is not read as it changes, so a screen reader's copy is said here. */}
          {mode === 'edit' && (
            <LiveRegion politeness="assertive">{wrongFile && <SpokenOnly>{wrongFile}</SpokenOnly>}</LiveRegion>
          )}
          {context.importAlert && (
            <Alert tone="critical" onDismiss={() => send({ type: 'importAlert.dismiss' })}>
              {context.importAlert}
            </Alert>
          )}
          {/* Issue 46: in a status region that was there before it, so the notice is spoken. */}
          <LiveRegion>
            {context.importNotice && (
              // Issue 43: the import's success.
              <Alert tone="positive" scrollIntoViewOnShow={false}>
                {context.importNotice}
              </Alert>
            )}
          </LiveRegion>
          {/* Issue 43: the design system's virtualised table draws only the rows in view. */}
          <DataTable<ValueRow>
            label={m.values}
            columns={VALUE_COLUMNS}
            rows={valueRows}
            getRowId={({ index }) => String(index)}
            sortMode="server"
            density="compact"
            maxHeight="420px"
            actionsHeader={listMessages.actions}
            rowActions={valueActions}
          />
        </Stack>
      </Stack>
    </RecordDialogFrame>
  );
}
