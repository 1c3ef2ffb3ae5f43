import { useForm } from 'react-hook-form';
import { firstError, PASSWORD_HINT, type FieldError, type RegistrationValues } from '../../../machines/rules/account-rules';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { formatRut } from '../../../machines/rules/rut';
import type { SocialData } from '../../../machines/types';
import { TextField } from '../../ui/TextField';

export interface RegistrationFormProps {
  social: SocialData | null;
  errors: FieldError[];
  busy: boolean;
  submitLabel: string;
  onEdit(field: string): void;
  onSubmit(values: RegistrationValues): void;
}

interface FormValues {
  name: string;
  lastName: string;
  rut: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
}

/** The registration fields of spec 1 §3 with the rules of §5; the machine decides, this only collects and shows. */
export function RegistrationForm({ social, errors, busy, submitLabel, onEdit, onSubmit }: RegistrationFormProps) {
  const { register, handleSubmit, setValue } = useForm<FormValues>({
    defaultValues: {
      name: social?.name ?? '',
      lastName: social?.lastName ?? '',
      rut: '',
      email: social?.email ?? '',
      emailConfirmation: social?.email ?? '',
      phone: '',
      password: '',
      passwordConfirmation: '',
    },
  });
  const field = (name: keyof FormValues) => {
    const registered = register(name, { onChange: () => onEdit(name) });
    // every field of the form is required (registrationErrors)
    return { ...registered, 'aria-required': true, error: firstError(errors, name) };
  };
  const rut = register('rut', {
    onChange: (event: { target: { value: string } }) => {
      setValue('rut', formatRut(event.target.value));
      onEdit('rut');
    },
  });

  const submit = handleSubmit((v) =>
    onSubmit({
      name: v.name,
      last_name: v.lastName,
      dni: v.rut,
      email: v.email,
      email_confirmation: v.emailConfirmation,
      phone: v.phone,
      password: v.password,
      password_confirmation: v.passwordConfirmation,
    }),
  );

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <div className="form-grid">
        <TextField label="Nombre" autoComplete="given-name" maxLength={MAX_LENGTH.name} {...field('name')} />
        <TextField label="Apellido" autoComplete="family-name" maxLength={MAX_LENGTH.lastName} {...field('lastName')} />
        <TextField
          label="Rut"
          placeholder="12345678-9"
          autoComplete="off"
          inputMode="text"
          maxLength={MAX_LENGTH.rut}
          aria-required
          {...rut}
          error={firstError(errors, 'rut')}
        />
        <TextField
          label="Teléfono"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="912345678"
          maxLength={MAX_LENGTH.phone}
          {...field('phone')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          readOnly={social !== null}
          {...field('email')}
        />
        <TextField
          label="Confirmar email"
          type="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          readOnly={social !== null}
          {...field('emailConfirmation')}
        />
        {!social && (
          <>
            <TextField
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              maxLength={MAX_LENGTH.password}
              {...field('password')}
            />
            <TextField
              label="Confirmar contraseña"
              type="password"
              autoComplete="new-password"
              maxLength={MAX_LENGTH.password}
              {...field('passwordConfirmation')}
            />
          </>
        )}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Enviando…' : submitLabel}
      </button>
    </form>
  );
}
