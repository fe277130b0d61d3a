import { Button, Container } from '@mantine/core';
import { useGoToSection } from '../../components/section-nav';
import { srcSetOf } from '../../../domain/site-content';
import { useSiteData } from '../../components/site-data';
import classes from './landing.module.css';

// Plain elements and CSS rather than layout components: this is the first paint, and its code is in the
// landing page's entry chunk, where every kilobyte counts.
export function HeroSection() {
  const goTo = useGoToSection();
  const { businessName, content } = useSiteData();
  const image = content.heroImage;
  const badges = content.credentials.slice(0, 3).map((c) => c.title);
  return (
    <section id="home" tabIndex={-1} className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" className={image ? classes.heroGrid : `${classes.heroGrid} ${classes.heroSolo}`}>
        <div className={classes.heroCopy}>
          <p className={classes.heroKicker}>{businessName}</p>
          <h1 id="hero-title" className={classes.heroTitle}>
            {content.heroTitle}
          </h1>
          <p className={classes.heroText}>{content.heroText}</p>
          {badges.length > 0 && <span className={classes.heroBadge}>{badges.join(' · ')}</span>}
          <div className={classes.heroActions}>
            <Button size="lg" color="white" variant="filled" c="teal.9" onClick={() => goTo('contact')}>
              Start Your Journey
            </Button>
            <Button size="lg" variant="outline" color="white" onClick={() => goTo('classes')}>
              View Classes
            </Button>
          </div>
        </div>
        {image && (
          <div className={classes.heroArt}>
            <img
              src={image.url}
              srcSet={srcSetOf(image)}
              sizes="(min-width: 62em) 560px, 300px"
              alt={image.alt}
              width={image.width}
              height={image.height}
              fetchPriority="high"
            />
          </div>
        )}
      </Container>
    </section>
  );
}
