import { BILL_AMOUNT_MAX_LENGTH } from '../../../machines/rules/bill-amount';
import type { Candidate } from './api';
import type { LineInfo } from './lines';
import { MISSING } from '../../lib/format';
import { TextField } from '../../ui/TextField';
import './services.css';

/** A part of the row the backend did not give shows as a dash (issue 37). */
const shown = (value: string | null | undefined) => (value && value.trim() ? value : MISSING);

/** The chosen candidate is someone else's: the total of its last bill, typed to link it (the ownership rule). */
export interface AmountEntry {
  candidateId: string;
  /** as typed: kept when the link fails */
  text: string;
  /** the rule's message, or the server's (needed, wrong) */
  error: string | null;
  onEdit(text: string): void;
  onSubmit(): void;
}

interface CandidateListProps {
  line: LineInfo;
  candidates: Candidate[];
  /** whether a candidate (and, for autogas, one of its patents) may be linked now: never one without its client code */
  canLink(candidate: Candidate, patent?: string): boolean;
  onLink(candidate: Candidate, patent?: string): void;
  /** the amount field, in the row of the candidate it is asked for */
  amount?: AmountEntry | null;
}

/** Accounts found or suggested: an autogas account is linked by one of its patents, the others as a whole. */
export function CandidateList({ line, candidates, canLink, onLink, amount }: CandidateListProps) {
  return (
    <ul className="account-list">
      {candidates.map((c) => (
        <li key={c.id} className="account-row">
          <div>
            <strong>N° Cliente {shown(c.clientCode)}</strong>
            <p className="muted">{line.line === 'AUTOGAS' ? shown(c.holderName) : `${shown(c.address)}, ${shown(c.city)}`}</p>
          </div>
          {line.line === 'AUTOGAS' ? (
            <div className="form-actions">
              {c.patents.map((p) =>
                p.linked ? (
                  <span key={p.patent} className="muted">
                    {p.patent} asociada
                  </span>
                ) : (
                  <button
                    key={p.patent}
                    type="button"
                    className="button"
                    disabled={!canLink(c, p.patent)}
                    onClick={() => onLink(c, p.patent)}
                  >
                    Asociar {p.patent}
                  </button>
                ),
              )}
            </div>
          ) : amount && amount.candidateId === c.id ? (
            <BillAmountForm clientCode={shown(c.clientCode)} amount={amount} />
          ) : (
            <button
              type="button"
              className="button"
              disabled={!canLink(c)}
              onClick={() => onLink(c)}
              aria-label={`Asociar N° Cliente ${shown(c.clientCode)}`}
            >
              Asociar
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'Monto de tu última boleta' and Vincular: the link again, with the total of the account's last bill in pesos. */
function BillAmountForm({ clientCode, amount }: { clientCode: string; amount: AmountEntry }) {
  return (
    <form
      className="form bill-amount"
      noValidate
      aria-label={`Monto de la última boleta del N° Cliente ${clientCode}`}
      onSubmit={(e) => {
        e.preventDefault();
        amount.onSubmit();
      }}
    >
      <TextField
        label="Monto de tu última boleta"
        hint="El total de la última boleta de este servicio, en pesos"
        placeholder="$ 45.230"
        inputMode="numeric"
        autoComplete="off"
        // the field comes when the link asked for it: the focus goes there
        autoFocus
        maxLength={BILL_AMOUNT_MAX_LENGTH}
        aria-required
        value={amount.text}
        error={amount.error ?? undefined}
        onChange={(e) => amount.onEdit(e.target.value)}
      />
      <button type="submit" className="button" aria-label={`Vincular N° Cliente ${clientCode}`}>
        Vincular
      </button>
    </form>
  );
}
