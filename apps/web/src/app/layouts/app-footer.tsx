import { PRODUCT } from '@podloom/contract';
import { Link } from 'react-router';

export function AppFooter() {
  return (
    <footer className="pl-app-footer">
      <div className="pl-container pl-app-footer__row">
        <span>
          © {new Date().getFullYear()} {PRODUCT.name}
        </span>
        <nav aria-label="Footer">
          <Link to="/help-support">Help and support</Link>
          <Link to="/terms-and-conditions">Terms and Conditions</Link>
          <Link to="/refunds-cancellations">Refunds and Cancellations</Link>
        </nav>
      </div>
    </footer>
  );
}
