import type { HttpContext } from '@adonisjs/core/http'
import { findPublicProperty } from '#models/property_scopes'
import { enquiryValidator } from '#validators/enquiry'
import RecordEnquiry from '#services/leads/record_enquiry'

/** The contact card's enquiry form: a lead for the listing's owner. */
export default class EnquiriesController {
  async store({ params, request, auth, session, response, i18n }: HttpContext) {
    const property = await findPublicProperty(params.id)
    const input = await request.validateUsing(enquiryValidator)
    await new RecordEnquiry().handle(property, input, auth.user ?? null)
    session.flash('success', i18n.t('listings.enquiry_sent'))
    return response.redirect().back()
  }
}
