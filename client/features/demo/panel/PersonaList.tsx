import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { paths } from '../../../shared/paths';
import { SessionActor } from '../../../shared/session-actor';
import { DEMO_COMPANY_LOGIN, DEMO_PERSON_LOGIN, type DemoPanelData } from '../api';

type Persona = DemoPanelData['personas'][number];

/** One click signs in as a demo account: whoever was signed in in this browser is signed out first. */
export function PersonaList({ personas, password }: { personas: Persona[]; password: string }) {
  const client = useApolloClient();
  const session = SessionActor.useActorRef();
  const signedIn = SessionActor.useSelector((s) => s.context.session !== null);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ email: string; text: string } | null>(null);

  async function signIn(persona: Persona) {
    setPending(persona.email);
    setRefusal(null);
    try {
      const variables = { email: persona.email, password };
      const result = persona.company
        ? (await client.mutate({ mutation: DEMO_COMPANY_LOGIN, variables })).data?.companyLogin
        : (await client.mutate({ mutation: DEMO_PERSON_LOGIN, variables })).data?.login;
      if (result?.session) {
        if (signedIn) session.send({ type: 'session.logout' });
        session.send({ type: 'session.start', session: { ...result.session, user: result.session.user } });
        navigate(paths.dashboard, { replace: true });
        return;
      }
      setRefusal({ email: persona.email, text: result?.message ?? 'No fue posible ingresar con esta cuenta.' });
    } catch {
      setRefusal({ email: persona.email, text: 'En este momento no es posible ingresar. Por favor intenta más tarde' });
    } finally {
      setPending(null);
    }
  }

  return (
    <ul className="demo-personas">
      {personas.map((persona) => (
        <li key={persona.email} className="card">
          <h3>{persona.name}</h3>
          <p className="muted">
            {persona.email} · {persona.company ? 'Empresas' : 'Personas'}
          </p>
          <p>{persona.description}</p>
          <button
            type="button"
            className="button"
            onClick={() => void signIn(persona)}
            disabled={pending !== null}
            aria-busy={pending === persona.email}
            aria-label={`Ingresar como ${persona.email}`}
          >
            Ingresar
          </button>
          {refusal?.email === persona.email && (
            <p className="field-error" role="alert">
              {refusal.text}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
