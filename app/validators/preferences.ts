import vine from '@vinejs/vine'
import { COUNTRY_CODES, LANGUAGES } from '#rules/countries'

export const countryPreferenceValidator = vine.create({
  country: vine.enum(COUNTRY_CODES),
})

export const languagePreferenceValidator = vine.create({
  language: vine.enum(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]),
})
