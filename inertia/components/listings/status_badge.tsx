import { Badge } from '~/components/ui/badge'
import { useT } from '~/lib/i18n'

/** Status colours of 000 §4: available green, sold red, rented blue, anything else amber. */
const TONES = { available: 'success', sold: 'danger', rented: 'info' } as const

export function StatusBadge({ status }: { status: string }) {
  const t = useT()
  const tone = TONES[status as keyof typeof TONES] ?? 'warning'
  return <Badge tone={tone}>{t(`master.statuses.${status}`)}</Badge>
}
