import type { I18n } from '@adonisjs/i18n'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Wallet from '#services/credits/wallet'
import { formatPlanPrice } from '#rules/money'
import { LISTING_DAYS, PUBLISH_CREDITS } from '#rules/listing_rules'
import { BULK_MAX_BYTES } from '#rules/bulk_columns'
import { BUSINESS_HOURS, formatHours } from '#rules/business_hours'
import type { CountryCode } from '#rules/countries'
import type { ProductTopic } from '#services/assistant/product_topics'
import type { AnswerLink } from '#services/assistant/assistant'

/** The product's own facts, from the constants and services the pages use. */
export async function productAnswer(
  topic: ProductTopic,
  country: CountryCode,
  i18n: I18n
): Promise<{ text: string; links: AnswerLink[] }> {
  const link = (
    name: 'credits' | 'add_property' | 'bulk_upload' | 'contact_us',
    labelKey: string
  ): AnswerLink => ({
    label: i18n.t(`assistant.product.links.${labelKey}`),
    url: urlFor(name),
  })
  const hours = () =>
    i18n.t('assistant.product.hours_text', {
      weekdays: formatHours(BUSINESS_HOURS.weekdays, i18n.locale),
      sunday: formatHours(BUSINESS_HOURS.sunday, i18n.locale),
    })
  switch (topic) {
    case 'credits': {
      const packages = await new Wallet().packages(country)
      if (packages.length === 0)
        return {
          text: i18n.t('assistant.product.credits_none', { days: LISTING_DAYS }),
          links: [link('credits', 'credits')],
        }
      const list = packages
        .map((p) =>
          i18n.t('assistant.product.package', {
            name: p.name,
            credits: p.credits,
            price: formatPlanPrice(p.priceMinor, p.currency),
          })
        )
        .join('; ')
      return {
        text: i18n.t('assistant.product.credits', { days: LISTING_DAYS, packages: list }),
        links: [link('credits', 'credits')],
      }
    }
    case 'posting':
      return {
        text: i18n.t('assistant.product.posting', { credits: PUBLISH_CREDITS, days: LISTING_DAYS }),
        links: [link('add_property', 'posting')],
      }
    case 'bulk_upload':
      return {
        text: i18n.t('assistant.product.bulk_upload', { mb: BULK_MAX_BYTES / 1024 / 1024 }),
        links: [link('bulk_upload', 'bulk_upload')],
      }
    case 'contact':
      return {
        text: i18n.t('assistant.product.contact', { hours: hours() }),
        links: [link('contact_us', 'contact')],
      }
    case 'hours':
      return {
        text: i18n.t('assistant.product.hours', { hours: hours() }),
        links: [link('contact_us', 'contact')],
      }
  }
}
