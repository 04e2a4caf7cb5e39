import { MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast/toast-store';
import { initialsOf, signOut, useSessionStore } from '../session';
import { useDismiss } from './use-dismiss';

/**
 * Every screen a signed-in user works in, after spec 000 §2's My Profile: the studio (Create Podcast, the wizard,
 * Personalise, Sources, the Audio Editor), Shows and Analytics, then the spec's Upgrade and Manage Subscription, and Help.
 */
export const PROFILE_MENU_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'My Profile', to: '/MyProfile' },
  { label: 'Create Podcast', to: '/create-podcast' },
  { label: 'New Podcast Wizard', to: '/create-new-podcast' },
  { label: 'Personalise', to: '/personlize' },
  { label: 'Sources', to: '/sources' },
  { label: 'Audio Editor', to: '/audioedit' },
  { label: 'Shows', to: '/my-shows' },
  { label: 'Series', to: '/series' },
  { label: 'Analytics', to: '/analytics' },
  { label: 'API tokens', to: '/api-tokens' },
  { label: 'Webhooks', to: '/webhooks' },
  { label: 'Upgrade', to: '/pricing' },
  { label: 'Manage Subscription', to: '/managesubscription' },
  { label: 'Help & Support', to: '/help-support' },
];

export interface ProfileMenuProps {
  /** Spec 000 §2: Home appears only when the screen asks for it. */
  showHome?: boolean;
  /** Upgrade (to /pricing) is hidden in some states. */
  showUpgrade?: boolean;
}

/** Spec 000 §2 "Profile menu", for signed-in users. */
export function ProfileMenu({ showHome = false, showUpgrade = true }: ProfileMenuProps) {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    // A menu closed from inside (Escape on an item) gives the focus back to its button, not to the page's start.
    if (ref.current?.contains(document.activeElement) && document.activeElement !== button.current) {
      button.current?.focus();
    }
    setOpen(false);
  }, []);
  useDismiss(ref, open, close);

  const go = (path: string) => {
    close();
    navigate(path);
  };
  const onLogout = async () => {
    close();
    await signOut();
    toast.success(MESSAGES.loggedOut);
    navigate('/login');
  };
  const fullName = [user?.given_name, user?.family_name].filter(Boolean).join(' ');
  const initials = initialsOf(user);

  return (
    <div className="pl-dropdown" ref={ref}>
      <button
        ref={button}
        type="button"
        className="pl-avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        // The visible initials start the name, so speech input ("click AL") finds the button (WCAG 2.5.3).
        aria-label={`${initials} Profile menu`}
        onClick={() => setOpen((v) => !v)}
      >
        {initials}
      </button>
      {open && (
        <div className="pl-menu pl-menu--right" role="menu" aria-label="Profile">
          {(fullName || user?.email) && (
            <div className="pl-menu__header">
              {fullName && <strong>{fullName}</strong>}
              {user?.email && <span>{user.email}</span>}
            </div>
          )}
          {showHome && (
            <button type="button" role="menuitem" className="pl-menu__item" onClick={() => go(WELCOME_ROUTE)}>
              Home
            </button>
          )}
          {PROFILE_MENU_LINKS.filter((link) => showUpgrade || link.to !== '/pricing').map((link) => (
            <button key={link.to} type="button" role="menuitem" className="pl-menu__item" onClick={() => go(link.to)}>
              {link.label}
            </button>
          ))}
          <div className="pl-menu__divider" />
          <button type="button" role="menuitem" className="pl-menu__item pl-menu__item--danger" onClick={onLogout}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
