import { Button, Divider, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { mayDo } from '../../../../domain/registry/index.ts';
import type { RegistryEntry } from '../../../../domain/registry/types.ts';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { useMe, usePermissions } from '../../../auth/AuthContext.ts';
import { ActionsOffReason } from '../../../ui/last-known/NeedsServer.tsx';
import { useServerDown } from '../../../ui/last-known/useServerDown.ts';
import { OpenModal } from '../../../ui/OpenModal.tsx';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import type { ResourceApi, Row } from '../resourceApi.ts';
import { FieldInput } from './FieldInput.tsx';
import { bodyOf, type FormValues, formFields, initialValues, validate } from './formValues.ts';
import { PasswordReset } from './PasswordReset.tsx';

export interface RecordFormProps {
  entry: RegistryEntry;
  resources: ResourceApi;
  title: string;
  /** The row to show or edit; null to create one. */
  row: Row | null;
  onClose(): void;
  onChanged(): void;
}

/** The detail of a row in a popup: edit with the shared zod schema, create, or delete after confirmation. */
export function RecordForm({ entry, resources, title, row, onClose, onChanged }: RecordFormProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const { operationMode } = useMe();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const creating = row === null;
  const editable = mayDo(entry, creating ? 'create' : 'edit', permissions);
  const fields = formFields(entry, creating);
  const schema = creating ? entry.create : entry.update;
  const form = useForm<FormValues>({
    initialValues: initialValues(fields, row),
    validate: (values) => (schema ? validate(schema, bodyOf(fields, values, row), t) : {}),
  });

  // Leaving a changed form asks first (SPEC.md §5).
  const handleCancel = async () => {
    const leave =
      !form.isDirty() ||
      (await confirm({
        title: t('data.form.discardTitle'),
        message: t('data.form.discardMessage'),
        buttonOkName: t('data.form.discard'),
        buttonNotOkName: t('overlays.leave.stay'),
        // The typed changes are lost for good: the focus starts on Stay, so a reflexive Enter keeps them.
        critical: true,
        operationMode,
        staysInConsole: true,
      }));
    if (leave) onClose();
  };

  const handleSubmit = async (values: FormValues) => {
    const body = bodyOf(fields, values, row);
    try {
      await withWait(creating ? resources.create(body) : resources.update(row.id, body));
      onChanged();
      onClose();
    } catch (error) {
      await handleError(error);
    }
  };

  const handleDelete = async () => {
    if (!row) return;
    const label = String(row[entry.labelField] ?? row.id);
    const ok = await confirm({
      title: t('data.form.deleteTitle'),
      message: t('data.form.deleteMessage', { label }),
      buttonOkName: t('data.form.delete'),
      critical: true,
      operationMode,
    });
    if (!ok) return;
    try {
      await withWait(resources.remove(row.id));
      onChanged();
      onClose();
    } catch (error) {
      await handleError(error);
    }
  };

  // Save and delete need the server; cancel and the typed values stay while it is away.
  const serverDown = useServerDown();
  // An opened row's window is named by its page and code ("Sirene fisse – ZH-0098"); a new row's says so.
  return (
    <OpenModal
      onClose={handleCancel}
      title={creating ? t('data.form.createTitle', { title }) : title}
      size="xl"
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fields.map((field) => (
              <div
                key={field.field}
                style={field.kind === 'multiReference' ? { gridColumn: '1 / -1' } : undefined}
              >
                <FieldInput entry={entry} field={field} form={form} readOnly={!editable} />
              </div>
            ))}
          </SimpleGrid>
          {!creating && editable && entry.passwordReset && (
            <>
              <Divider />
              <PasswordReset onReset={(password) => resources.resetPassword(row.id, password)} />
            </>
          )}
          <Group justify="space-between">
            <div>
              {!creating && mayDo(entry, 'delete', permissions) && (
                <Button color="red" variant="light" onClick={handleDelete} disabled={serverDown}>
                  {t('data.form.delete')}
                </Button>
              )}
            </div>
            <Group gap="sm">
              <Button variant="default" onClick={handleCancel}>
                {t(editable ? 'data.form.cancel' : 'data.form.close')}
              </Button>
              {editable && (
                <Button type="submit" disabled={serverDown}>
                  {t('data.form.save')}
                </Button>
              )}
            </Group>
          </Group>
          <ActionsOffReason />
        </Stack>
      </form>
    </OpenModal>
  );
}
