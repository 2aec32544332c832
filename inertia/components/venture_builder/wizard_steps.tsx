import { Steps } from '~/components/ui/steps'
import { useT } from '~/lib/i18n'

/** The wizard's three steps (001 §2) with the current one marked; done steps show a tick. */
export function WizardSteps({ step, labels }: { step: number; labels: string[] }) {
  const t = useT()
  return (
    <Steps
      step={step}
      labels={labels}
      label={t('venture_builder.create.step_of', { n: step, total: labels.length })}
      stepLabel={(n) => t('venture_builder.create.step', { n })}
      compact
    />
  )
}
