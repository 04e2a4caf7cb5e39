import type { ReactNode } from 'react';
import './legal.css';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Static legal text: a title, an introduction and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="pl-legal pl-card">
      <header className="pl-legal__head">
        <h1 className="pl-page-title">{title}</h1>
        <div className="pl-legal__intro">{intro}</div>
      </header>
      {sections.map((section, i) => (
        <section key={section.heading} className="pl-legal__section">
          <h2>
            {i + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
