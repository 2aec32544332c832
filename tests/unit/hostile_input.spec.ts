import { test } from '@japa/runner'
import { readdirSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { errors as vineErrors } from '@vinejs/vine'
import {
  HOSTILE_LIMIT_MS,
  sweep,
  type SlowCall,
  type SweepOptions,
} from '#tests/helpers/hostile_input'
import { seededGazetteer } from '#tests/unit/assistant/seeded_gazetteer'
import * as accountRules from '#rules/account_rules'
import * as listingRules from '#rules/listing_rules'
import * as contactRules from '#rules/contact_rules'
import * as phone from '#rules/phone'
import * as imageUrls from '#rules/image_urls'
import * as countries from '#rules/countries'
import * as locationFilter from '#rules/location_filter'
import * as leadSources from '#rules/lead_sources'
import { formatCurrency, formatLakhs, formatListingPrice, formatPerSqft } from '#rules/money'
import { CHAT_MESSAGE_MAX } from '#rules/chat_rules'
import { asciiDigits, normalize } from '#services/assistant/normalize'
import { readBudget } from '#services/assistant/budget'
import { readFeatures } from '#services/assistant/features'
import { refusalGround } from '#services/assistant/refusal'
import { productTopic } from '#services/assistant/product_topics'
import { indicSkeleton, latinSkeleton } from '#services/assistant/skeleton'
import { interpret } from '#services/assistant/interpreter'
import { extractBedrooms, searchTerms } from '#services/listings/property_text_search'
import { tokenize } from '#services/listings/search_terms'
import { mapHeader, plainNumber } from '#services/bulk/row_cells'
import { kindOf, SpreadsheetRejectedError } from '#services/bulk/file_guard'
import { detectCountry, detectLanguage } from '#services/geo/country_detector'
import { parseDuration } from '#validators/credits'
import { listParams } from '#validators/venture_search'
import { acceptedEncodings, ASSET_PATH } from '#middleware/precompressed_assets_middleware'
import { fitDescription, jsonLdText, placeOf } from '#services/seo/seo_text'
import { resolveReturnUrl } from '#services/payments/return_urls'
import { NotPurchasableError } from '#services/payments/payment_errors'
import { sameOriginPath } from '#http/back_path'
import { isHostilePath } from '#http/hostile_path'
import { mediaKey } from '#services/media/media_keys'
import type { MarketConfig } from '#services/geo/country_detector'

/**
 * docs/security.md "Hostile input": no single call that reads request input may hold
 * the event loop longer than 20 ms, whatever 100 kB it is given. Every
 * VineJS validator of app/validators gets the hostile strings of
 * tests/helpers/hostile_input.ts in each of its fields, one field at a time;
 * every shared rule and every parser of request text gets them as each of
 * its text arguments.
 */

/** A failed sweep lists each slow call: target, input, size and milliseconds. */
function assertFast(
  assert: { deepEqual: (a: unknown, b: unknown, message?: string) => void },
  slow: SlowCall[]
) {
  const lines = slow.map((s) => `${s.target} ← ${s.input} (${s.size} chars): ${s.ms} ms`)
  assert.deepEqual(lines, [], `over ${HOSTILE_LIMIT_MS} ms:\n${lines.join('\n')}`)
}

/* ----------------------------- validators ----------------------------- */

type SchemaNode = {
  type: string
  subtype?: string
  propertyName?: string
  properties?: SchemaNode[]
  each?: SchemaNode
  validations?: { name: string }[]
  transformFnId?: string
}
type AnyValidator = {
  validate: (data: unknown, options?: object) => Promise<unknown>
  toJSON: () => { schema: { schema: SchemaNode } }
}
type TextField = { path: (string | number)[]; node: SchemaNode }

/**
 * Every text field a schema reads, with its path ('csp-report' →
 * 'blocked-uri', 'images' → 0): strings, and `vine.any()` fields that our
 * rules read as text. Numbers, enums and booleans are VineJS's own checks.
 */
function textFields(node: SchemaNode, path: (string | number)[] = []): TextField[] {
  if (node.type === 'object')
    return node.properties!.flatMap((child) => textFields(child, [...path, child.propertyName!]))
  if (node.type === 'array') return textFields(node.each!, [...path, 0])
  return node.subtype === 'string' || node.subtype === 'any' ? [{ path, node }] : []
}

/** VineJS rules with no pattern or code of ours: fields made of these alone run the same code whatever their limits. */
const PLAIN_RULES = new Set(['trim', 'toLowerCase', 'toUpperCase', 'minLength', 'maxLength'])

/**
 * What a field runs: fields that only trim, change case and check lengths
 * are swept once (their code is VineJS's, only the numbers differ); a field
 * with a pattern, a custom or database rule or a transform is its own.
 */
function checksOf(field: TextField & { target: string }): string {
  const names = (field.node.validations ?? []).map((validation) => validation.name)
  const plain = names.every((name) => PLAIN_RULES.has(name)) && !field.node.transformFnId
  return plain ? `${field.node.subtype}: ${names.join(', ')}` : field.target
}

function inputWith(path: (string | number)[], value: string): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    value
  )
}

