// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from '../../../client/ui/DownloadButton';
import { first } from '../../support/items';

interface Posted {
  method: string;
  action: string;
  target: string;
  fields: Record<string, string>;
}

let posted: Posted[] = [];

beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
    posted.push({ method: this.method, action: this.getAttribute('action') ?? '', target: this.target, fields });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A token call the test settles by hand. */
function deferredToken() {
  let settle: { resolve: (token: string) => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { requestToken: () => promise, ...settle };
}

const bill = { ticket_number: '123456', doc_type: 'BO' };

describe('DownloadButton', () => {
  it('posts the fields and the token to the download URL in a new tab', async () => {
    render(
      <DownloadButton
        label="Ver PDF"
        accessibleLabel="Ver PDF de la boleta 123456"
        requestToken={async () => 'tok-1'}
        action="/tickets/file"
        fields={bill}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver PDF de la boleta 123456' }));
    expect(posted).toEqual([
      { method: 'post', action: '/tickets/file', target: '_blank', fields: { ticket_number: '123456', doc_type: 'BO', token: 'tok-1' } },
    ]);
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is disabled and shows progress while the token is on its way', async () => {
    const token = deferredToken();
    render(
      <DownloadButton label="Descargar documento" requestToken={token.requestToken} action="/document/get" fields={{ pdf_number: '9' }} />,
    );
    const button = screen.getByRole('button', { name: 'Descargar documento' }) as HTMLButtonElement;
    await userEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Descargando…');
    await userEvent.click(button);
    token.resolve('tok-2');
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the file could not be downloaded when the token call fails, and tries again on the next click', async () => {
    const requestToken = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('tok-3');
    render(
      <DownloadButton
        label="Descargar CSV"
        requestToken={requestToken}
        action="/company_user/electricity/consuption/csv"
        fields={{ instalacion: 'I-1' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(screen.getByRole('alert').textContent).toBe('Error descargando el archivo');
    expect(posted).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(first(posted, 'posted form').fields.token).toBe('tok-3');
  });

  it('treats an empty token as a failure', async () => {
    render(<DownloadButton label="Descargar" requestToken={async () => ''} action="/document/get" fields={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(screen.getByRole('alert').textContent).toBe('Error descargando el archivo');
    expect(posted).toHaveLength(0);
  });
});
