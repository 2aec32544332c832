import Lead, { type LeadStatus } from '#models/lead'
import LeadStatusChange from '#models/lead_status_change'
import User from '#models/user'
import type Property from '#models/property'
import type Venture from '#models/venture'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { LeadFactory } from '#database/factories/lead_factory'
import { makeVenture } from '#tests/helpers/ventures'

let phones = 0

/** A lead for `owner` about a listing or a venture, with its own phone and e-mail. */
export async function makeLead(
  owner: User,
  about: { property?: Property; venture?: Venture },
  attributes: Partial<Lead> = {}
) {
  phones++
  return LeadFactory.merge({
    ownerId: owner.id,
    propertyId: about.property?.id ?? null,
    ventureId: about.venture?.id ?? null,
    contactName: `Asha Rao ${phones}`,
    contactPhone: `+91 90000 ${String(10000 + phones).slice(-5)}`,
    contactEmail: `asha${phones}@example.in`,
    source: about.venture ? 'site_visit' : 'property_contact',
    ...attributes,
  }).create()
}

/**
 * Everyone the dashboard's rules tell apart: a customer, a partner (a venture
 * and its site-visit lead), an agent (a listing and its enquiry), another
 * agent who owns neither, and an admin.
 */
export async function dashboardWorld() {
  const customer = await UserFactory.create()
  const partner = await UserFactory.apply('partner').create()
  const agent = await UserFactory.apply('agent').create()
  const stranger = await UserFactory.apply('agent').create()
  const admin = await UserFactory.apply('admin').create()
  const listing = await PropertyFactory.merge({
    ownerId: agent.id,
    title: '3 BHK Villa in Kondapur',
  }).create()
  const venture = await makeVenture(partner, { name: 'Lakeview Heights' })
  const agentLead = await makeLead(agent, { property: listing })
  const partnerLead = await makeLead(partner, { venture })
  return { customer, partner, agent, stranger, admin, listing, venture, agentLead, partnerLead }
}

export type World = Awaited<ReturnType<typeof dashboardWorld>>

export async function tokenOf(user: User) {
  const accessToken = await User.accessTokens.create(user)
  return accessToken.value!.release()
}

/** The lead's status and its history rows as [from, to, who]. */
export async function leadState(leadId: number) {
  const lead = await Lead.findOrFail(leadId)
  const history = await LeadStatusChange.query().where('lead_id', leadId).orderBy('id')
  return {
    status: lead.status as LeadStatus,
    history: history.map((row) => [row.fromStatus, row.toStatus, row.changedById]),
  }
}
