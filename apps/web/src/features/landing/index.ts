/**
 * The landing page's sections (spec 000 §2 "Landing page"). Only the first screen is in the first load: the
 * sections further down come with `loadLaterSections`, a separate chunk fetched as they near the viewport.
 */
import './landing.css';

export { FeaturesGrid } from './features-grid';
export { Hero } from './hero';
export { LazySection } from './lazy-section';
export { Steps } from './steps';

export const loadLaterSections = () => import('./later');
