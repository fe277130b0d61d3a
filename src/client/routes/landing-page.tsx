import { PublicLayout } from '../components/public-layout';
import { deferredSection } from '../components/deferred';
import { PageMeta } from '../components/page-meta';
import { HeroSection } from '../features/landing/hero-section';

// Everything below the first screen loads its code as it scrolls near (the prerendered HTML is there already).
const About = deferredSection(() => import('../features/landing/about-section').then((m) => m.AboutSection), 900);
const Classes = deferredSection(() => import('../features/landing/classes-section').then((m) => m.ClassesSection), 1800);
const Schedule = deferredSection(() => import('../features/schedule/schedule-section').then((m) => m.default), 640);
const Training = deferredSection(() => import('../features/training/training-section').then((m) => m.TrainingSection), 720);
const Testimonials = deferredSection(
  () => import('../features/testimonials/testimonials-section').then((m) => m.TestimonialsSection),
  900,
);
const Contact = deferredSection(() => import('../features/contact/contact-section').then((m) => m.ContactSection), 900);

const muted = { background: 'var(--mantine-color-gray-0)' };

export function LandingPage() {
  return (
    <PublicLayout>
      <PageMeta page="/" />
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
