/** The alert frequencies of a saved search, in the order the forms list them (issue 31). */
export const FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const
export type Frequency = (typeof FREQUENCIES)[number]
