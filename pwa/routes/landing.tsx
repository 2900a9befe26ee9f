import { Benefits } from '../components/landing/benefits.tsx';
import { ClosingCta } from '../components/landing/closing-cta.tsx';
import { Features } from '../components/landing/features.tsx';
import { Hero } from '../components/landing/hero.tsx';
import { HowItWorks } from '../components/landing/how-it-works.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';

/** / : what the product is, how it works, and the way to sign up. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <SiteHeader />
      <main>
        <Hero />
        <HowItWorks />
        <Features />
        <Benefits />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
