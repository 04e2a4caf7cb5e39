import { FORM_DEFAULTS } from '@podloom/contract';

const SAMPLE = [
  { speaker: 'Maya', text: 'Welcome back! Today we are asking a simple question: can AI make you a better listener?' },
  { speaker: 'Arjun', text: 'I think it can, if it gives you the time back to actually listen.' },
  { speaker: 'Maya', text: 'So let us start with the morning commute…' },
];

/** What the studio looks like: a script on the left, the audio settings on the right. */
export function Preview() {
  return (
    <section className="pl-section pl-section--dark">
      <div className="pl-container pl-preview">
        <div className="pl-preview__copy">
          <span className="pl-eyebrow pl-eyebrow--light">Preview</span>
          <h2 className="pl-section__title pl-section__title--light">Read it, tweak it, hear it</h2>
          <p className="pl-preview__text">
            Every script arrives as a conversation you can edit line by line. Change a word, add a question, swap a
            voice, then render studio-quality audio and export it as MP3, WAV, OGG, M4A or FLAC.
          </p>
        </div>
        <figure className="pl-preview__window" aria-label="Example script">
          <div className="pl-preview__bar">
            <span />
            <span />
            <span />
            <strong>{FORM_DEFAULTS.audioTitle}</strong>
          </div>
          <div className="pl-preview__script">
            {SAMPLE.map((line) => (
              <p key={line.text} className="pl-preview__line">
                <span className={`pl-preview__speaker pl-preview__speaker--${line.speaker === 'Maya' ? 'a' : 'b'}`}>
                  {line.speaker}
                </span>
                {line.text}
              </p>
            ))}
          </div>
          <div className="pl-preview__player" aria-hidden="true">
            <span className="pl-preview__play" />
            <span className="pl-preview__track">
              <span />
            </span>
            <span className="pl-preview__time">0:42 / 2:00</span>
          </div>
        </figure>
      </div>
    </section>
  );
}
