import { WELCOME_ROUTE } from '@podloom/contract';
import { useNavigate } from 'react-router';

export function CallToAction() {
  const navigate = useNavigate();
  return (
    <section className="pl-section">
      <div className="pl-container">
        <div className="pl-cta">
          <h2 className="pl-cta__title">Your next episode is one idea away</h2>
          <p className="pl-cta__text">Ideas In, Podcasts Out</p>
          <button type="button" className="pl-btn pl-btn--light pl-btn--lg" onClick={() => navigate(WELCOME_ROUTE)}>
            Create Your Podcast Now
          </button>
        </div>
      </div>
    </section>
  );
}
