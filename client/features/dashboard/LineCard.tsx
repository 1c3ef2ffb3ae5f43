import { Link } from 'wouter';
import type { TabDeclaration } from '../../shared/routing';

export interface LineCardProps {
  title: string;
  /** absent on a card whose list could not be read */
  summary?: string;
  tabs: TabDeclaration[];
  children?: React.ReactNode;
}

/** A dashboard card for one service line, with links to the tabs its flags allow. */
export function LineCard({ title, summary, tabs, children }: LineCardProps) {
  return (
    <article className="card line-card" aria-label={title}>
      <h2>{title}</h2>
      {summary && <p className="muted">{summary}</p>}
      {children}
      {tabs.length > 0 && (
        <ul className="link-list">
          {tabs.map((tab) => (
            <li key={tab.path}>
              <Link href={tab.path}>{tab.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
