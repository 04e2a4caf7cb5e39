/** How different creators use the studio; written as use cases, not as quotes from invented people. */
const STORIES = [
  {
    who: 'Educators',
    text: 'Turn each lesson into a short recap episode that students can replay on the bus.',
  },
  {
    who: 'Marketers',
    text: 'Ship a weekly product podcast from the notes you already write for the changelog.',
  },
  {
    who: 'Healthcare Professionals',
    text: 'Explain a treatment in plain words, in the language your patients speak at home.',
  },
  {
    who: 'Startup Founders',
    text: 'Share the story behind every launch without booking a studio or an editor.',
  },
];

export function Testimonials() {
  return (
    <section className="pl-section pl-section--tinted">
      <div className="pl-container">
        <header className="pl-section__head">
          <h2 className="pl-section__title">MADE FOR EVERY VOICE</h2>
          <p className="pl-section__lede">What creators make with an AI podcast studio.</p>
        </header>
        <div className="pl-stories">
          {STORIES.map((story) => (
            <figure key={story.who} className="pl-story">
              <blockquote>{story.text}</blockquote>
              <figcaption>{story.who}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
