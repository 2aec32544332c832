export type ClassValue = string | number | false | null | undefined

/** Joins the truthy class strings with a space. No conflict resolution: later classes do not override earlier ones. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ')
}

/** Shared keyboard-focus ring (brand-600), for anything clickable. */
export const focusRing =
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white'
