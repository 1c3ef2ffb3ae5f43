import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { helpErrors } from '../../../machines/rules/address-rules';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { REQUEST_HELP, type Region } from './api';
import { AddressFields } from './AddressFields';
import type { LineInfo } from './lines';
import './services.css';

const empty = { region: '', commune: '', street: '', number: '', house: '' };

/** spec 2 §2: 'The box scrolls into view after 300 ms' (once it has opened) */
const SCROLL_DELAY_MS = 300;

/**
 * The collapsible help box of the linking screens: a request to customer service (spec 1 §2, §5, §7). Its address
 * needs the regions: when they could not be read (`regions` null) it shows `regionsFailed` instead of the form.
 */
export function HelpBox({ line, regions, regionsFailed }: { line: LineInfo; regions: Region[] | null; regionsFailed?: ReactNode }) {
  const box = useRef<HTMLDetailsElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);
  const [value, setValue] = useState(empty);
  const [patent, setPatent] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { loading }] = useMutation(REQUEST_HELP);

  const submit = async () => {
    const autogas = line.line === 'AUTOGAS';
    const found = helpErrors(autogas ? { ...value, patent } : value, { autogas });
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
    setSent(null);
    setFailure(null);
    if (found.length) return;
    try {
      const result = await send({
        variables: { input: { line: line.line, ...value, house: value.house || null, patent: line.line === 'AUTOGAS' ? patent : null } },
      });
      const answer = result.data?.requestLinkHelp;
      if (!answer?.ok) {
        setErrors(Object.fromEntries((answer?.fieldErrors ?? []).map((e) => [e.field, e.message])));
        setFailure(answer?.fieldErrors.length ? null : (answer?.message ?? 'Ocurrió un error al enviar la solicitud'));
        return;
      }
      setSent(answer.message ?? 'Solicitud enviada con éxito');
      setValue(empty);
      setPatent('');
    } catch {
      setFailure('Ocurrió un error al enviar la solicitud');
    }
  };

  return (
    <details
      ref={box}
      className="card help-box"
      onToggle={() => {
        window.clearTimeout(scrollTimer.current);
        if (!box.current?.open) return;
        scrollTimer.current = window.setTimeout(() => box.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
      }}
    >
      <summary>¿No encuentras tu servicio? Te ayudamos</summary>
      <p>Déjanos la dirección del servicio y un ejecutivo lo asociará a tu cuenta.</p>
      {sent && <Notice tone="ok" title={sent} onDismiss={() => setSent(null)} />}
      {failure && <Notice title={failure} onDismiss={() => setFailure(null)} />}
      {!regions ? (
        regionsFailed
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <AddressFields regions={regions} value={value} errors={errors} withHouse onChange={(v) => setValue({ ...empty, ...v })} />
          {line.line === 'AUTOGAS' && (
            <TextField
              label="Patente"
              placeholder="ABCD12"
              autoComplete="off"
              maxLength={MAX_LENGTH.patent}
              aria-required
              value={patent}
              error={errors.patent}
              onChange={(e) => setPatent(e.target.value.toUpperCase())}
            />
          )}
          <button type="submit" className="button" disabled={loading}>
            {loading ? 'Enviando…' : 'Enviar solicitud'}
          </button>
        </form>
      )}
    </details>
  );
}