/** Every validator exported by app/validators, found by reading the folder (a new one is swept without editing this file). */
const VALIDATOR_FILES = readdirSync(app.makePath('app/validators'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -3))
const validatorModules = await Promise.all(
  VALIDATOR_FILES.map(async (file) => {
    const exports = (await import(`#validators/${file}`)) as Record<string, unknown>
    const validators = Object.entries(exports).filter(
      (entry): entry is [string, AnyValidator] =>
        typeof (entry[1] as AnyValidator)?.validate === 'function' &&
        typeof (entry[1] as AnyValidator)?.toJSON === 'function'
    )
    return { file, validators }
  })
)

/** What validators with metadata need: a listing's country, and a stored hash (not argon2: no hashing cost in the timings). */
const META = { meta: { country: 'IN', currentType: null, passwordHash: 'not-a-stored-hash' } }
const validationError = (error: unknown) => error instanceof vineErrors.E_VALIDATION_ERROR

test.group('Hostile input: every validator, every field', () => {
  /** The fields to feed, per file: every field, but each kind of plain field only the first time it is met. */
  const seen = new Set<string>()
  const targets = validatorModules.map(({ file, validators }) => {
    const fields = validators.flatMap(([name, validator]) =>
      textFields(validator.toJSON().schema.schema).map((field) => ({
        ...field,
        validator,
        target: `${file}.${name} ${field.path.join('.')}`,
      }))
    )
    return {
      file,
      fields: fields.filter((field) => {
        const checks = checksOf(field)
        if (seen.has(checks)) return false
        seen.add(checks)
        return true
      }),
    }
  })

  test('the sweep finds the validators of app/validators and their text fields', ({ assert }) => {
    const validators = validatorModules.flatMap((module) => module.validators)
    assert.isAtLeast(validators.length, 40)
    const fields = targets.flatMap((target) => target.fields)
    assert.isAtLeast(fields.length, 40)
    // The e-mail, phone and pattern fields are all swept: one of each is checked here.
    assert.includeMembers(
      fields.map((field) => field.target),
      [
        'auth.loginValidator email',
        'auth.registerValidator phone',
        'venture.ventureValidator rera_number',
        'contact.contactValidator email',
      ]
    )
  })

  for (const { file, fields } of targets) {
    if (fields.length === 0) continue
    test(`app/validators/${file}.ts: ${fields.length} fields`, async ({ assert }) => {
      const slow: SlowCall[] = []
      for (const { validator, path, target } of fields) {
        slow.push(
          ...(await sweep(target, (value) => validator.validate(inputWith(path, value), META), {
            expected: validationError,
          }))
        )
      }
      assertFast(assert, slow)
    }).timeout(20_000)
  }
})

/* --------------------- shared rules and parsers ---------------------- */

type Target = SweepOptions & { name: string; run: (value: string) => unknown }

const IMAGE_HOSTS = ['img.example.com']
const UUID = '0b7e2a9c-1f3d-4c5e-8a6b-9d0e1f2a3b4c'
const LISTING_FIELDS = [
  'title',
  'property_type',
  'price',
  'area',
  'location',
  'description',
  'bedrooms',
  'bathrooms',
  'booking_amount',
]

