import type { ReactNode } from 'react';

/** A titled card of the dashboard, named by its title for assistive tech and tests. */
export function AnalyticsCard({
  title,
  extra,
  children,
  className = '',
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `analytics-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className={`pl-analytics-card pl-card ${className}`} aria-labelledby={id}>
      <header className="pl-analytics-card__head">
        <h2 id={id} className="pl-analytics-card__title">
          {title}
        </h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
