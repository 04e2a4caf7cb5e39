import { PRODUCT } from '@podloom/contract';
import { GeneratorForm } from '../../features/generator';
import { RecentPodcasts } from '../../features/recent-podcasts';
import { useSessionStore } from '../../features/session';
import './welcome.css';

/** Spec 000 §2 "Home screen": the welcome title, the generator form and 'Your Recent Podcasts'. */
export function WelcomePage() {
  const givenName = useSessionStore((s) => s.user?.given_name?.trim());
  return (
    <div className="pl-welcome">
      <header className="pl-page-head">
        <h1 className="pl-page-title">
          Welcome to {PRODUCT.name}
          {givenName ? `, ${givenName}` : ''}!
        </h1>
        <p className="pl-page-lede">Turn a topic into a podcast conversation in under a minute.</p>
      </header>
      <GeneratorForm />
      <RecentPodcasts />
    </div>
  );
}
