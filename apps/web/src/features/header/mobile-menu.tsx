import { USE_CASES } from '@podloom/contract';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import { GET_HELP, LANDING_ANCHORS } from './landing-nav';
import { ProfileMenu } from './profile-menu';
import { useDismiss } from './use-dismiss';

/** Spec 000 §2: the landing header's links, folded into one menu at 768 px or less. */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [useCasesOpen, setUseCasesOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div className="pl-mobile" ref={ref}>
      {signedIn && <ProfileMenu showHome />}
      <button
        type="button"
        className="pl-icon-btn pl-icon-btn--on-dark"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="pl-mobile-menu"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && (
        <nav id="pl-mobile-menu" className="pl-mobile__panel" aria-label="Mobile">
          {[LANDING_ANCHORS.home, LANDING_ANCHORS.features].map((a) => (
            <a key={a.href} className="pl-mobile__link" href={a.href} onClick={close}>
              {a.label}
            </a>
          ))}
          <button
            type="button"
            className="pl-mobile__link pl-mobile__toggle"
            aria-expanded={useCasesOpen}
            onClick={() => setUseCasesOpen((v) => !v)}
          >
            USE CASES <ChevronDownIcon className={useCasesOpen ? 'pl-rotate' : undefined} />
          </button>
          {useCasesOpen && (
            <div className="pl-mobile__sub" role="menu" aria-label="Use cases">
              {USE_CASES.map((useCase) => (
                <button key={useCase} type="button" role="menuitem" className="pl-mobile__sublink" onClick={close}>
                  {useCase}
                </button>
              ))}
            </div>
          )}
          <a className="pl-mobile__link" href={LANDING_ANCHORS.pricing.href} onClick={close}>
            {LANDING_ANCHORS.pricing.label}
          </a>
          <Link className="pl-mobile__link" to={GET_HELP.to} onClick={close}>
            {GET_HELP.label}
          </Link>
          {!signedIn && (
            <div className="pl-mobile__actions">
              <Link className="pl-btn pl-btn--light" to="/signup" onClick={close}>
                SIGN UP
              </Link>
              <Link className="pl-btn pl-btn--primary" to="/login" onClick={close}>
                LOGIN
              </Link>
            </div>
          )}
        </nav>
      )}
    </div>
  );
}
