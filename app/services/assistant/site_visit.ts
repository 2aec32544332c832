import { findPublicVenture } from '#services/ventures/venture_reads'
import VentureLeads from '#services/ventures/venture_leads'
import type User from '#models/user'

/**
 * The assistant books a site visit at a venture for a signed-in user who
 * confirmed it: the venture page's "Book Site Visit" use case (VentureLeads)
 * with the user's own name, phone and e-mail and the message the panel
 * showed them, recorded with source "assistant" (one per person and venture
 * a day; the builder sees it with the other leads).
 */
export default class AssistantSiteVisit {
  async handle(user: User, ventureId: unknown, message: (name: string) => string) {
    const venture = await findPublicVenture(ventureId)
    const { lead } = await new VentureLeads().siteVisit(
      venture,
      { name: user.name, phone: user.phone, email: user.email },
      user,
      message(venture.name),
      'assistant'
    )
    return { venture, lead }
  }
}
