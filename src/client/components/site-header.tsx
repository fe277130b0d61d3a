import { Box, Burger, Button, Container, Group, Stack, UnstyledButton } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { followSection, prefetchSections, sectionHref, SECTIONS, useGoToSection, type SectionId } from './section-nav';
import classes from './site-header.module.css';
import { ButtonLink } from './button-link';
import { intentHandlers } from './load-on-intent';
import { useSiteData } from './site-data';

/** Sticky navigation (SPEC §2): a row of section links on desktop, a collapsible menu on phones. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const goTo = useGoToSection();
  const menuId = useId();
  const { businessName } = useSiteData();
  const burger = useRef<HTMLButtonElement>(null);
  // Escape closes the open phone menu and hands focus back to its button, as a disclosure should.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const choose = (id: SectionId) => {
    setOpen(false);
    goTo(id);
  };
  return (
    <Box component="header" className={classes.header} {...intentHandlers(prefetchSections)}>
      <Container size="xl" className={classes.bar}>
        <UnstyledButton component="a" href="/" onClick={(e) => followSection(e, () => choose('home'))} className={classes.brand}>
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          <span className={classes.brandName}>{businessName}</span>
          <span className="visually-hidden">(home)</span>
        </UnstyledButton>
        <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
          {SECTIONS.map((s) => (
            <Button
              key={s.id}
              component="a"
              href={sectionHref(s.id)}
              variant="subtle"
              color="dark"
              onClick={(e) => followSection(e, () => choose(s.id))}
            >
              {s.label}
            </Button>
          ))}
          <ButtonLink to="/booking" ml="sm">
            Book Now
          </ButtonLink>
        </Group>
        <Burger
          ref={burger}
          hiddenFrom="md"
          opened={open}
          onClick={() => setOpen((o) => !o)}
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls={menuId}
        />
      </Container>
      <Box hiddenFrom="md" id={menuId} component="nav" aria-label="Main" className={classes.mobileMenu} hidden={!open}>
        <Stack gap={4} p="sm">
          {SECTIONS.map((s) => (
            <Button
              key={s.id}
              component="a"
              href={sectionHref(s.id)}
              variant="subtle"
              color="dark"
              justify="flex-start"
              onClick={(e) => followSection(e, () => choose(s.id))}
            >
              {s.label}
            </Button>
          ))}
          <ButtonLink to="/booking" onClick={() => setOpen(false)}>
            Book Now
          </ButtonLink>
        </Stack>
      </Box>
    </Box>
  );
}
