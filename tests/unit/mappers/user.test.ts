import { describe, expect, it } from 'vitest';
import { mapUser } from '../../../gateway/mappers/user';

describe('mapUser', () => {
  it('maps a backend person to the User type', () => {
    const user = mapUser({
      id: 7,
      name: 'Ana',
      last_name: 'Rojas',
      email: 'ana@x.cl',
      dni: '12345678-5',
      phone: '912345678',
      profile_picture: '',
      notification_check: 1,
      second_account: 0,
      seccond_email: null,
      hasdebt: true,
      role: '',
    });
    expect(user).toMatchObject({
      id: '7',
      lastName: 'Rojas',
      rut: '12345678-5',
      avatarUrl: null,
      notificationCheck: true,
      hasSecondAccount: false,
      hasDebt: true,
      role: 'Persona',
    });
  });

  it('takes a company user role from user_type', () => {
    const user = mapUser({
      id: 1,
      name: 'B',
      last_name: 'C',
      email: 'b@c.cl',
      dni: '1-9',
      phone: '9',
      profile_picture: null,
      notification_check: 0,
      second_account: 0,
      seccond_email: null,
      hasdebt: false,
      role: 'company',
      user_type: 'Funcionario',
    });
    expect(user.role).toBe('Funcionario');
  });

  it("reads flags in any yes/no form: hasdebt '0' is no debt, true/1/'1' are yes (issue 37)", () => {
    const person = (over: Record<string, unknown>) =>
      mapUser({
        id: 7,
        name: 'Ana',
        last_name: 'Rojas',
        email: 'ana@x.cl',
        dni: '12345678-5',
        phone: '912345678',
        profile_picture: null,
        notification_check: 0,
        second_account: 0,
        seccond_email: null,
        hasdebt: false,
        role: 'Persona',
        ...over,
      } as never);
    expect(person({ hasdebt: '0' }).hasDebt).toBe(false);
    for (const yes of [true, 1, '1'])
      expect(person({ hasdebt: yes, notification_check: yes, second_account: yes })).toMatchObject({
        hasDebt: true,
        notificationCheck: true,
        hasSecondAccount: true,
      });
  });

  it('maps a person the backend left fields out of with empty texts, never "undefined"', () => {
    const user = mapUser({ id: 7, email: 'ana@x.cl' } as never);
    expect(user).toEqual({
      id: '7',
      name: '',
      lastName: '',
      email: 'ana@x.cl',
      rut: '',
      phone: '',
      avatarUrl: null,
      notificationCheck: false,
      hasSecondAccount: false,
      secondEmail: null,
      hasDebt: false,
      role: 'Persona',
    });
  });
});
