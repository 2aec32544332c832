import { Link } from '@inertiajs/react'
import { ArrowLeft } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { StateTree } from '#rules/location_filter'
import { BasicInfoStep } from './wizard_basic_step'
import { ProjectDetailsStep } from './wizard_details_step'
import { FeaturesStep } from './wizard_features_step'
import { MediaStep } from './wizard_media_step'
import { WizardSteps } from './wizard_steps'
import { hasBasics, type Wizard, type WizardStep } from './use_venture_wizard'

type Props = {
  wizard: Wizard
  step: WizardStep
  onStep: (step: WizardStep) => void
  title: string
  subtitle: string
  locationTree: StateTree
  imageHosts: string[]
  country: string
  currency: string
  /** The last step's buttons (save as draft / create, or save changes). */
  actions: ReactNode
}

/**
 * The venture's four steps (001 §2 Create Venture, and Edit Venture of issue 27):
 * basics, details, features and approvals, then photos, plans, phases and landmarks.
 */
export function VentureWizard(props: Props) {
  const t = useT()
  const { wizard, step, onStep, country, currency } = props
  const ready = hasBasics(wizard.form.data)

  const goTo = (next: WizardStep) => {
    onStep(next)
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (step === 1 && !ready) return
    if (step < 4) goTo((step + 1) as WizardStep)
  }
  const labels = [
    t('venture_builder.create.steps.basic'),
    t('venture_builder.create.steps.details'),
    t('venture_builder.create.steps.features'),
    t('venture_builder.create.steps.media'),
  ]

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex items-center gap-2">
        <Link
          href={urlFor('venture_management')}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ms-2 px-2' })}
          aria-label={t('venture_builder.create.back')}
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {props.title}
        </h1>
      </div>
      <p className="mt-1 text-ink-600">{props.subtitle}</p>

      <div className="mt-6">
        <WizardSteps step={step} labels={labels} />
      </div>

      <form noValidate className="mt-4" onSubmit={onSubmit}>
        <Card className="space-y-5">
          {step === 1 && <BasicInfoStep wizard={wizard} />}
          {step === 2 && (
            <ProjectDetailsStep
              wizard={wizard}
              tree={props.locationTree}
              country={country}
              currency={currency}
            />
          )}
          {step === 3 && <FeaturesStep wizard={wizard} country={country} />}
          {step === 4 && (
            <MediaStep wizard={wizard} imageHosts={props.imageHosts} country={country} />
          )}
        </Card>

        {step === 1 && !ready && (
          <p className="mt-3 text-sm text-ink-600">{t('venture_builder.create.basics_needed')}</p>
        )}

        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button
            type="button"
            variant="ghost"
            disabled={step === 1}
            onClick={() => goTo((step - 1) as WizardStep)}
          >
            {t('venture_builder.create.previous')}
          </Button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {step < 4 ? (
              <Button type="submit" disabled={step === 1 && !ready}>
                {t('venture_builder.create.next')}
              </Button>
            ) : (
              props.actions
            )}
          </div>
        </div>
      </form>
    </div>
  )
}
