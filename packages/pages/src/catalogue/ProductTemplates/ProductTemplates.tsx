import { useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import { StatusBadge } from '@joinery/ui/StatusBadge';
import type { TemplateSummary } from '@joinery/flows/api/catalogue/templates';
import { templatesListMachine } from '@joinery/flows/catalogue/catalogueList';
import type { templatePublishingMachine, TemplateDialogMode } from '@joinery/flows/catalogue/templatePublishing';
import { listMessages } from '@joinery/flows/staff/shell';
import { templateScreenMessages as m } from '@joinery/flows/catalogue';
import { ListScreen } from '../../staff/shared/ListScreen';
import { TemplateDialog } from './TemplateDialog';

export interface ProductTemplatesProps {
  listMachine?: typeof templatesListMachine;
  dialogMachine?: typeof templatePublishingMachine;
}

/** Product Templates (/ProductTemplatesList; back-office-products.md §2): the list, its dialog and Copy. */
export function ProductTemplates({ listMachine = templatesListMachine, dialogMachine }: ProductTemplatesProps) {
  const [dialog, setDialog] = useState<{ mode: TemplateDialogMode; templateId?: number; key: number }>();
  const open = (mode: TemplateDialogMode, templateId?: number) => setDialog((current) => current ?? { mode, templateId, key: Date.now() });
  return (
    <ListScreen<TemplateSummary>
      heading={m.heading}
      createLabel={m.createTemplate}
      onCreate={() => open('create')}
      machine={listMachine}
      nameOf={(template) => template.name}
      getRowId={(template) => String(template.productTemplateId)}
      columns={(search) => [
        {
          id: 'name',
          header: m.columns.name,
          value: (t) => t.name,
          cell: (t) => (
            <Button variant="link" onClick={() => open('edit', t.productTemplateId)}>
              <HighlightMatch text={t.name} query={search} />
            </Button>
          ),
        },
        {
          id: 'status',
          header: m.columns.status,
          value: (t) => t.published,
          cell: (t) => (
            <StatusBadge tone={t.published === 1 ? 'positive' : 'neutral'}>
              {t.published === 1 ? listMessages.published : listMessages.unpublished}
            </StatusBadge>
          ),
        },
      ]}
      rowActions={(template) => [
        { label: listMessages.edit, icon: 'edit', onSelect: () => open('edit', template.productTemplateId) },
        { label: listMessages.copy, icon: 'copy', onSelect: () => open('copy', template.productTemplateId) },
      ]}
      renderDialog={(reload) =>
        dialog && (
          <TemplateDialog
            key={dialog.key}
            mode={dialog.mode}
            templateId={dialog.templateId}
            machine={dialogMachine}
            onClose={({ saved }) => {
              setDialog(undefined);
              if (saved) reload();
            }}
          />
        )
      }
    />
  );
}
