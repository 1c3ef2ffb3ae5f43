import type { Candidate } from './api';
import type { LineInfo } from './lines';
import { MISSING } from '../../lib/format';
import './services.css';

/** A part of the row the backend did not give shows as a dash (issue 37). */
const shown = (value: string | null | undefined) => (value && value.trim() ? value : MISSING);

interface CandidateListProps {
  line: LineInfo;
  candidates: Candidate[];
  /** whether a candidate (and, for autogas, one of its patents) may be linked now: never one without its client code */
  canLink(candidate: Candidate, patent?: string): boolean;
  onLink(candidate: Candidate, patent?: string): void;
}

/** Accounts found or suggested: an autogas account is linked by one of its patents, the others as a whole. */
export function CandidateList({ line, candidates, canLink, onLink }: CandidateListProps) {
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
