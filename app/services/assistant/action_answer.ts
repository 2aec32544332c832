import type { I18n } from '@adonisjs/i18n'
import type { ActionRequest } from '#services/assistant/action_request'
import type { AnswerAction } from '#services/assistant/assistant'
import { resolveShown, shownCandidates, type Shown } from '#services/assistant/shown_listing'

/**
 * The reply to "contact the owner of the second one" or "book a site visit
 * for the first one": the listing meant among those the assistant just
 * showed, proposed for the panel's confirm step (nothing is sent here), or
 * the question back when it cannot be told which one (ambiguous, a position
 * it did not show). A signed-out visitor is told to sign in first.
 */
export async function actionAnswer(
  request: ActionRequest,
  shown: Shown | undefined,
  signedIn: boolean,
  i18n: I18n
): Promise<{ response: string; action: AnswerAction | null }> {
  const none = (response: string) => ({ response, action: null })
  if (!shown || shown.ids.length === 0) return none(i18n.t('assistant.action.nothing_shown'))
  if (request.action === 'site_visit' && shown.kind === 'properties')
    return none(i18n.t('assistant.action.visit_needs_project'))
  if (request.action === 'contact_owner' && shown.kind === 'ventures')
    return none(i18n.t('assistant.action.contact_project'))

  const candidates = await shownCandidates(shown)
  const resolution = resolveShown(request, candidates)
  switch (resolution.type) {
    case 'out_of_range':
      return none(i18n.t('assistant.action.out_of_range', { count: resolution.count }))
    case 'gone':
      return none(i18n.t('assistant.action.gone'))
    case 'ambiguous': {
      const choices = resolution.candidates
        .map((candidate) => `${candidates.indexOf(candidate) + 1}. “${candidate.title}”`)
        .join('; ')
      return none(i18n.t('assistant.action.which_one', { choices }))
    }
  }
  const { id, title } = resolution.candidate
  const kind = request.action === 'site_visit' ? 'visit' : 'contact'
  // The panel shows the confirm step under it, or a sign-in button to a signed-out visitor.
  return {
    response: signedIn
      ? i18n.t(`assistant.${kind}.propose`, { title })
      : i18n.t(`assistant.action.sign_in_${kind}`, { title }),
    action: { type: request.action, id, title },
  }
}
