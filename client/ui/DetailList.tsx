import type { ReactNode } from 'react';
import { MISSING } from '../lib/format';
import './kit.css';

export interface DetailItem {
  label: string;
  /** null, undefined or '' shows the portal's dash for a value nobody knows */
  value: ReactNode;
  /** amounts align to the end, as in a table */
  align?: 'start' | 'end';
}

export interface DetailListProps {
  /** a false, null or undefined entry is left out, so a pair that only sometimes applies can stand inline */
  items: ReadonlyArray<DetailItem | false | null | undefined>;
  /** names the list for assistive technology, when a page has several */
  label?: string;
  /** a screen's own class beside the kit's */
  className?: string;
}

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? MISSING : value);

/** Label and value pairs: two columns on a wide screen, the label above its value below 600 px (kit.css). */
export function DetailList({ items, label, className }: DetailListProps) {
  return (
    <dl className={className ? `detail-pairs ${className}` : 'detail-pairs'} aria-label={label}>
      {items.map((item, index) =>
        item ? (
          <div key={`${index}-${item.label}`} className="detail-pair">
            <dt>{item.label}</dt>
            <dd className={item.align === 'end' ? 'align-end' : undefined}>{shown(item.value)}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
