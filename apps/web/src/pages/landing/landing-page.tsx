import { lazy } from 'react';
import { LandingHeader } from '../../features/header';
import { FeaturesGrid, Hero, LazySection, loadLaterSections as later, Steps } from '../../features/landing';
import { useDocumentTitle } from '../../ui/use-document-title';

const PricingPreview = lazy(() => later().then((m) => ({ default: m.PricingPreview })));
const Preview = lazy(() => later().then((m) => ({ default: m.Preview })));
const Testimonials = lazy(() => later().then((m) => ({ default: m.Testimonials })));
const Distribution = lazy(() => later().then((m) => ({ default: m.Distribution })));
const Faq = lazy(() => later().then((m) => ({ default: m.Faq })));
const CallToAction = lazy(() => later().then((m) => ({ default: m.CallToAction })));
const SiteFooter = lazy(() => later().then((m) => ({ default: m.SiteFooter })));

/** Spec 000 §2 "Landing page (/)": the only screen in the first load; everything below the steps loads later. */
export function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <>
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesGrid />
        <Steps />
        <LazySection id="pricing" minHeight={640}>
          <PricingPreview />
        </LazySection>
        <LazySection id="preview" minHeight={520}>
          <Preview />
        </LazySection>
        <LazySection id="testimonials" minHeight={420}>
          <Testimonials />
        </LazySection>
        <LazySection id="distribution" minHeight={360}>
          <Distribution />
        </LazySection>
        <LazySection id="faq" minHeight={480}>
          <Faq />
        </LazySection>
        <LazySection id="get-started" minHeight={320}>
          <CallToAction />
        </LazySection>
      </main>
      <LazySection id="footer" minHeight={220}>
        <SiteFooter />
      </LazySection>
    </>
  );
}
