import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { PublicLayout } from '../components/public-layout';
import { deferredSection } from '../components/deferred';
import { PageMeta } from '../components/page-meta';
import { HOME_META } from '../route-meta';
import { scrollToSection } from '../components/section-nav';
import { useHydrated } from '../components/use-hydrated';
import { HeroSection } from '../features/landing/hero-section';

// Everything below the first screen loads its code as it scrolls near (the prerendered HTML is there already).
const About = deferredSection(() => import('../features/landing/about-section').then((m) => m.AboutSection), 900);
const Classes = deferredSection(() => import('../features/landing/classes-section').then((m) => m.ClassesSection), 1800);
const Schedule = deferredSection(() => import('../features/schedule/schedule-section').then((m) => m.default), 640);
const Training = deferredSection(() => import('../features/training/training-section').then((m) => m.TrainingSection), 720);
const Testimonials = deferredSection(() => import('../features/testimonials/testimonials-section').then((m) => m.TestimonialsSection), 900);
const Contact = deferredSection(() => import('../features/contact/contact-section').then((m) => m.ContactSection), 900);

// Only loaded when Stripe sends a visitor back here after a redirecting payment method.
const PaymentReturn = lazy(() => import('../components/payment/payment-return'));

const muted = { background: 'var(--mantine-color-gray-0)' };

/**
 * Stripe's return address is the site root (SPEC §2). A component of its own: the page itself must not
 * re-render while its sections are still waiting to hydrate.
 */
function PaymentReturnCheck() {
  const hydrated = useHydrated();
  const secret = hydrated ? new URLSearchParams(window.location.search).get('payment_intent_client_secret') : null;
  return secret ? (
    <Suspense fallback={null}>
      <PaymentReturn clientSecret={secret} />
    </Suspense>
  ) : null;
}

/**
 * A deep link (/#contact) or a section link from another page: jump to the section once the page is shown.
 * A component of its own so the page itself does not re-render while its sections hydrate.
 */
function HashTarget() {
  const hash = useRouterState({ select: (s) => s.location.hash });
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (id && /^[a-z-]+$/.test(id)) void scrollToSection(id, { animate: false });
  }, [hash]);
  return null;
}

export function LandingPage() {
  return (
    <PublicLayout>
      <PageMeta page="/" meta={HOME_META} />
      <PaymentReturnCheck />
      <HashTarget />
      <HeroSection />
      <About id="about" />
      <Classes id="classes" style={muted} />
      <Schedule id="schedule" />
      <Training id="personal-training" style={muted} />
      <Testimonials />
      <Contact id="contact" />
    </PublicLayout>
  );
}
