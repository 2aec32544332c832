import { Dialog } from '~/components/ui/dialog'
import { AffordabilityForm } from '~/components/loans/affordability_form'
import { useT } from '~/lib/i18n'
import type { LoanDefaults } from '#rules/loans'

/** The What can I afford? dialog of /properties (loaded on first use by affordability_button.tsx). */
export function AffordabilityDialog({
  open,
  onClose,
  loan,
}: {
  open: boolean
  onClose: () => void
  loan: LoanDefaults
}) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('loans.afford.title')}
      closeLabel={t('listings.close')}
      size="lg"
    >
      <AffordabilityForm loan={loan} />
    </Dialog>
  )
}
