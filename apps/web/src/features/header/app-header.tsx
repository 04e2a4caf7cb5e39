import { WELCOME_ROUTE } from '@podloom/contract';
import { Link, useNavigate } from 'react-router';
import { useSignedIn } from '../session';
import { ArrowLeftIcon, CrownIcon, HomeIcon } from './icons';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';
import './header.css';

export interface AppHeaderProps {
  /** Spec 000 §2: an optional back arrow. */
  showBack?: boolean;
  /** Whether the profile menu lists Home (off on the home screen itself). */
  showHomeInMenu?: boolean;
}

/** Spec 000 §2 "Header" on every page but the landing: back arrow, logo, home icon, Upgrade (to /pricing). */
export function AppHeader({ showBack = false, showHomeInMenu = true }: AppHeaderProps) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const goBack = () => {
    // A page opened directly has no history entry of ours to go back to.
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate(signedIn ? WELCOME_ROUTE : '/');
  };
  return (
    <header className="pl-header pl-header--app">
      <div className="pl-container pl-header__row">
        <div className="pl-header__start">
          {showBack && (
            <button type="button" className="pl-icon-btn" aria-label="Go back" onClick={goBack}>
              <ArrowLeftIcon />
            </button>
          )}
          <Logo />
        </div>
        <div className="pl-header__actions">
          <Link className="pl-icon-btn" to={signedIn ? WELCOME_ROUTE : '/'} aria-label="Home">
            <HomeIcon />
          </Link>
          {/* Upgrade leads to the plans now that billing is live (spec 001 §6 had it disabled). */}
          <Link className="pl-btn pl-btn--light pl-btn--sm" to="/pricing">
            <CrownIcon /> Upgrade
          </Link>
          {signedIn && <ProfileMenu showHome={showHomeInMenu} />}
        </div>
      </div>
    </header>
  );
}
