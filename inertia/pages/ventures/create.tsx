import { Head } from '@inertiajs/react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import { VentureWizard } from '~/components/venture_builder/venture_wizard'
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

type Props = { locationTree: StateTree; imageHosts: string[] }

/**
 * Create Venture (001 §2, §4, §5): the wizard's steps, then 'Save as Draft' (to
 * My Ventures) or 'Create & Manage Units' (public, to its builder). The server
 * redirects; a refusal comes back as field errors and sends the wizard to
 * the first step that has one.
 */
export default function CreateVenture({ locationTree, imageHosts }: Props) {
  const t = useT()
  const { country } = useMarket()
  const currency = currencyOf(country)
  const wizard = useVentureWizard()
  const { form } = wizard
  const [step, setStep] = useState<WizardStep>(1)
  /** Which save is under way, for its spinner (both buttons are disabled meanwhile). */
  const [saving, setSaving] = useState<'draft' | 'public' | null>(null)
  const ready = hasBasics(form.data)

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

  return (
    <>
      <Head title={t('venture_builder.create.title')} />
      <VentureWizard
        wizard={wizard}
        step={step}
        onStep={setStep}
        title={t('venture_builder.create.title')}
        subtitle={t('venture_builder.create.subtitle')}
        locationTree={locationTree}
        imageHosts={imageHosts}
        country={country}
        currency={currency}
        actions={
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
        }
      />
    </>
  )
}
