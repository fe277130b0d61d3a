import { type ComponentType, lazy } from 'react';

/**
 * A component whose code loads when it first renders, or sooner through `preload`: code a visitor who only
 * looks never needs (a dialog), fetched as soon as she reaches for what opens it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyWithPreload<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return { Component: lazy(load), preload: () => void load() };
}

/** The signs that a visitor is about to use something: the pointer over it, focus in it, a touch on it. */
export function intentHandlers(onIntent: () => void) {
  return { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
}
