import { useEffect, useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import type { EditValues } from '../../../../machines/funcionario-edit.machine';
import { firstError } from '../../../../machines/rules/account-rules';
import type { ClientGrants } from '../../../../machines/rules/funcionario-rules';
import { MAX_LENGTH } from '../../../../machines/rules/limits';
import { formatRut } from '../../../../machines/rules/rut';
import { useMachine } from '../../../shared/machines';
import { Notice } from '../../../ui/Notice';
import { editLogic } from './actors';
import { ClientsBlock, type GrantableCompanyRow } from './ClientsTable';
import { FuncionarioField, PERSONAL_INPUTS } from './Field';

export interface EditRecord {
  id: string;
  name: string | null;
  lastName: string | null;
  rut: string | null;
  email: string | null;
  phone: string | null;
  enabled: boolean | null;
  clients: ReadonlyArray<{ id: string; privileges: readonly number[] }>;
}

export interface EditFormProps {
  record: EditRecord;
  companies: readonly GrantableCompanyRow[] | null | undefined;
  companiesLoading: boolean;
  companiesError: unknown;
  onRetryCompanies(): unknown;
  /** a save went through: the history has news */
  onSaved(): void;
}

const grantsOf = (record: EditRecord): ClientGrants =>
  Object.fromEntries(record.clients.filter((c) => c.privileges.length > 0).map((c) => [c.id, [...c.privileges]]));

/** The edit form (spec 3 §2 /funcionarios/{id}): data, password flag, state switch, privileges per client, GUARDAR. */
export function EditForm({ record, companies, companiesLoading, companiesError, onRetryCompanies, onSaved }: EditFormProps) {
  const client = useApolloClient();
  const logic = useMemo(() => editLogic(client), [client]);
  const [snapshot, send] = useMachine(logic, { input: { id: record.id, grants: grantsOf(record) } });
  const { errors, grants, grantError, notice, saved } = snapshot.context;
  const saving = snapshot.matches('saving');
  const { register, handleSubmit, setValue, watch } = useForm<EditValues>({
    defaultValues: {
      rut: record.rut ?? '',
      name: record.name ?? '',
      lastName: record.lastName ?? '',
      email: record.email ?? '',
      phone: record.phone ?? '',
      regeneratePassword: false,
      enabled: record.enabled ?? true,
    },
  });
  // a password regenerated once is not asked for again by the next GUARDAR
  useEffect(() => {
    if (saved === 0) return;
    setValue('regeneratePassword', false);
    onSaved();
  }, [saved, setValue, onSaved]);
  const enabled = watch('enabled');
  const field = (name: 'rut' | 'name' | 'lastName' | 'email' | 'phone') => ({
    ...register(name, {
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        if (name === 'rut') setValue('rut', formatRut(e.target.value));
        send({ type: 'field.edit', field: name });
      },
    }),
    required: true,
    error: firstError(errors, name),
  });

  return (
    <form
      className="funcionario-edit"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => void handleSubmit((values) => send({ type: 'form.submit', values }))(event)}
    >
      {notice && <Notice title={notice.title} text={notice.text} tone={notice.tone} onDismiss={() => send({ type: 'notice.dismiss' })} />}
      <section className="card form" aria-labelledby="data-title">
        <h2 id="data-title">Datos del funcionario</h2>
        <div className="form-grid">
          <FuncionarioField {...PERSONAL_INPUTS.name} {...field('name')} />
          <FuncionarioField {...PERSONAL_INPUTS.lastName} {...field('lastName')} />
          <FuncionarioField label="RUT" autoComplete="off" maxLength={MAX_LENGTH.rut} {...field('rut')} />
          <FuncionarioField {...PERSONAL_INPUTS.email} {...field('email')} />
          <FuncionarioField {...PERSONAL_INPUTS.phone} {...field('phone')} />
        </div>
        <label className="check">
          <input type="checkbox" {...register('regeneratePassword')} />
          Generar nueva contraseña
        </label>
        <div className="switch-row">
          <label className="switch">
            <input type="checkbox" role="switch" {...register('enabled')} />
            <span>Habilitado</span>
          </label>
          <span className="muted" aria-live="polite">
            Estado: {enabled ? 'Habilitado' : 'Deshabilitado'}
          </span>
        </div>
      </section>
      <section className="card" aria-labelledby="clients-title">
        <h2 id="clients-title">Clientes y privilegios</h2>
        <ClientsBlock
          companies={companies}
          loading={companiesLoading}
          error={companiesError}
          onRetry={onRetryCompanies}
          grants={grants}
          onGrant={(clientId, privileges) => send({ type: 'grant.set', clientId, privileges })}
        />
      </section>
      <div className="form-actions">
        <button type="submit" className="button" disabled={saving} aria-describedby={grantError ? 'edit-grant-error' : undefined}>
          {saving ? 'Guardando…' : 'GUARDAR'}
        </button>
        {grantError && (
          <span id="edit-grant-error" className="field-error" role="alert">
            {grantError}
          </span>
        )}
      </div>
    </form>
  );
}
