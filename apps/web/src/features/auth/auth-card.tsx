import type { ReactNode } from 'react';
import './auth.css';

export interface AuthCardProps {
  title: string;
  lede?: ReactNode;
  /** Above the title: e.g. the mobile back button. */
  before?: ReactNode;
  /** Under the card's body: e.g. "Already have an account? Log in". */
  footer?: ReactNode;
  wide?: boolean;
  /** Centred text, for the status screens (the OAuth return). */
  centered?: boolean;
  children: ReactNode;
}

/** The one card every account screen sits in, so sign-up, login and the rest read as one flow. */
export function AuthCard({ title, lede, before, footer, wide = false, centered = false, children }: AuthCardProps) {
  const className = ['pl-auth-card', wide && 'pl-auth-card--wide', centered && 'pl-auth-card--centered']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={className} aria-labelledby="pl-auth-card-title">
      {before}
      <h1 id="pl-auth-card-title" className="pl-auth-card__title">
        {title}
      </h1>
      {lede && <p className="pl-auth-card__lede">{lede}</p>}
      {children}
      {footer && <div className="pl-auth-card__footer">{footer}</div>}
    </section>
  );
}

/** A divider reading "or" between the form and the social buttons. */
export function OrDivider() {
  return (
    <div className="pl-auth-or" aria-hidden="true">
      <span>or</span>
    </div>
  );
}
