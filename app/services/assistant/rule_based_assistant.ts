import app from '@adonisjs/core/services/app'
import { urlFor } from '@adonisjs/core/services/url_builder'
import LocationTree from '#services/locations/location_tree'
import PropertySearch from '#services/listings/property_search'
import VentureSearch from '#services/ventures/venture_search'
import { withCounts } from '#services/ventures/venture_reads'
import PropertyTransformer from '#transformers/property_transformer'
import VentureTransformer from '#transformers/venture_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { COUNTRIES, type CountryCode } from '#rules/countries'
import { CHAT_RESULTS_SHOWN } from '#rules/chat_rules'
import { Gazetteer } from '#services/assistant/place'
import { interpret, type SearchFilters } from '#services/assistant/interpreter'
import { chipView, searchText } from '#services/assistant/reply_text'
import { productAnswer } from '#services/assistant/product_answers'
import { actionAnswer } from '#services/assistant/action_answer'
import type { Answer, Assistant, Question } from '#services/assistant/assistant'

/** Cards shown under the answer; the search page has the rest. */
export const TOP_RESULTS = CHAT_RESULTS_SHOWN

/**
 * The default assistant: rules read the question (interpreter.ts), the
 * site's own searches answer it. No outside service, nothing made up: the
 * count and cards are what GET /api/properties or /api/ventures return for
 * the same filters.
 */
export default class RuleBasedAssistant implements Assistant {
  #gazetteers = new Map<CountryCode, { nodes: unknown; gazetteer: Gazetteer }>()

  async answer(question: Question): Promise<Answer> {
    const { message, country, i18n, without = [] } = question
    const reading = interpret(message, country, await this.#gazetteer(country), without)
    const empty = {
      filters: null,
      results: [],
      search_url: null,
      total: null,
      chips: [],
      links: [],
      action: null,
    }
    switch (reading.type) {
      case 'refusal':
        return {
          ...empty,
          response: i18n.t('assistant.reply.refusal', {
            ground: i18n.t(`assistant.reply.grounds.${reading.ground}`),
          }),
        }
      case 'unknown':
        return { ...empty, response: i18n.t('assistant.reply.unknown') }
      case 'product': {
        const { text, links } = await productAnswer(reading.topic, country, i18n)
        return { ...empty, response: text, links }
      }
      case 'action': {
        const { shown, signedIn = false } = question
        return { ...empty, ...(await actionAnswer(reading.request, shown, signedIn, i18n)) }
      }
    }
    const { kind, filters, notes, ignored } = reading
    const { total, capped, results } =
      kind === 'ventures'
        ? await this.#ventures(filters, country, await this.#labeller(i18n.locale))
        : await this.#properties(filters, country, await this.#labeller(i18n.locale))
    const currency = COUNTRIES[country].currency
    const qs = Object.fromEntries(
      Object.entries(filters).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(',') : value,
      ])
    )
    return {
      response: searchText(i18n, {
        kind,
        total,
        capped,
        shown: results.length,
        filtered: reading.chips.length > 0,
        notes,
        ignored,
      }),
      filters: { ...filters, kind },
      results,
      search_url: urlFor(kind === 'ventures' ? 'ventures.index' : 'properties.index', {}, { qs }),
      total,
      chips: reading.chips.map((chip) => chipView(i18n, chip, currency, kind)),
      links: [],
      action: null,
    }
  }

  /** The cards' place names in the reader's language (issue 27). */
  async #labeller(locale: string) {
    const tree = await app.container.make(LocationTree)
    const names = await tree.placeNames()
    return names.labeller(locale)
  }

  async #properties(filters: SearchFilters, country: CountryCode, place: (text: string) => string) {
    const search = new PropertySearch()
    const query = { ...filters, country, limit: TOP_RESULTS }
    const [{ data }, { total, capped }] = await Promise.all([
      search.handle(query),
      search.count(query),
    ])
    return {
      total,
      capped,
      results: (await apiSerializer.serialize(
        PropertyTransformer.transform(data, place).useVariant('forCard')
      )) as Record<string, unknown>[],
    }
  }

  async #ventures(filters: SearchFilters, country: CountryCode, place: (text: string) => string) {
    const search = new VentureSearch()
    const query = { ...filters, country, limit: TOP_RESULTS }
    const [{ data }, total] = await Promise.all([search.handle(query), search.count(query)])
    const cards = await apiSerializer.serialize(
      VentureTransformer.transform(await withCounts(data), place).useVariant('forCard')
    )
    return { total, capped: false, results: cards as Record<string, unknown>[] }
  }

  /** The country's place names, rebuilt when the location tree was reloaded. */
  async #gazetteer(country: CountryCode): Promise<Gazetteer> {
    const tree = await app.container.make(LocationTree)
    const nodes = await tree.nodes()
    const cached = this.#gazetteers.get(country)
    if (cached && cached.nodes === nodes) return cached.gazetteer
    const gazetteer = new Gazetteer(nodes.filter((node) => node.countryCode === country))
    this.#gazetteers.set(country, { nodes, gazetteer })
    return gazetteer
  }
}
