import { lazy, Suspense, useEffect, useRef, type ComponentType, type CSSProperties } from 'react';

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
  const Section = lazy(() => gate.then(load).then((component) => ({ default: component })));

  function Deferred(props: P & { id?: string; style?: CSSProperties }) {
    const ref = useRef<HTMLDivElement>(null);
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
        <Suspense fallback={<div style={{ minHeight }} />}>
          <Section {...props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
