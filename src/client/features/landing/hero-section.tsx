import { Button, Container } from '@mantine/core';
import { useGoToSection } from '../../components/section-nav';
import classes from './landing.module.css';

// Plain elements and CSS rather than layout components: this is the first paint, and its code is in the
// landing page's entry chunk, where every kilobyte counts.
export function HeroSection() {
  const goTo = useGoToSection();
  return (
    <section id="home" tabIndex={-1} className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" className={classes.heroGrid}>
        <div className={classes.heroCopy}>
          <span className={classes.heroBadge}>Level 3 qualified · Fully insured · 15+ years' experience</span>
          <h1 id="hero-title" className={classes.heroTitle}>
            Stronger, calmer and more mobile, one class at a time
          </h1>
          <p className={classes.heroText}>
            Small-group Pilates, yoga and fitness classes and one-to-one personal training, coached with care and adapted to
            your body, whatever your starting point.
          </p>
          <div className={classes.heroActions}>
            <Button size="lg" color="white" variant="filled" c="teal.9" onClick={() => goTo('contact')}>
              Start Your Journey
            </Button>
            <Button size="lg" variant="outline" color="white" onClick={() => goTo('classes')}>
              View Classes
            </Button>
          </div>
        </div>
        <div className={classes.heroArt}>
          <img
            src="/images/hero.svg"
            alt="Illustration of a person holding a balanced Pilates pose inside flowing circles"
            width={560}
            height={480}
            fetchPriority="high"
          />
        </div>
      </Container>
    </section>
  );
}
