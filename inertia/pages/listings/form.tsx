import { Head, Link, router, usePage } from '@inertiajs/react'
import { ArrowLeft, Check, Coins, Keyboard } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Dialog } from '~/components/ui/dialog'
import { TextField, controlClasses, FieldLabel, FieldMessages } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { toast } from '~/components/ui/toast'
import { cn } from '~/components/ui/cn'
import { LocationSelects } from '~/components/locations/location_selects'
import { ImageUploader } from '~/components/listings/form/image_uploader'
import { ShortcutsPanel } from '~/components/listings/form/shortcuts_panel'
import { TagInput } from '~/components/listings/form/tag_input'
import { displayLocation, isReserved, toPayload, useListingForm, type OwnedListing } from '~/components/listings/form/use_listing_form'
import { useAmenityLabel, useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { CURRENCY_SYMBOLS } from '~/shared/money'
import { usePageActions } from '~/lib/shortcuts'
import { bookingAmountLimits, BOOKING_AMOUNT_PRICE_PERCENT, DESCRIPTION_MIN, REQUIRED_FIELDS, ROOMS_MAX, STEP_ONE_FIELDS } from '~/shared/listing_rules'
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '~/shared/search_options'
import type { StateTree } from '~/shared/location_filter'
import { urlFor } from '~/lib/routes'

/** `currency` is the listing's country's: prices are typed in it and stored as typed. */
type Props = { listing: OwnedListing | null; credits: number; locationTree: StateTree; imageHosts: string[]; currency: string }

/** Add Property (001 §2, §4, §5) and its edit twin: two steps, on-blur checks, 1 credit to publish. */
export default function ListingForm({ listing, credits, locationTree, imageHosts, currency }: Props) {
  const t = useT()
  const amenityLabel = useAmenityLabel()
  const { lakhs2 } = usePrice()
  const { form, change, blur, validate, errorOf } = useListingForm(listing, currency)
  const [step, setStep] = useState<1 | 2>(1)
  const [help, setHelp] = useState(false)
  const [noCredits, setNoCredits] = useState(false)
  const title = useRef<HTMLInputElement>(null)
  const editing = listing !== null
  const messages = usePage<{ messages: Record<string, string> }>().props.messages ?? {}
  const amenitySuggestions = useMemo(
    () => Object.keys(messages).filter((key) => key.startsWith('master.amenities.')).map((key) => key.slice('master.amenities.'.length)),
    [messages]
  )

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
        if (errors.credits) return setNoCredits(true)
        if (STEP_ONE_FIELDS.some((field) => errors[field])) setStep(1)
        toast.error(Object.values(errors)[0] ?? t('posting.save_failed'))
      },
    }
    form.transform((data) => toPayload(data, draft))
    if (editing) form.put(urlFor('properties.update', { id: listing.id }), options)
    else form.post(urlFor('properties.store'), options)
  }

  const actions = useMemo(
    () => ({
      save: () => (step === 1 ? next() : submit(false)),
      escape: () => (help ? setHelp(false) : router.visit(urlFor('properties.index'))),
      create: () => router.visit(urlFor('add_property')),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [step, help, form.data, form.processing]
  )
  usePageActions(actions)

  const location = displayLocation(form.data)
  const price = Number(form.data.price)
  const bookingAmount = Number(form.data.booking_amount)
  const bookingLimits = bookingAmountLimits(currency)
  const bookingHint = t('posting.booking_amount_hint', { min: bookingLimits.min, percent: BOOKING_AMOUNT_PRICE_PERCENT, max: bookingLimits.max })

  return (
    <>
      <Head title={t(editing ? 'posting.edit_title' : 'posting.add_title')} />
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <div className="flex items-center gap-2">
          <Link href={urlFor('properties.index')} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ms-2 px-2' })} aria-label={t('posting.back_to_properties')}>
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
          <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t(editing ? 'posting.edit_title' : 'posting.add_title')}</h1>
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
        <p className="mt-1 text-ink-600">{t(editing ? 'posting.edit_subtitle' : 'posting.add_subtitle')}</p>

        {help && (
          <div className="mt-4">
            <ShortcutsPanel id="listing-shortcuts" />
          </div>
        )}

        <ol className="mt-6 grid grid-cols-2 gap-3" aria-label={t('posting.step', { n: step })}>
          {[t('posting.step_basic'), t('posting.step_additional')].map((label, index) => {
            const number = index + 1
            const done = step > number
            const current = step === number
            return (
              <li key={label} aria-current={current ? 'step' : undefined} className={cn('flex items-center gap-2.5 rounded-card border px-2.5 py-2 sm:gap-3 sm:px-3 sm:py-2.5', current ? 'border-brand-300 bg-brand-50' : 'border-ink-200 bg-white')}>
                <span className={cn('grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold', done ? 'bg-success-600 text-white' : current ? 'bg-brand-600 text-white' : 'bg-ink-100 text-ink-600')}>
                  {done ? <Check className="size-4" aria-hidden /> : number}
                </span>
                <span className="min-w-0">
                  <span className="hidden text-xs text-ink-500 sm:block">{t('posting.step', { n: number })}</span>
                  <span className={cn('block text-sm font-semibold leading-tight', current ? 'text-brand-900' : 'text-ink-800')}>{label}</span>
                </span>
              </li>
            )
          })}
        </ol>

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
              <>
                <h2 className="text-lg font-semibold text-ink-900">{t('posting.step_basic')}</h2>
                <TextField
                  ref={title}
                  label={t('posting.title_label')}
                  name="title"
                  required
                  placeholder={t('posting.title_placeholder')}
                  value={form.data.title}
                  onChange={(e) => change('title', e.target.value)}
                  onBlur={(e) => blur('title', e)}
                  error={errorOf('title')}
                />
                <div className="grid gap-5 sm:grid-cols-2">
                  <SelectField
                    label={t('posting.type_label')}
                    name="property_type"
                    required
                    value={form.data.property_type}
                    onChange={(e) => change('property_type', e.target.value)}
                    error={errorOf('property_type')}
                    options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(`master.property_types.${type}`) }))}
                  />
                  {isReserved(form.data) ? (
                    <div data-testid="status-reserved">
                      <FieldLabel htmlFor="status-reserved">{t('posting.status_label')}</FieldLabel>
                      <p id="status-reserved" className="rounded-card border border-ink-200 bg-ink-50 px-3 py-2 text-sm text-ink-700">
                        <strong className="font-semibold text-ink-900">{t('master.statuses.reserved')}</strong> · {t('posting.status_reserved')}
                      </p>
                    </div>
                  ) : (
                    <SelectField
                      label={t('posting.status_label')}
                      name="status"
                      value={form.data.status}
                      onChange={(e) => change('status', e.target.value)}
                      error={errorOf('status')}
                      options={PROPERTY_STATUSES.map((status) => ({ value: status, label: t(`master.statuses.${status}`) }))}
                    />
                  )}
                  <TextField
                    label={t('posting.price_label', { symbol: CURRENCY_SYMBOLS[currency] ?? currency })}
                    name="price"
                    required
                    inputMode="decimal"
                    value={form.data.price}
                    onChange={(e) => change('price', e.target.value)}
                    onBlur={(e) => blur('price', e)}
                    error={errorOf('price')}
                    hint={price > 0 ? `${lakhs2(price, currency)} · ${t(`posting.price_hint_${currency}`)}` : t(`posting.price_hint_${currency}`)}
                  />
                  <TextField
                    label={t('posting.area_label')}
                    name="area"
                    required
                    inputMode="decimal"
                    value={form.data.area}
                    onChange={(e) => change('area', e.target.value)}
                    onBlur={(e) => blur('area', e)}
                    error={errorOf('area')}
                  />
                  {(['bedrooms', 'bathrooms'] as const).map((field) => (
                    <TextField
                      key={field}
                      label={t(`posting.${field}_label`)}
                      name={field}
                      type="number"
                      min={0}
                      max={ROOMS_MAX}
                      step={1}
                      inputMode="numeric"
                      value={form.data[field]}
                      onChange={(e) => change(field, e.target.value)}
                      onBlur={(e) => blur(field, e)}
                      error={errorOf(field)}
                      hint={t('posting.rooms_hint')}
                    />
                  ))}
                </div>
                <TextField
                  label={t('posting.booking_amount_label')}
                  name="booking_amount"
                  inputMode="numeric"
                  value={form.data.booking_amount}
                  onChange={(e) => change('booking_amount', e.target.value)}
                  onBlur={(e) => blur('booking_amount', e)}
                  error={errorOf('booking_amount')}
                  hint={bookingAmount > 0 ? `${lakhs2(bookingAmount, currency)} · ${bookingHint}` : bookingHint}
                />
              </>
            ) : (
              <>
                <h2 className="text-lg font-semibold text-ink-900">{t('posting.step_additional')}</h2>
                <fieldset>
                  <legend className="mb-1.5 text-sm font-medium text-ink-800">
                    {t('posting.location_label')}
                    <span aria-hidden="true" className="ms-0.5 text-danger-700">*</span>
                  </legend>
                  <p className="mb-3 text-sm text-ink-600">{t('posting.location_hint')}</p>
                  <div className="grid gap-x-5 sm:grid-cols-2 [&>div]:contents">
                    <LocationSelects
                      tree={locationTree}
                      emptyLabel={t('posting.location_choose')}
                      value={{ state: form.data.state, district: form.data.district, city: form.data.city, area: form.data.area_name }}
                      onChange={(value) => {
                        form.setData((data) => ({ ...data, state: value.state, district: value.district, city: value.city, area_name: value.area }))
                        form.clearErrors('location' as any, 'state' as any, 'district' as any, 'city' as any, 'area_name' as any)
                      }}
                    />
                  </div>
                  {location && <p className="mt-2 text-sm text-ink-700" data-testid="location-preview">{t('posting.location_preview', { location })}</p>}
                  <FieldMessages error={errorOf('location') ?? errorOf('state') ?? errorOf('district') ?? errorOf('city') ?? errorOf('area_name')} errorId="location-error" hintId="location-hint" />
                </fieldset>
                <div>
                  <FieldLabel htmlFor="description" required>
                    {t('posting.description_label')}
                  </FieldLabel>
                  <textarea
                    id="description"
                    name="description"
                    rows={6}
                    className={controlClasses(Boolean(errorOf('description')), 'min-h-36 resize-y')}
                    placeholder={t('posting.description_placeholder')}
                    value={form.data.description}
                    aria-invalid={Boolean(errorOf('description')) || undefined}
                    aria-describedby="description-hint description-error"
                    onChange={(e) => change('description', e.target.value)}
                    onBlur={(e) => blur('description', e)}
                  />
                  <FieldMessages
                    error={errorOf('description')}
                    hint={t('posting.description_count', { count: form.data.description.trim().length, min: DESCRIPTION_MIN })}
                    errorId="description-error"
                    hintId="description-hint"
                  />
                </div>
                <TagInput
                  label={t('posting.amenities_label')}
                  name="amenity"
                  placeholder={t('posting.amenities_placeholder')}
                  values={form.data.amenities}
                  onChange={(values) => change('amenities', values)}
                  suggestions={amenitySuggestions}
                  suggestionsLabel={t('posting.amenities_suggested')}
                  labelOf={amenityLabel}
                  error={errorOf('amenities')}
                />
                <ImageUploader images={form.data.images} imageHosts={imageHosts} onChange={(images) => change('images', images)} error={errorOf('images')} />
              </>
            )}
          </Card>

          {!editing && step === 2 && (
            <p className="mt-4 flex items-center gap-2 text-sm text-ink-700" data-testid="credits-balance">
              <Coins className="size-4 text-accent-600" aria-hidden />
              <span>
                <strong>{t('posting.credits_balance', { count: credits })}</strong> · {t('posting.credits_hint')}
              </span>
            </p>
          )}

          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            {step === 1 ? (
              <Link href={urlFor('properties.index')} className={buttonClasses({ variant: 'ghost' })}>
                {t('posting.cancel')}
              </Link>
            ) : (
              <Button type="button" variant="ghost" onClick={() => setStep(1)}>
                {t('posting.back')}
              </Button>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              {step === 1 ? (
                <Button type="submit">{t('posting.next')}</Button>
              ) : editing ? (
                <Button type="submit" loading={form.processing}>
                  {form.processing ? t('posting.saving') : t('posting.save_changes')}
                </Button>
              ) : (
                <>
                  <Button type="button" variant="outline" disabled={form.processing} onClick={() => submit(true)}>
                    {t('posting.save_draft')}
                  </Button>
                  <Button type="submit" loading={form.processing}>
                    {form.processing ? t('posting.saving') : t('posting.publish')}
                  </Button>
                </>
              )}
            </div>
          </div>
        </form>
      </div>

      <Dialog open={noCredits} onClose={() => setNoCredits(false)} title={t('posting.no_credits_title')} description={t('posting.no_credits')}>
        <p className="text-ink-700">{t('posting.no_credits_body')}</p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => {
              setNoCredits(false)
              submit(true)
            }}
          >
            {t('posting.save_draft')}
          </Button>
          <Link href={urlFor('credits')} className={buttonClasses({})}>
            {t('posting.buy_credits')}
          </Link>
        </div>
      </Dialog>
    </>
  )
}
