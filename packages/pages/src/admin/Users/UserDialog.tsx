import { Suspense, useId, type ReactNode } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Checkbox } from '@joinery/ui/Checkbox';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { RichTextView } from '@joinery/ui/RichTextView';
import { Select } from '@joinery/ui/Select';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Tabs } from '@joinery/ui/Tabs';
import { Text } from '@joinery/ui/Text';
import { Tiles } from '@joinery/ui/Tiles';
import { TextField } from '@joinery/ui/TextField';
import type { User } from '@joinery/flows/api/admin/users';
import {
  adStatusText,
  tenCharacterId,
  userDialogMachine,
  userDialogMessages as m,
  userDialogView,
  userHistoryMachine,
  type AddressField,
  type DetailTextField,
  type UserDialogMode,
  type UserPanel,
} from '@joinery/flows/admin/userDialog';
import { formMessages, USER_TEXT_RULES } from '@joinery/flows/admin';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { isRecordOpen, RecordDialogFrame, RecordDialogPending, useCloseWhenDone } from '../../staff/shared/RecordDialog';
import { ChangeHistoryPanel } from '../shared/ChangeHistoryPanel';
import { LimitedRichTextEditor, LimitedTextField } from '../shared/LimitedText';

// The editor is large (ProseMirror): it loads only when a description is edited.

export interface UserDialogProps {
  userId: number;
  mode: UserDialogMode;
  /** Who saves (LastUpdatedby). */
  savedBy: string;
  /** The dialog is done: the stored user when it was saved. */
  onClose: (result: { saved: boolean; user?: User }) => void;
  machine?: typeof userDialogMachine;
}

const NO_LOCATION = '0';

