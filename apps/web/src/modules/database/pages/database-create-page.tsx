// A new database (spec §2 /databases/create; docs/database.md).
import { createDatabaseBody, type Database } from '@backoffice/contract/modules/database';
import { useNavigate } from 'react-router';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { mono } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateDatabase } from '../api/databases';
import { databasePaths } from '../paths';

const BACK = { to: databasePaths.databases(), label: 'Databases' };

export default function DatabaseCreatePage() {
  const navigate = useNavigate();
  const create = useCreateDatabase();
  const { form, onSubmit, formError, pending } = useRecordForm<{ name: string }, Database>({
    schema: createDatabaseBody,
    defaultValues: { name: '' },
    submit: (values) => create.mutateAsync({ body: values }),
    onSaved: (db) =>
      navigate(BACK.to, {
        state: flashState({
          severity: 'success',
          title: `Database ${db.name} created`,
          body: 'Next, give a database user privileges on it: Database users → New user.',
        }),
      }),
  });
  return (
    <FormPage
      title="New database"
      subtitle="An empty MariaDB database (utf8mb4) of your department."
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Create database"
      width={760}
    >
      <FormSection
        title="Database"
        description="Up to 64 letters a–z, digits and underscores; not digits only, and not one of MariaDB's own (mysql, sys…)."
      >
        <FormTextField
          control={form.control}
          name="name"
          label="Name"
          required
          autoFocus
          autoComplete="off"
          placeholder="shop_production"
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, style: mono } }}
        />
      </FormSection>
    </FormPage>
  );
}
