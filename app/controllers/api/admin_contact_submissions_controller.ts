import type { HttpContext } from '@adonisjs/core/http'
import ContactSubmissions from '#services/contact/contact_submissions'
import { apiSerializer } from '#transformers/api_serializer'
import ContactSubmissionTransformer from '#transformers/contact_submission_transformer'
import { contactSubmissionsPageValidator } from '#validators/contact'

/** GET /api/admin/contact-submissions?page=N: Contact Us messages for admins, newest first. */
export default class AdminContactSubmissionsController {
  async index({ request, bouncer }: HttpContext) {
    await bouncer.authorize('useAdminPanel')
    const { page } = await request.validateUsing(contactSubmissionsPageValidator, {
      data: request.qs(),
    })
    const result = await new ContactSubmissions().page(page ?? 1)
    const meta = result.getMeta()
    return {
      data: await apiSerializer.serialize(ContactSubmissionTransformer.transform(result.all())),
      meta: {
        total: meta.total,
        per_page: meta.perPage,
        current_page: meta.currentPage,
        last_page: meta.lastPage,
      },
    }
  }
}
