import { PRODUCT, WELCOME_ROUTE } from '@podloom/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSignedIn } from '../session';

export function LogoMark({ size = 32 }: { size?: number }) {
  // Each mark needs its own gradient id: a hidden copy elsewhere on the page would otherwise take the fill with it.
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c4dff" />
          <stop offset="1" stopColor="#ff6b4a" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <g fill="#fff">
        <rect x="13" y="26" width="6" height="12" rx="3" />
        <rect x="23" y="18" width="6" height="28" rx="3" />
        <rect x="33" y="12" width="6" height="40" rx="3" />
        <rect x="43" y="22" width="6" height="20" rx="3" />
      </g>
    </svg>
  );
}

/** Spec 000 §2: the logo goes to the welcome route when logged in, to / otherwise. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const signedIn = useSignedIn();
  return (
    <Link
      to={signedIn ? WELCOME_ROUTE : '/'}
      className={`pl-logo pl-logo--${tone}`}
      aria-label={`${PRODUCT.name} home`}
    >
      <LogoMark />
      <span className="pl-logo__name">{PRODUCT.name}</span>
    </Link>
  );
}
