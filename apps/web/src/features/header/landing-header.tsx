import { Link } from 'react-router';
import { useIsMobile } from '../../ui/use-media-query';
import { useSignedIn } from '../session';
import { GET_HELP, LANDING_ANCHORS } from './landing-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';
import { UseCasesDropdown } from './use-cases-dropdown';
import './header.css';

/** Spec 000 §2 "Header" on the landing page; at 768 px or less the mobile menu replaces the links. */
export function LandingHeader() {
  const isMobile = useIsMobile();
  const signedIn = useSignedIn();
  return (
    <header className="pl-header pl-header--landing">
      <div className="pl-container pl-header__row">
        <Logo tone="light" />
        {isMobile ? (
          <MobileMenu signedIn={signedIn} />
        ) : (
          <>
            <nav className="pl-nav" aria-label="Main">
              <a className="pl-nav__link" href={LANDING_ANCHORS.home.href}>
                {LANDING_ANCHORS.home.label}
              </a>
              <a className="pl-nav__link" href={LANDING_ANCHORS.features.href}>
                {LANDING_ANCHORS.features.label}
              </a>
              <UseCasesDropdown />
              <a className="pl-nav__link" href={LANDING_ANCHORS.pricing.href}>
                {LANDING_ANCHORS.pricing.label}
              </a>
              <Link className="pl-nav__link" to={GET_HELP.to}>
                {GET_HELP.label}
              </Link>
            </nav>
            <div className="pl-header__actions">
              {signedIn ? (
                <ProfileMenu showHome />
              ) : (
                <>
                  <Link className="pl-btn pl-btn--ghost pl-btn--sm pl-btn--on-dark" to="/signup">
                    SIGN UP
                  </Link>
                  <Link className="pl-btn pl-btn--primary pl-btn--sm" to="/login">
                    LOGIN
                  </Link>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </header>
  );
}
