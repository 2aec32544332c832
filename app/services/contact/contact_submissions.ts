import ContactSubmission from '#models/contact_submission'

export const SUBMISSIONS_PER_PAGE = 20

/** What admins read of the Contact Us messages: newest first, a page at a time. */
export default class ContactSubmissions {
  async page(page: number, perPage = SUBMISSIONS_PER_PAGE) {
    return ContactSubmission.query()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, perPage)
  }
}
