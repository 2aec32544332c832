import type { ChangeEvent } from 'react'

/** The input attributes of a whole-number field (floors, units per floor, bedrooms). */
export const WHOLE_NUMBER = { type: 'number', step: 1, inputMode: 'numeric' } as const
/** The input attributes of a decimal field (an area). */
export const DECIMAL = { type: 'number', step: 'any', inputMode: 'decimal' } as const

/** The text fields of a form's data: the ones a TextField edits. */
type TextKeys<Data> = { [K in keyof Data]: Data[K] extends string ? K : never }[keyof Data] & string

/**
 * Binds a builder form's text fields by name (the tower, unit and generate
 * units forms): `<TextField label={…} {...WHOLE_NUMBER} {...field('floors')} />`
 * gets the field's name, value, change (which clears its error) and error.
 */
export function fieldBinder<Data>(
  data: Data,
  errors: Record<string, string | undefined>,
  change: (field: TextKeys<Data>, value: string) => void
) {
  return (name: TextKeys<Data>) => ({
    name,
    value: data[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
    error: errors[name],
  })
}
