import type { ReactNode } from 'react';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Spec 000 §2: 'OUR FEATURES' with four cards. */
const FEATURES: Feature[] = [
  {
    title: 'Generate Podcasts',
    text: 'Turn a topic, a few notes or a whole article into a lively conversation script in seconds.',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
        <rect x="9" y="3" width="6" height="11" rx="3" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      </svg>
    ),
  },
  {
    title: 'Human-like AI voices',
    text: 'Give host and guest their own voices, with natural pauses and podcast-ready loudness.',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
        <path d="M3 12h2M7 8v8M11 5v14M15 8v8M19 11v2" />
      </svg>
    ),
  },
  {
    title: '20+ Languages',
    text: 'Create episodes in more than twenty languages and reach listeners in their own.',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
    ),
  },
  {
    title: 'Instant Publishing',
    text: 'Publish through your own RSS feed to Spotify, Amazon Music and every podcast app.',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
        <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
        <circle cx="5" cy="19" r="1.5" fill="currentColor" />
      </svg>
    ),
  },
];

export function FeaturesGrid() {
  return (
    <section id="features" className="pl-section">
      <div className="pl-container">
        <header className="pl-section__head">
          <h2 className="pl-section__title">OUR FEATURES</h2>
          <p className="pl-section__lede">Everything between an idea and a published episode, in one studio.</p>
        </header>
        <div className="pl-features">
          {FEATURES.map((f) => (
            <article key={f.title} className="pl-feature">
              <div className="pl-feature__icon" aria-hidden="true">
                {f.icon}
              </div>
              <h3 className="pl-feature__title">{f.title}</h3>
              <p className="pl-feature__text">{f.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
