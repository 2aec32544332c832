import { Link } from '@inertiajs/react'
import { Inbox } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

/** "Enquiries" on My Listings and My Ventures: the owner's leads on the dashboard, with the count still New (issue 27). */
export function EnquiriesLink() {
  const t = useT()
  return (
    <Link
      href={urlFor('dashboard')}
      className={buttonClasses({ variant: 'outline' })}
      data-testid="enquiries-link"
    >
      <Inbox className="size-4" aria-hidden />
      {t('dashboard.enquiries')}
      <NewLeadsCount />
    </Link>
  )
}

/** The number of the signed-in owner's leads still New, as a pill; nothing when there are none (issue 27). */
export function NewLeadsCount() {
  const t = useT()
  const newLeads = useShared().new_leads
  if (newLeads <= 0) return null
  return (
    <span
      className="min-w-5 rounded-pill bg-brand-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      data-testid="new-leads-count"
    >
      {newLeads}
      <span className="sr-only"> {t('shell.menu.new_leads', { count: newLeads })}</span>
    </span>
  )
}
