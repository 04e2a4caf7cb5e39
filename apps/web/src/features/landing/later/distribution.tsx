/** Apps that take a show's RSS feed (most of spec 000 §7's platform keys, as people name them). */
const PLATFORMS = [
  'Spotify',
  'Apple Podcasts',
  'Amazon Music',
  'Pocket Casts',
  'Overcast',
  'Stitcher',
  'Castbox',
  'Podcast Index',
];

export function Distribution() {
  return (
    <section className="pl-section">
      <div className="pl-container pl-distribution">
        <div>
          <span className="pl-eyebrow">Distribution</span>
          <h2 className="pl-section__title">One feed, every podcast app</h2>
          <p className="pl-section__lede pl-section__lede--left">
            We host your show's RSS feed. Submit it once and every new episode reaches your listeners automatically.
          </p>
        </div>
        <ul className="pl-platforms">
          {PLATFORMS.map((name) => (
            <li key={name} className="pl-platform">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