/** The shared rules of rules that the server's validators run, and the helpers next to them that read input. */
const SHARED_RULES: Target[] = [
  { name: 'checkEmail', run: (v) => accountRules.checkEmail(v) },
  { name: 'checkName', run: (v) => accountRules.checkName(v) },
  { name: 'checkPassword', run: (v) => accountRules.checkPassword(v) },
  { name: 'EMAIL_PATTERN', run: (v) => accountRules.EMAIL_PATTERN.test(v) },
  { name: 'NAME_PATTERN', run: (v) => accountRules.NAME_PATTERN.test(v) },
  {
    name: 'PASSWORD_LETTER_AND_NUMBER',
    run: (v) => accountRules.PASSWORD_LETTER_AND_NUMBER.test(v),
  },
  { name: 'checkTitle', run: (v) => listingRules.checkTitle(v) },
  { name: 'checkDescription', run: (v) => listingRules.checkDescription(v) },
  { name: 'checkLocation', run: (v) => listingRules.checkLocation(v) },
  { name: 'checkPrice', run: (v) => listingRules.checkPrice(v) },
  { name: 'checkArea', run: (v) => listingRules.checkArea(v) },
  { name: 'checkRooms', run: (v) => listingRules.checkRooms('bedrooms', v) },
  {
    name: 'checkBookingAmount (amount)',
    run: (v) => listingRules.checkBookingAmount(v, '5000000', 'INR'),
  },
  {
    name: 'checkBookingAmount (price, currency)',
    run: (v) => listingRules.checkBookingAmount('1000', v, v),
  },
  { name: 'bookingAmountLimits', run: (v) => listingRules.bookingAmountLimits(v) },
  { name: 'cleanList', run: (v) => listingRules.cleanList([v, v.toUpperCase(), ` ${v}`]) },
  { name: 'checkImageUrl', run: (v) => listingRules.checkImageUrl(v, IMAGE_HOSTS) },
  {
    name: 'checkImageUrl (/media/…)',
    run: (v) => listingRules.checkImageUrl(`/media/${v}`, IMAGE_HOSTS),
  },
  {
    name: 'checkImageUrl (https://…)',
    run: (v) => listingRules.checkImageUrl(`https://img.example.com/${v}`, IMAGE_HOSTS),
  },
  {
    name: 'checkListing',
    run: (v) =>
      listingRules.checkListing(
        {
          title: v,
          property_type: v,
          price: v,
          area: v,
          location: v,
          description: v,
          bedrooms: v,
          bathrooms: v,
          booking_amount: v,
        },
        LISTING_FIELDS,
        v
      ),
  },
  { name: 'isPhoneLike', run: (v) => contactRules.isPhoneLike(v) },
  { name: 'PHONE_PATTERN', run: (v) => contactRules.PHONE_PATTERN.test(v) },
  {
    name: 'contactProblems',
    run: (v) =>
      contactRules.contactProblems({
        name: v,
        email: v,
        phone: v,
        subject: v,
        inquiry_type: v,
        property_type: v,
        location: v,
        budget: v,
        message: v,
        preferred_contact: v,
      }),
  },
  { name: 'cleanPhone', run: (v) => phone.cleanPhone(v) },
  { name: 'isPhoneCountry', run: (v) => phone.isPhoneCountry(v) },
  ...[...phone.PHONE_COUNTRIES, 'XX'].map((country) => ({
    name: `checkPhone (${country})`,
    run: (v: string) => phone.checkPhone(v, country),
  })),
  { name: 'checkPhone (country given as text)', run: (v) => phone.checkPhone('98765 43210', v) },
  { name: 'imageSrcSet', run: (v) => imageUrls.imageSrcSet(v) },
  {
    name: 'imageSrcSet (/media/images/…)',
    run: (v) => imageUrls.imageSrcSet(`/media/images/${UUID}/${v}.webp`),
  },
  { name: 'marketFor', run: (v) => countries.marketFor(v) },
  { name: 'isCountryCode', run: (v) => countries.isCountryCode(v) },
  { name: 'currencyOf', run: (v) => countries.currencyOf(v) },
  {
    name: 'joinLocation',
    run: (v) => locationFilter.joinLocation({ area: v, city: v, district: `${v}!`, state: v }),
  },
  { name: 'sourceFilterOf', run: (v) => leadSources.sourceFilterOf(v) },
  { name: 'formatListingPrice', run: (v) => formatListingPrice(v, 'INR') },
  { name: 'formatCurrency', run: (v) => formatCurrency(v, 'USD') },
  { name: 'formatLakhs', run: (v) => formatLakhs(v) },
  { name: 'formatPerSqft', run: (v) => formatPerSqft(v, v, 'INR') },
]

const gazetteers = { IN: seededGazetteer('IN'), US: seededGazetteer('US') }
const MARKET: MarketConfig = {
  countryDomains: { 'dreamhomes.in': 'IN', 'dreamhomes.com': 'US' },
  fallbackHosts: ['localhost', '*.example.com'],
}

/**
 * The steps inside interpret() only ever see the question it read: at most
 * CHAT_MESSAGE_MAX characters, which reading can lengthen by half (सौ → 100,
 * लाख → 1 लाख). They are fed that much; interpret() itself is fed 100 kB.
 */
const QUESTION: SweepOptions = { sizes: [(CHAT_MESSAGE_MAX * 3) / 2] }

