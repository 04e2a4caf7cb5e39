import { WELCOME_ROUTE } from '@podloom/contract';
import { Link } from 'react-router';
// The coming-soon card's stylesheet: this page draws the same card.
import '../../features/coming-soon';
import { useSignedIn } from '../../features/session';

export function NotFoundPage() {
  const signedIn = useSignedIn();
  return (
    <section className="pl-soon pl-card">
      <span className="pl-soon__tag">404</span>
      <h1 className="pl-soon__title">Page not found</h1>
      <p className="pl-soon__summary">The page you are looking for does not exist or has moved.</p>
      <div className="pl-soon__actions">
        <Link className="pl-btn pl-btn--primary" to={signedIn ? WELCOME_ROUTE : '/'}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
