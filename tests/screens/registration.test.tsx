import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { currentPath, fill, renderScreen } from '../support/screen';

interface Registration {
  name: string;
  lastName: string;
  rut: string;
  phone: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
}

const valid: Registration = {
  name: 'Ignacio',
  lastName: 'Valdés',
  rut: '123456785',
  phone: '934567812',
  email: 'ignacio.valdes@correo.cl',
  emailConfirmation: 'ignacio.valdes@correo.cl',
  password: 'Clave.Segura.2026',
  passwordConfirmation: 'Clave.Segura.2026',
};

const labels: Record<keyof Registration, string> = {
  name: 'Nombre',
  lastName: 'Apellido',
  rut: 'Rut',
  phone: 'Teléfono',
  email: 'Email',
  emailConfirmation: 'Confirmar email',
  password: 'Contraseña',
  passwordConfirmation: 'Confirmar contraseña',
};

async function register(user: UserEvent, values: Registration) {
  for (const [field, value] of Object.entries(values) as Array<[keyof Registration, string]>) {
    await fill(user, await screen.findByLabelText(labels[field]), value);
  }
  await user.click(screen.getByRole('button', { name: 'Registrarme' }));
}

/** The error shown under a field (TextField ties it to its input with aria-describedby). */
function errorUnder(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')?.textContent ?? null;
}

describe('/register', () => {
  it('marks every empty field as required', async () => {
    const { user } = await renderScreen('/register');
    await user.click(await screen.findByRole('button', { name: 'Registrarme' }));
    expect(await screen.findAllByText('Campo requerido')).toHaveLength(8);
  });

  it('shows each rule of the fields under its field', async () => {
    const { user } = await renderScreen('/register');
    await register(user, {
      ...valid,
      rut: '123456789',
      phone: '91234',
      email: 'ignacio.valdes@correo',
      passwordConfirmation: 'Clave.Distinta.2026',
    });
    await screen.findByText('El rut ingresado no es válido');
    expect(errorUnder('Rut')).toBe('El rut ingresado no es válido');
    expect(errorUnder('Teléfono')).toBe('Teléfono debe contener 9 dígitos');
    expect(errorUnder('Email')).toBe('Email debe contener . y @');
    expect(errorUnder('Confirmar contraseña')).toBe('Contraseñas deben ser iguales');
  });

  it('asks for a password as its hint says, under the field (issue 11: one character was accepted)', async () => {
    const { user, world } = await renderScreen('/register');
    await register(user, { ...valid, password: 'clave', passwordConfirmation: 'clave' });
    expect(await screen.findByText(/^La contraseña debe tener mínimo 12 caracteres/)).toBeDefined();
    expect(errorUnder('Contraseña')).toBe(
      'La contraseña debe tener mínimo 12 caracteres, con minúsculas, mayúsculas, números y un carácter especial',
    );
    expect(world.backend.world.persons.some((p) => p.email === valid.email)).toBe(false);
  });

  it('asks for the same e-mail twice', async () => {
    const { user } = await renderScreen('/register');
    await register(user, { ...valid, emailConfirmation: 'ignacio.valdes@otro.cl' });
    expect(await screen.findByText('Emails deben ser iguales')).toBeDefined();
  });

  it('formats the RUT as it is typed and keeps the phone to 9 digits', async () => {
    const { user } = await renderScreen('/register');
    await user.type(await screen.findByLabelText('Rut'), '12.345.678-5');
    await user.type(screen.getByLabelText('Teléfono'), '9123456789');
    expect((screen.getByLabelText('Rut') as HTMLInputElement).value).toBe('12345678-5');
    expect((screen.getByLabelText('Teléfono') as HTMLInputElement).value).toBe('912345678');
  });

  it('shows the server refusal of a taken e-mail under the field, and clears it when edited', async () => {
    const { user } = await renderScreen('/register');
    await register(user, { ...valid, email: 'cliente@demo.cl', emailConfirmation: 'cliente@demo.cl' });
    expect(await screen.findByText('El correo electrónico ya se encuentra registrado')).toBeDefined();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('El correo electrónico ya se encuentra registrado')).toBeNull();
  });

  it('registers and opens the post-registration screen', async () => {
    const { user } = await renderScreen('/register');
    await register(user, valid);
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo electrónico' })).toBeDefined();
    expect(currentPath()).toBe('/verificar_email');
    expect(screen.getByText(/Te enviamos un correo de verificación a ignacio\.valdes@correo\.cl/)).toBeDefined();
  });

  it('tells a visitor of /register/required that registration comes first', async () => {
    await renderScreen('/register/required');
    expect(await screen.findByText('Debes registrarte para continuar')).toBeDefined();
  });
});
