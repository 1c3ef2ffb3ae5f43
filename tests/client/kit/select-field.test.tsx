// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from '../../../client/ui/SelectField';

afterEach(cleanup);

const regions = [
  { value: '13', label: 'Metropolitana' },
  { value: '5', label: 'Valparaíso' },
  { value: '8', label: 'Biobío' },
];

/** A react-hook-form form as a screen writes one: the list registered, a rule, the error under the list. */
function RegionForm({ onSave }: { onSave: (values: { region: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { region: '' } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <SelectField
        label="Región"
        placeholder="Selecciona"
        options={regions}
        required
        error={errors.region?.message}
        {...register('region', { required: 'Debes seleccionar una región' })}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

const list = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('SelectField', () => {
  it('is a list named by its label, with the placeholder first and then the options', () => {
    render(<SelectField label="Región" placeholder="Selecciona" options={regions} defaultValue="" />);
    const select = list('Región');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Selecciona'],
      ['13', 'Metropolitana'],
      ['5', 'Valparaíso'],
      ['8', 'Biobío'],
    ]);
    expect(select.value).toBe('');
    expect(select.closest('.field')).not.toBeNull();
  });

  it('has no placeholder option unless asked for one', () => {
    render(<SelectField label="Región" options={regions} />);
    expect(list('Región').options).toHaveLength(3);
    expect(list('Región').value).toBe('13');
  });

  it('says it is required, as a TextField does, and is not marked invalid without an error', () => {
    render(<SelectField label="Región" options={regions} required />);
    expect(list('Región').required).toBe(true);
    expect(list('Región').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its error under the list, tied to it and marking it invalid, after its hint', () => {
    render(<SelectField label="Región" options={regions} hint="Donde está el servicio" error="Debes seleccionar una región" />);
    const select = list('Región');
    expect(screen.getByRole('alert').textContent).toBe('Debes seleccionar una región');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Donde está el servicio', 'Debes seleccionar una región']);
  });

  it('reports a choice through onChange, with the other props on the <select>', async () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Región" options={regions} value="13" disabled={false} name="region" onChange={(e) => onChange(e.target.value)} />,
    );
    await userEvent.selectOptions(list('Región'), 'Biobío');
    expect(onChange).toHaveBeenCalledWith('8');
    expect(list('Región').name).toBe('region');
  });

  it('works with react-hook-form register: the rule refuses an empty list, then a choice is saved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<RegionForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Debes seleccionar una región');
    expect(list('Región').getAttribute('aria-invalid')).toBe('true');
    // the form reaches the <select> through the ref register() gave it: it takes the focus to the refused list
    expect(document.activeElement).toBe(list('Región'));
    expect(onSave).not.toHaveBeenCalled();

    await user.selectOptions(list('Región'), 'Valparaíso');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ region: '5' }, expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
