/**
 * A slot that names no class types is an 'Open Class': every class, one price (OPEN_CLASS_PRICE_PENCE).
 * The schedule shows it, the admin labels it and the server prices it by this one rule.
 */
export const OPEN_CLASS_NAME = 'Open Class';

export function isOpenClassSlot(slot: { allowedClassTypes: readonly unknown[] } | { allowedClassTypeIds: readonly unknown[] }): boolean {
  return ('allowedClassTypes' in slot ? slot.allowedClassTypes : slot.allowedClassTypeIds).length === 0;
}
