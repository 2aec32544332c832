import { Head, Link, router } from '@inertiajs/react'
import { ArrowLeft, Keyboard } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { toast } from '~/components/ui/toast'
import { BasicStep } from '~/components/listings/form/basic_step'
import { DetailsStep } from '~/components/listings/form/details_step'
import { FormActions } from '~/components/listings/form/form_actions'
import { NoCreditsDialog } from '~/components/listings/form/no_credits_dialog'
import { ShortcutsPanel } from '~/components/listings/form/shortcuts_panel'
import { StepIndicator } from '~/components/listings/form/step_indicator'
import {
  toPayload,
  useListingForm,
  type OwnedListing,
} from '~/components/listings/form/use_listing_form'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { usePageActions } from '~/lib/shortcuts'
import { REQUIRED_FIELDS, STEP_ONE_FIELDS } from '#rules/listing_rules'
import type { StateTree } from '#rules/location_filter'
import type { Data } from '~generated/data'

type Props = {
  listing: OwnedListing | null
  credits: number
  locationTree: StateTree
  /** Master-data amenities, offered as one-tap suggestions. */
  amenities: Data.Amenity[]
  /** Master-data property types (admins add and retire them). */
  propertyTypes: Data.PropertyType[]
  imageHosts: string[]
  /** The listing's country's: prices are typed in it and stored as typed. */
  currency: string
}

/** Add Property (001 §2, §4, §5) and its edit twin: two steps, on-blur checks, 1 credit to publish. */
export default function ListingForm({
  listing,
  credits,
  locationTree,
  amenities,
  propertyTypes,
  imageHosts,
  currency,
}: Props) {
  const t = useT()
  const fields = useListingForm(listing, currency)
  const { form, validate } = fields
  const [step, setStep] = useState<1 | 2>(1)
  const [help, setHelp] = useState(false)
  /** The server's no-credits message (the form's `credits` error), shown in the dialog. */
  const [noCredits, setNoCredits] = useState<string | null>(null)
  const title = useRef<HTMLInputElement>(null)
  const editing = listing !== null
  const heading = t(editing ? 'posting.edit_title' : 'posting.add_title')

  useEffect(() => {
    const timer = setTimeout(() => title.current?.focus(), 100)
    return () => clearTimeout(timer)
  }, [])

  const next = () => {
    if (validate(STEP_ONE_FIELDS).length) return toast.error(t('posting.step_incomplete'))
    setStep(2)
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  const submit = (draft = false) => {
    if (form.processing) return
    const failed = validate([...STEP_ONE_FIELDS, ...REQUIRED_FIELDS, 'bedrooms', 'bathrooms'])
    if (failed.length) {
      if (failed.some((field) => (STEP_ONE_FIELDS as readonly string[]).includes(field))) setStep(1)
      return toast.error(t('posting.fix_errors'))
    }
    const options = {
      preserveScroll: true,
      onError: (errors: Record<string, string>) => {
        if (errors.credits) return setNoCredits(errors.credits)
        if (STEP_ONE_FIELDS.some((field) => errors[field])) setStep(1)
        toast.error(Object.values(errors)[0] ?? t('posting.save_failed'))
      },
    }
    form.transform((data) => toPayload(data, draft))
    if (editing) form.put(urlFor('properties.update', { id: listing.id }), options)
    else form.post(urlFor('properties.store'), options)
  }

  usePageActions({
    save: () => (step === 1 ? next() : submit(false)),
    escape: () => (help ? setHelp(false) : router.visit(urlFor('properties.index'))),
    create: () => router.visit(urlFor('add_property')),
  })

  return (
    <>
      <Head title={heading} />
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <div className="flex items-center gap-2">
          <Link
            href={urlFor('properties.index')}
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ms-2 px-2' })}
            aria-label={t('posting.back_to_properties')}
          >
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
          <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {heading}
          </h1>
          <div className="hidden sm:block">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-expanded={help}
              aria-controls="listing-shortcuts"
              onClick={() => setHelp((open) => !open)}
              iconLeft={<Keyboard className="size-4" aria-hidden />}
            >
              {t('posting.shortcuts_toggle')}
            </Button>
          </div>
        </div>
        <p className="mt-1 text-ink-600">
          {t(editing ? 'posting.edit_subtitle' : 'posting.add_subtitle')}
        </p>

        {help && (
          <div className="mt-4">
            <ShortcutsPanel id="listing-shortcuts" />
          </div>
        )}

        <StepIndicator step={step} />

        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (step === 1) next()
            else submit(false)
          }}
        >
          <Card className="space-y-5">
            {step === 1 ? (
              <BasicStep
                fields={fields}
                currency={currency}
                titleRef={title}
                propertyTypes={propertyTypes}
              />
            ) : (
              <DetailsStep
                fields={fields}
                locationTree={locationTree}
                amenities={amenities}
                imageHosts={imageHosts}
              />
            )}
          </Card>
          <FormActions
            step={step}
            editing={editing}
            credits={credits}
            processing={form.processing}
            onBack={() => setStep(1)}
            onSaveDraft={() => submit(true)}
          />
        </form>
      </div>

      <NoCreditsDialog
        message={noCredits}
        onClose={() => setNoCredits(null)}
        onSaveDraft={() => submit(true)}
      />
    </>
  )
}