/** Services that take text from requests apart (chat questions, search boxes, sheet cells, headers, query strings). */
const PARSERS: Target[] = [
  { name: 'assistant normalize', run: (v) => normalize(v), ...QUESTION },
  { name: 'assistant asciiDigits', run: (v) => asciiDigits(v), ...QUESTION },
  { name: 'assistant readBudget', run: (v) => readBudget(v, 'INR'), ...QUESTION },
  { name: 'assistant readFeatures', run: (v) => readFeatures(v), ...QUESTION },
  { name: 'assistant refusalGround', run: (v) => refusalGround(v), ...QUESTION },
  { name: 'assistant productTopic', run: (v) => productTopic(v), ...QUESTION },
  { name: 'assistant indicSkeleton', run: (v) => indicSkeleton(v), ...QUESTION },
  { name: 'assistant latinSkeleton', run: (v) => latinSkeleton(v), ...QUESTION },
  { name: 'assistant gazetteer (IN)', run: (v) => gazetteers.IN.find(v), ...QUESTION },
  { name: 'assistant interpret (IN)', run: (v) => interpret(v, 'IN', gazetteers.IN) },
  { name: 'assistant interpret (US)', run: (v) => interpret(v, 'US', gazetteers.US) },
  { name: 'search extractBedrooms', run: (v) => extractBedrooms(v) },
  { name: 'search searchTerms', run: (v) => searchTerms(v) },
  { name: 'search tokenize', run: (v) => tokenize(v, v, v) },
  { name: 'bulk plainNumber', run: (v) => plainNumber(v) },
  { name: 'bulk mapHeader', run: (v) => mapHeader([v, `${v} `, v.toUpperCase()]) },
  {
    name: 'bulk kindOf',
    run: (v) => kindOf(v),
    expected: (error) => error instanceof SpreadsheetRejectedError,
  },
  {
    name: 'bulk kindOf (.xlsx)',
    run: (v) => kindOf(`${v}.xlsx`),
    expected: (error) => error instanceof SpreadsheetRejectedError,
  },
  {
    name: 'detectCountry',
    run: (v) =>
      detectCountry(
        { host: v, query: v, saved: v, cdnCountry: v, languages: [v, `en-${v}`] },
        MARKET
      ),
  },
  {
    name: 'detectCountry (host with port)',
    run: (v) => detectCountry({ host: `localhost:${v}`, languages: [] }, MARKET),
  },
  { name: 'detectLanguage', run: (v) => detectLanguage('IN', v, [v, `hi-${v}`]) },
  { name: 'parseDuration', run: (v) => parseDuration(v) },
  {
    name: 'listParams',
    run: (v) =>
      listParams({ 'amenities': v, 'property_types': [v, v], 'approvals[]': v, 'search': v }),
  },
  { name: 'acceptedEncodings', run: (v) => acceptedEncodings(v) },
  { name: 'ASSET_PATH (request path)', run: (v) => ASSET_PATH.test(`/assets/${v}`) },
  { name: 'isHostilePath', run: (v) => isHostilePath(`/${v}?${v}`) },
  { name: 'mediaKey', run: (v) => [mediaKey([v]), mediaKey(['images', v, '320.webp'])] },
  {
    name: 'sameOriginPath (Referer)',
    run: (v) => [
      sameOriginPath(v, 'http://localhost:3333'),
      sameOriginPath(`http://localhost:3333/${v}?lang=te&${v}`, 'http://localhost:3333', ['lang']),
    ],
  },
  {
    name: 'resolveReturnUrl',
    run: (v) => resolveReturnUrl(v, 'http://localhost:3333', '/credits'),
    expected: (error) => error instanceof NotPurchasableError,
  },
  { name: 'seo fitDescription', run: (v) => fitDescription([v, v]) },
  { name: 'seo placeOf', run: (v) => placeOf({ area: v, city: v, state: v, location: v }) },
  { name: 'seo jsonLdText', run: (v) => jsonLdText({ name: v }) },
]

test.group('Hostile input: shared rules and parsers', () => {
  test('every function the rule modules export is in the table', ({ assert }) => {
    const swept = SHARED_RULES.map((target) => target.run.toString()).join('\n')
    const modules = { accountRules, listingRules, contactRules, phone, imageUrls }
    /** Not fed request text: the server computes its price and currency. */
    const notInput = new Set(['bookingAmountMax'])
    for (const [moduleName, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (notInput.has(name) || (typeof value !== 'function' && !(value instanceof RegExp)))
          continue
        assert.include(swept, `${moduleName}.${name}`, `${moduleName}.${name} is not swept`)
      }
    }
  })

  const chunks = (targets: Target[], size: number) =>
    Array.from({ length: Math.ceil(targets.length / size) }, (_, i) =>
      targets.slice(i * size, i * size + size)
    )
  for (const [title, targets] of [
    ['shared rules', SHARED_RULES],
    ['parsers', PARSERS],
  ] as const) {
    for (const part of chunks(targets, 8)) {
      test(`${title}: ${part.map((t) => t.name).join(', ')}`, async ({ assert }) => {
        const slow: SlowCall[] = []
        for (const target of part) slow.push(...(await sweep(target.name, target.run, target)))
        assertFast(assert, slow)
      }).timeout(20_000)
    }
  }
})
