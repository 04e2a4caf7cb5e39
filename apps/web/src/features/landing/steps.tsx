/** Spec 000 §2: 'GET PODCAST-READY IN JUST 4 STEPS'. */
export const STEPS = [
  { title: 'Enter Your Prompt', text: 'Describe your topic, or paste notes you want the episode to cover.' },
  { title: 'Generate AI Script', text: 'Choose tone, length and speakers; review and edit every line.' },
  { title: 'Choose from 20+ Languages', text: 'Pick the language and the voices for your host and guest.' },
  { title: 'Publish Across Platforms', text: 'Render the audio and send it to podcast apps through RSS.' },
] as const;

export function Steps() {
  return (
    <section id="steps" className="pl-section pl-section--tinted">
      <div className="pl-container">
        <header className="pl-section__head">
          <h2 className="pl-section__title">GET PODCAST-READY IN JUST 4 STEPS</h2>
          <p className="pl-section__lede">From a blank page to a published episode in minutes.</p>
        </header>
        <ol className="pl-steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="pl-step">
              <span className="pl-step__num">{String(i + 1).padStart(2, '0')}</span>
              <h3 className="pl-step__title">{step.title}</h3>
              <p className="pl-step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
