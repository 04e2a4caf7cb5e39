/**
 * Screens that are not built yet (spec 001 §2). The stylesheet comes with the feature: the 404 and payment-failure
 * pages draw the same card.
 */
import './coming-soon.css';

export { ComingSoon, type ComingSoonProps } from './coming-soon';
