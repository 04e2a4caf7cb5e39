// One chunk for everything below the fold: it loads once, when the first of these sections nears the viewport.
export { CallToAction } from './call-to-action';
export { Distribution } from './distribution';
export { Faq } from './faq';
export { SiteFooter } from './footer';
export { Preview } from './preview';
export { PricingPreview } from './pricing-preview';
export { Testimonials } from './testimonials';
