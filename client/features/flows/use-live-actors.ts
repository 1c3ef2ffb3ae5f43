import { useEffect, useState } from 'react';
import { FLOWS_CHANNEL, isActorReport, type ActorReport, type FlowsMessage } from './channel';

/** the most actors kept: the newest; ended dialogs and screens pile up otherwise */
const KEPT = 40;

export const reportKey = (report: Pick<ActorReport, 'tab' | 'actor'>) => `${report.tab}/${report.actor}`;

/** The machine actors of this browser's tabs as they report themselves (broadcast.ts), newest first (an actor keeps its place as it moves). */
export function useLiveActors(): ActorReport[] {
  const [reports, setReports] = useState<ActorReport[]>([]);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (!isActorReport(data)) return;
      // an actor keeps its row as it moves; a new one comes in on top
      setReports((known) => {
        const at = known.findIndex((r) => reportKey(r) === reportKey(data));
        return at < 0 ? [data, ...known].slice(0, KEPT) : known.map((r, i) => (i === at ? data : r));
      });
    };
    const hello: FlowsMessage = { type: 'hello' };
    channel.postMessage(hello);
    return () => channel.close();
  }, []);
  return reports;
}
