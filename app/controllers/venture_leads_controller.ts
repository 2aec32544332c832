import type { HttpContext } from '@adonisjs/core/http'
import VentureLeads from '#services/ventures/venture_leads'
import { findPublicVenture } from '#services/ventures/venture_reads'
import { ventureLeadValidator } from '#validators/venture_lead'

/**
 * 'Book Site Visit' and 'Contact Developer' on a venture page, and the same
 * over /api (`api*`): a lead for the developer, open to everyone, limited per
 * client and per venture (start/limiter.ts).
 */
export default class VentureLeadsController {
  async siteVisit({ params, request, auth, session, response, i18n }: HttpContext) {
    const venture = await findPublicVenture(params.id)
    const input = await request.validateUsing(ventureLeadValidator)
    await new VentureLeads().siteVisit(
      venture,
      input,
      auth.user ?? null,
      i18n.t('ventures.site_visit_message')
    )
    session.flash('success', i18n.t('ventures.site_visit_sent'))
    return response.redirect().back()
  }

  async contact({ params, request, auth, session, response, i18n }: HttpContext) {
    const venture = await findPublicVenture(params.id)
    const input = await request.validateUsing(ventureLeadValidator)
    await new VentureLeads().contact(
      venture,
      input,
      auth.user ?? null,
      i18n.t('ventures.contact_message')
    )
    session.flash('success', i18n.t('ventures.contact_sent'))
    return response.redirect().back()
  }

  async apiSiteVisit({ params, request, auth, response, i18n }: HttpContext) {
    const venture = await findPublicVenture(params.id)
    const input = await request.validateUsing(ventureLeadValidator)
    const { created } = await new VentureLeads().siteVisit(
      venture,
      input,
      auth.user ?? null,
      i18n.t('ventures.site_visit_message')
    )
    return response.status(created ? 201 : 200).send({ detail: i18n.t('ventures.site_visit_sent') })
  }

  async apiContact({ params, request, auth, response, i18n }: HttpContext) {
    const venture = await findPublicVenture(params.id)
    const input = await request.validateUsing(ventureLeadValidator)
    const { created } = await new VentureLeads().contact(
      venture,
      input,
      auth.user ?? null,
      i18n.t('ventures.contact_message')
    )
    return response.status(created ? 201 : 200).send({ detail: i18n.t('ventures.contact_sent') })
  }
}
