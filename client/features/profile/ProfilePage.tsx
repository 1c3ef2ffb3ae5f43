import { useEffect, useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { useForm } from 'react-hook-form';
import { profileMachine, type ProfileSubmission } from '../../../machines/profile.machine';
import type { ProfileData } from '../../../machines/types';
import { firstError, PASSWORD_HINT, type FieldError } from '../../../machines/rules/account-rules';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { mutationActor, queryActor } from '../../lib/mutation-actor';
import { SHELL } from '../../shared/api';
import { SessionActor } from '../../shared/session-actor';
import { MISSING } from '../../lib/format';
import { DetailList } from '../../ui/DetailList';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { PROFILE, UPDATE_PROFILE } from './api';
import './profile.css';

/** /editar-perfil, for persons and company users (spec 1 §5 Profile edit). */
export default function ProfilePage() {
  const client = useApolloClient();
  // named so the gateway reads the profile beside its check of who is signed in, not after it
  const userId = SessionActor.useSelector((s) => s.context.session?.user.id ?? null);
  const logic = useMemo(
    () =>
      profileMachine.provide({
        actors: {
          loadProfile: queryActor(
            client,
            PROFILE,
            () => ({ userId }),
            (data) => {
              if (!data.viewer?.profile) throw new Error('Sin perfil');
              return data.viewer.profile;
            },
          ),
          saveProfile: mutationActor(
            client,
            UPDATE_PROFILE,
            (input: ProfileSubmission) => ({
              input: {
                name: input.name,
                lastName: input.last_name,
                phone: input.phone,
                password: input.password || null,
                passwordConfirmation: input.password_confirmation || null,
                currentPassword: input.password ? input.current_password : null,
                notificationCheck: input.notificationCheck,
                syncSecondAccount: input.syncSecondAccount,
              },
            }),
            (data) => data.updateProfile,
            { refetchQueries: [SHELL] },
          ),
        },
      }),
    [client, userId],
  );
  const [state, send] = useMachine(logic);
  const { profile, errors, notice } = state.context;

  return (
    <section className="page" aria-labelledby="profile-title">
      <h1 id="profile-title">Editar perfil</h1>
      {state.matches('loading') && <Loading />}
      {state.matches('loadFailed') && <LoadError onRetry={() => send({ type: 'load.retry' })} />}
      {notice && <Notice title={notice.title} text={notice.text} tone={notice.tone} onDismiss={() => send({ type: 'notice.dismiss' })} />}
      {profile && (
        <ProfileForm
          key={profile.id}
          profile={profile}
          errors={errors}
          busy={state.matches('saving')}
          onEdit={(field) => send({ type: 'field.edit', field })}
          onSubmit={(values) => send({ type: 'form.submit', values })}
        />
      )}
    </section>
  );
}

interface FormValues {
  name: string;
  lastName: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
  currentPassword: string;
  notificationCheck: boolean;
  syncSecondAccount: boolean;
}

interface ProfileFormProps {
  profile: ProfileData;
  errors: FieldError[];
  busy: boolean;
  onEdit(field: string): void;
  onSubmit(values: {
    name: string;
    last_name: string;
    phone: string;
    password: string;
    password_confirmation: string;
    current_password: string;
    notificationCheck: boolean;
    syncSecondAccount: boolean;
  }): void;
}

function ProfileForm({ profile, errors, busy, onEdit, onSubmit }: ProfileFormProps) {
  const { register, handleSubmit, resetField } = useForm<FormValues>({
    defaultValues: {
      name: profile.name,
      lastName: profile.lastName,
      phone: profile.phone,
      password: '',
      passwordConfirmation: '',
      currentPassword: '',
      notificationCheck: profile.notificationCheck,
      syncSecondAccount: false,
    },
  });
  // a saved profile comes back as a new object: the new password it carried is not left in the fields
  useEffect(() => {
    resetField('password');
    resetField('passwordConfirmation');
    resetField('currentPassword');
  }, [profile, resetField]);
  const field = (name: keyof FormValues) => ({ ...register(name, { onChange: () => onEdit(name) }), error: firstError(errors, name) });
  return (
    <form
      className="card form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) =>
        void handleSubmit((v) =>
          onSubmit({
            name: v.name,
            last_name: v.lastName,
            phone: v.phone,
            password: v.password,
            password_confirmation: v.passwordConfirmation,
            current_password: v.currentPassword,
            notificationCheck: v.notificationCheck,
            syncSecondAccount: v.syncSecondAccount,
          }),
        )(event)
      }
    >
      {/* the account's identity: shown, not editable, so not drawn as fields (issue 9, item 18) */}
      <DetailList
        className="identity"
        items={[
          // a field the backend left out comes empty: a dash, never a blank (issue 37)
          { label: 'Email', value: profile.email || MISSING },
          { label: 'Rut', value: profile.rut || MISSING },
        ]}
      />
      <div className="form-grid">
        <TextField label="Nombre" autoComplete="given-name" required maxLength={MAX_LENGTH.name} {...field('name')} />
        <TextField label="Apellido" autoComplete="family-name" required maxLength={MAX_LENGTH.lastName} {...field('lastName')} />
        <TextField
          label="Teléfono"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MAX_LENGTH.phone}
          required
          {...field('phone')}
        />
      </div>
      <h2>Cambiar contraseña</h2>
      <div className="form-grid">
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          maxLength={MAX_LENGTH.password}
          {...field('password')}
        />
        <TextField
          label="Repetir contraseña"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          {...field('passwordConfirmation')}
        />
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          hint="Solo para cambiar la contraseña."
          maxLength={MAX_LENGTH.password}
          {...field('currentPassword')}
        />
      </div>
      {profile.hasSecondAccount && (
        <label className="check">
          <input type="checkbox" {...register('syncSecondAccount')} />
          Cambiar también la contraseña de mi otra cuenta ({profile.secondEmail ?? MISSING})
        </label>
      )}
      <label className="check">
        <input type="checkbox" {...register('notificationCheck')} />
        Quiero recibir notificaciones por correo electrónico
      </label>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Guardando…' : 'Guardar'}
        </button>
      </div>
    </form>
  );
}
