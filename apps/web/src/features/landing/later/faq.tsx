import { PRODUCT } from '@podloom/contract';
import { Link } from 'react-router';

const FAQ = [
  {
    q: `What is ${PRODUCT.name}?`,
    a: 'An AI podcast studio: you give it a topic and it writes a conversation, voices it with natural AI voices and helps you publish the episode.',
  },
  {
    q: 'Do I need a microphone or editing skills?',
    a: 'No. Scripts, voices, pauses and loudness are handled for you. You can still edit every line before the audio is made.',
  },
  {
    q: 'Which languages can I use?',
    a: 'More than twenty, each with its own voices. Pick the language before you generate the script.',
  },
  {
    q: 'How do I get my episode onto Spotify or Amazon Music?',
    a: 'We create an RSS feed for your show. Submit it once to each platform and new episodes appear there on their own.',
  },
  {
    q: 'Can I download the audio?',
    a: 'Yes: export MP3, WAV, OGG, M4A or FLAC in the quality you choose.',
  },
];

export function Faq() {
  return (
    <section className="pl-section pl-section--tinted">
      <div className="pl-container pl-faq">
        <header className="pl-section__head">
          <h2 className="pl-section__title">FREQUENTLY ASKED QUESTIONS</h2>
        </header>
        <div className="pl-faq__list">
          {FAQ.map((item) => (
            <details key={item.q} className="pl-faq__item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
          <details className="pl-faq__item">
            <summary>Can I get a refund?</summary>
            <p>
              Payments are not refunded, but you can ask for an exception within 48 hours. Read our{' '}
              <Link to="/refunds-cancellations">refund and cancellation policy</Link>.
            </p>
          </details>
        </div>
      </div>
    </section>
  );
}
