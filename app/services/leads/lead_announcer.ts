import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Lead from '#models/lead'
import User from '#models/user'
import Property from '#models/property'
import Venture from '#models/venture'
import NewLeadMail from '#mails/new_lead_mail'
import { appOrigin } from '#services/site/site_hosts'
import { sourceFilterOf } from '#rules/lead_sources'

/** The language of a mail to an owner who never chose one. */
const DEFAULT_LOCALE = 'en'

/**
 * Tells a listing's or venture's owner of a new lead (issue 27): in the app
 * the lead counts among their New leads (`newLeadCount`, the badge of the
 * menu's Dashboard entry) until they change its status; by e-mail, queued
 * after the lead's transaction committed. Nothing here may fail or slow the
 * enquiry: a failure is logged, the queue sends in the background (and
 * start/events.ts logs what it could not send).
 */
export default class LeadAnnouncer {
  async announce(lead: Lead): Promise<void> {
    try {
      await this.#queueMail(lead)
    } catch (error) {
      logger.error({ err: error, leadId: lead.id }, 'the new-lead mail could not be queued')
    }
  }

  /** Leads of `user`'s listings and ventures no one has answered yet (status new). */
  static async newLeadCount(user: Pick<User, 'id'>): Promise<number> {
    const [row] = await Lead.query()
      .where('owner_id', user.id)
      .where('status', 'new')
      .count('* as total')
    return Number(row?.$extras.total ?? 0)
  }

  async #queueMail(lead: Lead): Promise<void> {
    if (lead.ownerId === null) return
    const owner = await User.query().where('id', lead.ownerId).whereNull('deleted_at').first()
    if (!owner) return
    // Read afresh: the lead still points at its committed transaction.
    const [property, venture] = await Promise.all([
      lead.propertyId ? Property.find(lead.propertyId) : null,
      lead.ventureId ? Venture.find(lead.ventureId) : null,
    ])
    const subject = venture?.name ?? property?.title ?? ''
    const notice = {
      subject: venture && property ? `${subject} · ${property.title}` : subject,
      enquirer: lead.contactName,
      source: sourceFilterOf(lead.source) ?? 'property_enquiry',
      link: `${appOrigin()}${urlFor('dashboard')}`,
    }
    await mail.sendLater(new NewLeadMail(owner, notice, owner.locale ?? DEFAULT_LOCALE))
  }
}
