import { Steps } from '~/components/ui/steps'
import { useT } from '~/lib/i18n'

/** "Step 1 Basic information · Step 2 Additional details", the current one marked, the done one ticked. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  const t = useT()
  return (
    <Steps
      step={step}
      labels={[t('posting.step_basic'), t('posting.step_additional')]}
      label={t('posting.step', { n: step })}
      stepLabel={(n) => t('posting.step', { n })}
    />
  )
}
