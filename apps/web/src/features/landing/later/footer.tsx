import { PRODUCT } from '@podloom/contract';
import { Link } from 'react-router';
import { LogoMark } from '../../header';

export function SiteFooter() {
  return (
    <footer className="pl-footer">
      <div className="pl-container pl-footer__grid">
        <div className="pl-footer__brand">
          <span className="pl-logo pl-logo--light">
            <LogoMark size={28} />
            <span className="pl-logo__name">{PRODUCT.name}</span>
          </span>
          <p>Ideas In, Podcasts Out</p>
        </div>
        <nav aria-label="Product">
          <h3>Product</h3>
          <a href="#features">Features</a>
          <Link to="/pricing">Pricing</Link>
          <Link to="/signup">Sign up</Link>
        </nav>
        <nav aria-label="Support">
          <h3>Support</h3>
          <Link to="/help-support">Help and support</Link>
          <Link to="/terms-and-conditions">Terms and Conditions</Link>
          <Link to="/refunds-cancellations">Refunds and Cancellations</Link>
        </nav>
      </div>
      <div className="pl-container pl-footer__legal">
        © {new Date().getFullYear()} {PRODUCT.name}. All rights reserved.
      </div>
    </footer>
  );
}
