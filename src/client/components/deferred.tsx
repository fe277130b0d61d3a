import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';

/** Every deferred section's "load now", for a jump to a section that needs the real heights above it. */
const loaders: (() => Promise<unknown>)[] = [];

/** Set once the first page has hydrated: sections mounted after that are client renders, not hydration. */
let pageHydrated = false;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Loads the code of every deferred section and waits until React has had the frames to put it on screen. */
export async function loadAllSections(): Promise<void> {
  await Promise.all(loaders.map((load) => load().catch(() => undefined)));
  await nextFrame();
  await nextFrame();
}

/**
 * A page section whose code loads when it comes near the viewport. The prerender renders it in full, and
 * the browser keeps that HTML on screen until the code arrives and hydrates it, so below-the-fold sections
 * cost the first view nothing.
 */
export function deferredSection<P extends object>(load: () => Promise<ComponentType<P>>, minHeight: number) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  if (typeof window === 'undefined') open();
  const loaded = gate.then(load);
  loaders.push(() => {
    open();
    return loaded;
  });
  let Loaded: ComponentType<P> | null = null;
  void loaded.then((component) => {
    Loaded = component;
  });
  const Section = lazy(() => loaded.then((component) => ({ default: component })));

  function Deferred(props: P & { id?: string; style?: CSSProperties }) {
    const ref = useRef<HTMLDivElement>(null);
    // Code already here and nothing to hydrate (a page shown after a client-side navigation): render it
    // directly. Through a Suspense boundary it would first show the placeholder and only be revealed after
    // React's suspense throttle, and a section link must find the real page at once.
    const [direct] = useState(() => pageHydrated && Loaded !== null);
    useEffect(() => {
      pageHydrated = true;
    }, []);
    useEffect(() => {
      const el = ref.current;
      if (!el || typeof IntersectionObserver === 'undefined') return open();
      // Someone already reaching into the section (a tap, the keyboard) needs its code now.
      el.addEventListener('pointerdown', open, { once: true });
      el.addEventListener('focusin', open, { once: true });
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            open();
            observer.disconnect();
          }
        },
        { rootMargin: '300px 0px' },
      );
      observer.observe(el);
      return () => observer.disconnect();
    }, []);
    return (
      // With an id it is a navigation target: focusable from script so keyboard users land in it.
      <div ref={ref} id={props.id} tabIndex={props.id ? -1 : undefined} style={props.style} className="deferred-section">
        {direct && Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={<div style={{ minHeight }} />}>
            <Section {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return Deferred;
}
