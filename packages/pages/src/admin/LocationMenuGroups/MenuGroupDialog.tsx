import { useId } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Dialog } from '@joinery/ui/Dialog';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { TextField } from '@joinery/ui/TextField';
import { formMessages, MENU_GROUP_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedTextField } from '../shared/LimitedText';
import { menuGroupBlockers, menuGroupMachine, menuGroupMessages as m, type MenuGroupMode } from '@joinery/flows/admin/menuGroups';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { isRecordOpen, RecordDialogPending, useCloseWhenDone } from '../../staff/shared/RecordDialog';

export interface MenuGroupDialogProps {
  mode: MenuGroupMode;
  groupId?: number;
  onClose: (result: { saved: boolean }) => void;
  machine?: typeof menuGroupMachine;
}

const SELECT = '0';

/** The Location Menu Group modal (back-office-admin.md §2): view, create or edit. */
export function MenuGroupDialog({ mode, groupId, onClose, machine = menuGroupMachine }: MenuGroupDialogProps) {
  const [state, send] = useMachine(machine, { input: { mode, groupId } });
  const ids = useId();
  useCloseWhenDone(state, onClose);
  const acknowledge = () => send({ type: 'error.acknowledge' });
  if (!isRecordOpen(state)) return <RecordDialogPending state={state} onAcknowledgeError={acknowledge} />;
  const { form, types, error } = state.context;
  const readOnly = mode === 'view' || state.matches('submitting');
  const reasons = [...menuGroupBlockers(form), ...(state.matches('submitting') ? [m.reasons.saving] : [])];
  const reasonsId = `${ids}-reasons`;
  return (
    <>
      <Dialog.Root open onOpenChange={(open) => !open && send({ type: 'group.cancel' })}>
        <Dialog.Content
          title={m.titles[mode]}
          size="sm"
          hideCloseButton
          footer={
            <Stack space="sm">
              {mode !== 'view' && <DisabledReasons id={reasonsId} heading={m.reasons.heading} reasons={reasons} />}
              <Inline space="sm" align="right">
                <Button variant="outline" tone="neutral" onClick={() => send({ type: 'group.cancel' })}>
                  {m.cancel}
                </Button>
                {mode === 'view' ? (
                  <Button onClick={() => send({ type: 'group.cancel' })}>{m.submit}</Button>
                ) : (
                  <GatedButton reasons={reasons} reasonsId={reasonsId} loading={state.matches('submitting')} onClick={() => send({ type: 'group.submit' })}>
                    {m.submit}
                  </GatedButton>
                )}
              </Inline>
            </Stack>
          }
        >
          <Stack space="md">
            {mode === 'edit' && groupId !== undefined && <TextField label={m.groupId} value={String(groupId)} readOnly />}
            <LimitedTextField label={m.fields.name} rule={MENU_GROUP_TEXT_RULES.name} required value={form.name} readOnly={readOnly} onValueChange={(value) => send({ type: 'group.edit', field: 'name', value })} />
            <TextField
              label={m.fields.displayOrder}
              inputMode="numeric"
              value={form.displayOrder}
              readOnly={readOnly}
              onValueChange={(value) => send({ type: 'group.edit', field: 'displayOrder', value })}
            />
            <Select
              label={m.fields.groupType}
              required
              options={[{ value: SELECT, label: formMessages.select }, ...types.map((t) => ({ value: String(t.locationGroupTypeId), label: t.locationGroupTypeName }))]}
              value={String(form.locationGroupTypeId)}
              disabled={readOnly}
              onValueChange={(value) => send({ type: 'group.type', locationGroupTypeId: Number(value) })}
            />
            <Select
              label={m.fields.status}
              options={[
                { value: 'active', label: m.active },
                { value: 'inactive', label: m.inactive },
              ]}
              value={form.isActive ? 'active' : 'inactive'}
              disabled={readOnly}
              onValueChange={(value) => send({ type: 'group.active', isActive: value === 'active' })}
            />
          </Stack>
        </Dialog.Content>
      </Dialog.Root>
      <ErrorDialog error={error} onAcknowledge={acknowledge} />
    </>
  );
}
