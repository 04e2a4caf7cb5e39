import { WELCOME_ROUTE } from '@podloom/contract';
import { Link } from 'react-router';
import { useSignedIn } from '../session';
import './coming-soon.css';

export interface ComingSoonProps {
  /** The screen's name as users will know it. */
  title: string;
  /** What the screen will let people do, in a sentence. */
  summary: string;
  /** A few things the screen will hold, so people know what to expect. */
  highlights?: readonly string[];
}

/** An honest placeholder for a screen that is not built yet: no fake forms, no fake data. */
export function ComingSoon({ title, summary, highlights = [] }: ComingSoonProps) {
  const signedIn = useSignedIn();
  return (
    <section className="pl-soon pl-card" aria-labelledby="pl-soon-title">
      <span className="pl-soon__tag">Coming soon</span>
      <h1 id="pl-soon-title" className="pl-soon__title">
        {title}
      </h1>
      <p className="pl-soon__summary">{summary}</p>
      {highlights.length > 0 && (
        <ul className="pl-soon__list">
          {highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <p className="pl-soon__note">We are building this screen right now. It is not available yet.</p>
      <div className="pl-soon__actions">
        <Link className="pl-btn pl-btn--primary" to={signedIn ? WELCOME_ROUTE : '/'}>
          Back to home
        </Link>
        <Link className="pl-btn pl-btn--light" to="/help-support">
          Contact support
        </Link>
      </div>
    </section>
  );
}
