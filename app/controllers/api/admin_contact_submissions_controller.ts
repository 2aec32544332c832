import type { HttpContext } from '@adonisjs/core/http'
import ContactSubmissions from '#services/contact/contact_submissions'
import { apiSerializer } from '#transformers/api_serializer'
import ContactSubmissionTransformer from '#transformers/contact_submission_transformer'
import { contactSubmissionsPageValidator } from '#validators/contact'
import PageMetaTransformer from '#transformers/page_meta_transformer'

/** GET /api/admin/contact-submissions?page=N: Contact Us messages for admins, newest first. */
export default class AdminContactSubmissionsController {
  async index({ request, bouncer }: HttpContext) {
    await bouncer.authorize('useAdminPanel')
    const { page } = await request.validateUsing(contactSubmissionsPageValidator, {
      data: request.qs(),
    })
    const result = await new ContactSubmissions().page(page ?? 1)
    return {
      data: await apiSerializer.serialize(ContactSubmissionTransformer.transform(result.all())),
      meta: await apiSerializer.serialize(PageMetaTransformer.of(result)),
    }
  }
}