/** The user's full-screen dialog (back-office-admin.md §2 Users): five panels, Cancel and Submit. */
export function UserDialog({ userId, mode, savedBy, onClose, machine = userDialogMachine }: UserDialogProps) {
  const [state, send] = useMachine(machine, { input: { userId, mode, savedBy } });
  const ids = useId();
  const view = userDialogView(state);
  useCloseWhenDone(state, ({ saved }) => onClose({ saved, user: state.context.saved }));
  const acknowledgeError = () => send({ type: 'error.acknowledge' });
  if (!isRecordOpen(state) || !state.context.form) return <RecordDialogPending state={state} onAcknowledgeError={acknowledgeError} />;

  const { context } = state;
  const form = context.form as User;
  const readOnly = view.readOnly;
  const reasonsId = `${ids}-submit-reasons`;

  const detail = (field: DetailTextField) => (
    <LimitedTextField
      key={field}
      label={m.fields[field]}
      rule={USER_TEXT_RULES[field]}
      value={form[field]}
      readOnly={readOnly}
      onValueChange={(value) => send({ type: 'details.edit', field, value })}
    />
  );
  const address = (field: AddressField) => (
    <LimitedTextField
      key={field}
      label={m.fields[field]}
      rule={USER_TEXT_RULES[field]}
      value={form.addressInformation[field]}
      readOnly={readOnly}
      onValueChange={(value) => send({ type: 'details.address', field, value })}
    />
  );
  const fixed = (label: string, value: string) => <TextField key={label} label={label} value={value} readOnly />;
  const group = (heading: string, children: ReactNode) => (
    <section aria-label={heading}>
      <Stack space="sm">
        <Heading level={3}>{heading}</Heading>
        <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="md">
          {children}
        </Tiles>
      </Stack>
    </section>
  );

  const details = (
    <Stack space="lg">
      {group(m.groups.userInfo, [
        fixed(m.fields.userName, form.userName),
        fixed(m.fields.shortId, tenCharacterId(form.userName)),
        fixed(m.fields.userPrincipalName, form.userPrincipalName),
        detail('firstName'),
        detail('middleName'),
        detail('lastName'),
        <Select
          key="status"
          label={m.fields.status}
          options={[
            { value: 'active', label: m.active },
            { value: 'inactive', label: m.inactive },
          ]}
          value={form.isActive ? 'active' : 'inactive'}
          disabled={readOnly}
          onValueChange={(value) => send({ type: 'details.status', isActive: value === 'active' })}
        />,
        fixed(m.fields.adStatus, adStatusText(form.adEnabled)),
      ])}
      {group(m.groups.contactInfo, [
        detail('officePhone'),
        detail('officeExt'),
        detail('officeFax'),
        detail('mobilePhone'),
        detail('otherMobile'),
        detail('housePhone'),
        detail('email'),
      ])}
      {group(m.groups.addressInfo, [
        address('addressLine1'),
        address('addressLine2'),
        address('city'),
        address('stateCode'),
        address('postalCode'),
        address('country'),
      ])}
      {group(m.groups.organizationalInfo, [
        detail('department'),
        detail('title'),
        detail('location'),
        detail('manager'),
        detail('houzzUrl'),
        detail('credentials'),
        fixed(m.fields.employeeGUID, form.employeeGUID),
      ])}
    </Stack>
  );

  const seoError = (field: keyof typeof m.fields) => (view.missingSeo.has(field) ? m.reasons.seoMissing(m.fields[field]) : undefined);
  const seo = (
    <Stack space="md">
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="md">
        <LimitedTextField
          label={m.fields.designerPageMetadataTitle}
          rule={USER_TEXT_RULES.designerPageMetadataTitle}
          required
          value={form.designerPageMetadataTitle}
          readOnly={readOnly}
          error={seoError('designerPageMetadataTitle')}
          onValueChange={(value) => send({ type: 'seo.edit', field: 'designerPageMetadataTitle', value })}
        />
        <LimitedTextField
          label={m.fields.designerPageUrl}
          rule={USER_TEXT_RULES.designerPageUrl}
          required
          value={form.designerPageUrl}
          readOnly={readOnly}
          error={seoError('designerPageUrl')}
          onValueChange={(value) => send({ type: 'seo.edit', field: 'designerPageUrl', value })}
        />
        <LimitedTextField
          label={m.fields.designerPageMetadataDescription}
          rule={USER_TEXT_RULES.designerPageMetadataDescription}
          required
          value={form.designerPageMetadataDescription}
          readOnly={readOnly}
          error={seoError('designerPageMetadataDescription')}
          onValueChange={(value) => send({ type: 'seo.edit', field: 'designerPageMetadataDescription', value })}
        />
        <Select
          label={m.fields.designerLocationId}
          required
          options={[{ value: NO_LOCATION, label: formMessages.select }, ...context.locations.map((l) => ({ value: String(l.id), label: l.name }))]}
          value={form.designerLocationId === null ? NO_LOCATION : String(form.designerLocationId)}
          disabled={readOnly}
          error={seoError('designerLocationId')}
          onValueChange={(value) => send({ type: 'seo.location', locationId: value === NO_LOCATION ? null : Number(value) })}
        />
        <LimitedTextField
          label={m.fields.designerPhone}
          rule={USER_TEXT_RULES.designerPhone}
          value={form.designerPhone}
          readOnly={readOnly}
          onValueChange={(value) => send({ type: 'seo.edit', field: 'designerPhone', value })}
        />
        <Checkbox
          label={m.fields.designerPagePublished}
          checked={form.designerPagePublished}
          disabled={readOnly}
          onCheckedChange={(published) => send({ type: 'seo.published', published })}
        />
      </Tiles>
      {readOnly ? (
        <Stack space="xs">
          <Text weight="semibold">{m.fields.designerDescription}</Text>
          <RichTextView html={form.designerDescription} />
        </Stack>
      ) : (
        <Suspense fallback={<Spinner label={m.loadingEditor} />}>
          <LimitedRichTextEditor
            label={m.fields.designerDescription}
            rule={USER_TEXT_RULES.designerDescription}
            required
            value={form.designerDescription}
            error={seoError('designerDescription')}
            onValueChange={(value) => send({ type: 'seo.edit', field: 'designerDescription', value })}
          />
        </Suspense>
      )}
    </Stack>
  );

  const roles = (
    <ul aria-label={m.panels.roles} style={{ margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {view.roles.map((role) => (
        <li key={role.roleId} style={{ listStyle: 'none' }}>
          <Checkbox
            label={role.roleName}
            hint={role.roleDescription}
            checked={role.assigned}
            disabled={readOnly}
            onCheckedChange={(assigned) => send({ type: 'role.assign', roleId: role.roleId, assigned })}
          />
        </li>
      ))}
    </ul>
  );

  const buttons = (
    <Inline space="sm">
      <Button variant="outline" tone="neutral" onClick={() => send({ type: 'user.cancel' })}>
        {m.cancel}
      </Button>
      {view.showSubmit && (
        <GatedButton reasons={view.submitReasons} reasonsId={reasonsId} loading={view.submitting} onClick={() => send({ type: 'user.submit' })}>
          {m.submit}
        </GatedButton>
      )}
    </Inline>
  );

  return (
    <RecordDialogFrame
      title={mode === 'view' ? m.viewTitle : m.editTitle}
      description={`${form.firstName} ${form.lastName}`}
      actions={buttons}
      onCancel={() => send({ type: 'user.cancel' })}
      error={context.error}
      onAcknowledgeError={acknowledgeError}
      overlays={
        <ConfirmDialog
          open={view.confirmingLeave}
          heading={m.submitChanges.heading}
          text={m.submitChanges.text}
          confirmLabel={m.yes}
          cancelLabel={m.no}
          onConfirm={() => send({ type: 'leave.yes' })}
          onCancel={() => send({ type: 'leave.no' })}
        />
      }
    >
      <Stack space="md">
        {view.showSubmit && <DisabledReasons id={reasonsId} heading={m.reasons.heading} reasons={view.submitReasons} />}
        <Tabs
          label={mode === 'view' ? m.viewTitle : m.editTitle}
          value={context.panel}
          onValueChange={(panel) => send({ type: 'panel.select', panel: panel as UserPanel })}
          items={[
            { value: 'details', label: m.panels.details, content: details },
            { value: 'seo', label: m.panels.seo, content: seo },
            { value: 'roles', label: m.panels.roles, content: roles },
            { value: 'locationGroups', label: m.panels.locationGroups, content: null, disabled: true },
            {
              value: 'history',
              label: m.panels.history,
              content: context.panel === 'history' ? <ChangeHistoryPanel machine={userHistoryMachine} subjectId={userId} /> : null,
            },
          ]}
        />
      </Stack>
    </RecordDialogFrame>
  );
}
