import { Head, Link } from '@inertiajs/react'
import { ArrowLeft } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { toast } from '~/components/ui/toast'
import { BasicInfoStep } from '~/components/venture_builder/wizard_basic_step'
import { ProjectDetailsStep } from '~/components/venture_builder/wizard_details_step'
import { FeaturesStep } from '~/components/venture_builder/wizard_features_step'
import { WizardSteps } from '~/components/venture_builder/wizard_steps'
import {
  hasBasics,
  stepOfErrors,
  toVenturePayload,
  useVentureWizard,
  type WizardStep,
} from '~/components/venture_builder/use_venture_wizard'
import { urlFor } from '~/lib/routes'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { currencyOf } from '#rules/countries'
import type { StateTree } from '#rules/location_filter'

type Props = { locationTree: StateTree }

/**
 * Create Venture (001 §2, §4, §5): three steps, then 'Save as Draft' (to My
 * Ventures) or 'Create & Manage Units' (public, to its builder). The server
 * redirects; a refusal comes back as field errors and sends the wizard to
 * the first step that has one.
 */
export default function CreateVenture({ locationTree }: Props) {
  const t = useT()
  const { country } = useMarket()
  const currency = currencyOf(country)
  const wizard = useVentureWizard()
  const { form } = wizard
  const [step, setStep] = useState<WizardStep>(1)
  /** Which save is under way, for its spinner (both buttons are disabled meanwhile). */
  const [saving, setSaving] = useState<'draft' | 'public' | null>(null)
  const ready = hasBasics(form.data)

  const goTo = (next: WizardStep) => {
    setStep(next)
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  const save = (isPublic: boolean) => {
    if (!ready || form.processing) return
    form.transform((data) => toVenturePayload(data, { currency, country, isPublic }))
    setSaving(isPublic ? 'public' : 'draft')
    form.post(urlFor('ventures.store'), {
      preserveScroll: true,
      onFinish: () => setSaving(null),
      onError: (errors) => {
        toast.error(t('venture_builder.create.error'))
        const first = stepOfErrors(errors)
        if (first) setStep(first)
      },
    })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (step === 1 && ready) goTo(2)
    else if (step === 2) goTo(3)
  }

  const steps = [
    t('venture_builder.create.steps.basic'),
    t('venture_builder.create.steps.details'),
    t('venture_builder.create.steps.features'),
  ]

  return (
    <>
      <Head title={t('venture_builder.create.title')} />
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
            {t('venture_builder.create.title')}
          </h1>
        </div>
        <p className="mt-1 text-ink-600">{t('venture_builder.create.subtitle')}</p>

        <div className="mt-6">
          <WizardSteps step={step} labels={steps} />
        </div>

        <form noValidate className="mt-4" onSubmit={onSubmit}>
          <Card className="space-y-5">
            {step === 1 && <BasicInfoStep wizard={wizard} />}
            {step === 2 && (
              <ProjectDetailsStep
                wizard={wizard}
                tree={locationTree}
                country={country}
                currency={currency}
              />
            )}
            {step === 3 && <FeaturesStep wizard={wizard} country={country} />}
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
              {step < 3 ? (
                <Button type="submit" disabled={step === 1 && !ready}>
                  {t('venture_builder.create.next')}
                </Button>
              ) : (
                <>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={!ready || form.processing}
                    loading={saving === 'draft'}
                    onClick={() => save(false)}
                  >
                    {t('venture_builder.create.save_draft')}
                  </Button>
                  <Button
                    type="button"
                    disabled={!ready || form.processing}
                    loading={saving === 'public'}
                    onClick={() => save(true)}
                  >
                    {t('venture_builder.create.create_manage')}
                  </Button>
                </>
              )}
            </div>
          </div>
        </form>
      </div>
    </>
  )
}
