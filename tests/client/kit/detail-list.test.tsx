// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailList } from '../../../client/ui/DetailList';
import { Money } from '../../../client/ui/Money';

afterEach(cleanup);

/** Each term with the text of the definition that follows it, as a screen reader goes through the list. */
const pairs = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('DetailList', () => {
  it('shows each label with its value, in order', () => {
    render(
      <DetailList
        items={[
          { label: 'N° Cliente', value: '123456' },
          { label: 'Correo electrónico', value: 'ana@example.cl' },
          { label: 'Disponible', value: <Money value={750000} />, align: 'end' },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['N° Cliente', '123456'],
      ['Correo electrónico', 'ana@example.cl'],
      ['Disponible', '$750.000'],
    ]);
    expect(screen.getAllByRole('definition')).toHaveLength(3);
  });

  it('shows the dash for a value nobody knows, and keeps a zero', () => {
    render(
      <DetailList
        items={[
          { label: 'Comuna', value: null },
          { label: 'Región', value: undefined },
          { label: 'Patente', value: '' },
          { label: 'Cuotas', value: 0 },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['Comuna', '–'],
      ['Región', '–'],
      ['Patente', '–'],
      ['Cuotas', '0'],
    ]);
  });

  it('leaves out the pairs that do not apply', () => {
    const clientNumber: string | null = null;
    render(
      <DetailList
        items={[clientNumber && { label: 'N° Cliente', value: clientNumber }, { label: 'Correo electrónico', value: 'ana@example.cl' }]}
      />,
    );
    expect(pairs()).toEqual([['Correo electrónico', 'ana@example.cl']]);
  });

  it('can be named, for a page with several lists', () => {
    render(<DetailList label="Resumen del convenio" items={[{ label: 'Deuda', value: '$100' }]} />);
    expect(screen.getByLabelText('Resumen del convenio').tagName).toBe('DL');
  });
});
