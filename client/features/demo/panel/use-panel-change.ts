import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DEMO_PANEL, type DemoPanelData } from '../api';

export interface PanelChange {
  busy: boolean;
  /** what the last change did, or why it failed */
  outcome: { tone: 'ok' | 'error'; text: string } | null;
  /** runs one of the panel's mutations; its answer (the whole panel) replaces what the panel shows */
  run(change: () => Promise<DemoPanelData | null | undefined>, done: string): Promise<void>;
}

export function usePanelChange(): PanelChange {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PanelChange['outcome']>(null);
  return {
    busy,
    outcome,
    async run(change, done) {
      setBusy(true);
      try {
        const panel = await change();
        if (panel) client.writeQuery({ query: DEMO_PANEL, data: { demoPanel: panel } });
        setOutcome({ tone: 'ok', text: done });
      } catch (error) {
        const reason = error instanceof Error ? error.message : '';
        setOutcome({ tone: 'error', text: `No fue posible aplicar el cambio. ${reason}`.trim() });
      } finally {
        setBusy(false);
      }
    },
  };
}
