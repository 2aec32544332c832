import { Head } from '@inertiajs/react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import { VentureWizard } from '~/components/venture_builder/venture_wizard'
import {
  type WizardStep,
  formOfVenture,
  hasBasics,
  stepOfErrors,
  toVenturePayload,
  useVentureWizard,
} from '~/components/venture_builder/use_venture_wizard'
import type { OwnerVenture } from '~/components/venture_builder/types'
import { urlFor } from '~/lib/routes'
import { useT } from '~/lib/i18n'
import type { StateTree } from '#rules/location_filter'

type Props = { venture: OwnerVenture; locationTree: StateTree; imageHosts: string[] }

/**
 * Edit Venture (issue 27): the Create Venture steps filled with the venture as
 * stored, saved with PUT /ventures/:id (owner or admin); the server answers
 * with its builder page, or field errors that send the wizard to their step.
 */
export default function EditVenture({ venture, locationTree, imageHosts }: Props) {
  const t = useT()
  const country = venture.country_code
  const currency = venture.currency
  const wizard = useVentureWizard(formOfVenture(venture))
  const { form } = wizard
  const [step, setStep] = useState<WizardStep>(1)

  const save = () => {
    if (!hasBasics(form.data) || form.processing) return
    form.transform((data) =>
      toVenturePayload(data, { currency, country, isPublic: venture.is_public })
    )
    form.put(urlFor('ventures.update', { id: venture.id }), {
      preserveScroll: true,
      onError: (errors) => {
        toast.error(t('venture_builder.edit.error'))
        const first = stepOfErrors(errors)
        if (first) setStep(first)
      },
    })
  }

  return (
    <>
      <Head title={t('venture_builder.edit.title', { name: venture.name })} />
      <VentureWizard
        {...{ wizard, step, locationTree, imageHosts, country, currency }}
        onStep={setStep}
        title={t('venture_builder.edit.title', { name: venture.name })}
        subtitle={t('venture_builder.edit.subtitle')}
        actions={
          <Button
            type="button"
            disabled={!hasBasics(form.data) || form.processing}
            loading={form.processing}
            onClick={save}
          >
            {t('venture_builder.edit.save')}
          </Button>
        }
      />
    </>
  )
}
