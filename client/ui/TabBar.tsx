import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';

export interface TabBarProps {
  label: string;
  tabs: Array<{ href: string; label: string }>;
  current: string;
}

/** Scrolls the bar, not the page, so that the current tab is whole in view, centred when the bar must move. */
function revealCurrent(bar: HTMLElement) {
  const tab = bar.querySelector<HTMLElement>('[aria-current="page"]');
  if (!tab) return;
  const start = tab.offsetLeft - bar.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start >= bar.scrollLeft && end <= bar.scrollLeft + bar.clientWidth) return;
  bar.scrollLeft = start - (bar.clientWidth - tab.offsetWidth) / 2;
}

/**
 * Tabs that are routes: each a link, the current one marked for assistive technology. On a phone they stay one row
 * that scrolls sideways (styles.css), where eight of them once wrapped into six rows above the content, and the row
 * opens with the current tab in view.
 */
export function TabBar({ label, tabs, current }: TabBarProps) {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (bar.current) revealCurrent(bar.current);
  }, [current]);
  return (
    <nav ref={bar} className="tab-bar" aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.href} href={t.href} aria-current={t.href === current ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
