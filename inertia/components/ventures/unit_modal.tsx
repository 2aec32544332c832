import { Link } from '@inertiajs/react'
import { CalendarCheck, ExternalLink, Phone, Search } from 'lucide-react'
import { useState } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { Dialog } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { unitConfigOf } from '#rules/venture_options'
import { useVentureLabels } from './labels'
import { SiteVisitForm } from './site_visit_form'
import { SimilarUnits } from './similar_units'
import { UnitDetailsText, useUnitDetails } from './unit_details'
import {
  isKnownUnitStatus,
  unitStatusClasses,
  useUnitStatusLabel,
  type UnitData,
} from './unit_groups'
import { urlFor } from '~/lib/routes'
import {
  telUrl,
  useContactReveal,
  type OwnerContact,
} from '~/components/listings/use_contact_reveal'

type Props = {
  ventureId: number
  unit: UnitData | null
  /** Every unit loaded on the page, for 'Get Similar Units'. */
  units: UnitData[]
  /** The venture's currency: every unit's price is in it. */
  currency: string
  /** A unit's tower as people read it ('Main Building' without one). */
  towerNameOf: (unit: UnitData) => string
  /** The developer's phone and e-mail once revealed to this viewer (or their own venture). */
  contact: OwnerContact | null
  onClose: () => void
  onSelect: (unit: UnitData) => void
}

/**
 * A unit of the seat-map (000 §2): its facts, then by status either 'Book
 * Site Visit', 'Call' and 'View More', or why it cannot be booked and (unless
 * sold) 'Get Similar Units'. 'Call' dials the developer's own phone, which a
 * signed-in visitor asks for first (the reveal of issue 10, recorded for the
 * developer with this unit); signed out, it opens the login dialog.
 */
export default function UnitModal(props: Props) {
  const { unit, onClose, towerNameOf } = props
  const t = useT()
  // The last unit stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(unit)
  // Each opening (another unit, or the same one again) starts afresh: details, booking form, similar units.
  const [shownFor, setShownFor] = useState(unit)
  const [opening, setOpening] = useState(0)
  if (shownFor !== unit) {
    setShownFor(unit)
    if (unit) {
      setShown(unit)
      setOpening((n) => n + 1)
    }
  }
  if (!shown) return null
  const floor = t('venture_pages.units.floor', { floor: shown.floor ?? 1 })
  return (
    <Dialog
      open={unit !== null}
      onClose={onClose}
      title={t('venture_pages.modal.unit_title', { unit: shown.unit_number ?? shown.id })}
      description={`${towerNameOf(shown)} · ${floor}`}
      closeLabel={t('venture_pages.close')}
      size="lg"
    >
      <UnitBody key={opening} {...props} shown={shown} />
    </Dialog>
  )
}

/**
 * What the seat-map drew is shown at once (price, status, floor,
 * configuration, area); facing, bathrooms, description and amenities when the
 * unit's details arrive.
 */
function UnitBody({
  ventureId,
  shown,
  units,
  currency,
  towerNameOf,
  contact,
  onClose,
  onSelect,
}: Props & { shown: UnitData }) {
  const t = useT()
  const developer = useContactReveal(urlFor('ventures.developer_contact', { id: ventureId }))
  const labels = useVentureLabels()
  const statusLabel = useUnitStatusLabel()
  const { lakhs1, perSqft, number } = usePrice()
  const [booking, setBooking] = useState(false)
  const [similar, setSimilar] = useState(false)
  const { details, failed } = useUnitDetails(ventureId, shown.id)

  const status = shown.status
  const config = unitConfigOf({ bedrooms: shown.bedrooms, unitType: shown.unit_type })
  const dash = '—'
  // Facts of the details: '…' until they arrive.
  const later = (value: string | number | null | undefined) => (details ? (value ?? dash) : '…')
  const facts = [
    { label: t('venture_pages.modal.tower'), value: towerNameOf(shown) },
    { label: t('venture_pages.modal.floor'), value: shown.floor ?? 1 },
    {
      label: t('venture_pages.modal.configuration'),
      value: config ? labels.unitConfig(config) : dash,
    },
    { label: t('venture_pages.modal.bedrooms'), value: shown.bedrooms ?? dash },
    { label: t('venture_pages.modal.bathrooms'), value: later(details?.bathrooms) },
    {
      label: t('venture_pages.modal.area'),
      value: shown.area ? t('master.units.sqft', { area: number(shown.area) }) : dash,
    },
    { label: t('venture_pages.modal.facing'), value: later(details?.facing) },
    {
      label: t('venture_pages.modal.price_per_sqft'),
      value: perSqft(shown.price, shown.area, currency),
    },
  ]

  return (
    <div className="space-y-5" data-testid="unit-modal">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-2xl font-extrabold text-ink-900" data-testid="unit-price">
          {lakhs1(shown.price, currency)}
        </p>
        <span
          className={cn(
            'rounded-pill border px-2.5 py-0.5 text-xs font-semibold',
            unitStatusClasses(status)
          )}
        >
          {statusLabel(status)}
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-control bg-ink-50 px-3 py-2">
            <dt className="text-xs text-ink-600">{fact.label}</dt>
            <dd className="font-semibold text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <UnitDetailsText details={details} failed={failed} />

      {status === 'available' ? (
        booking ? (
          <SiteVisitForm
            ventureId={ventureId}
            unitId={shown.id}
            onCancel={() => setBooking(false)}
            onSent={onClose}
          />
        ) : (
          <div className="space-y-2">
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                onClick={() => setBooking(true)}
                iconLeft={<CalendarCheck aria-hidden />}
                fullWidth
              >
                {t('venture_pages.modal.book_site_visit')}
              </Button>
              {contact ? (
                <a
                  href={telUrl(contact.phone)}
                  title={contact.phone}
                  className={buttonClasses({ variant: 'outline', fullWidth: true })}
                  data-testid="unit-call"
                >
                  <Phone className="size-4" aria-hidden />
                  {t('venture_pages.modal.call')}
                </a>
              ) : (
                <Button
                  variant="outline"
                  fullWidth
                  loading={developer.processing}
                  iconLeft={<Phone aria-hidden />}
                  onClick={() =>
                    developer.reveal(
                      'call',
                      (revealed) => (window.location.href = telUrl(revealed.phone)),
                      { unit_id: shown.id }
                    )
                  }
                >
                  {t('venture_pages.modal.call')}
                </Button>
              )}
              <Link
                href={urlFor('properties.show', { id: shown.id })}
                className={buttonClasses({ variant: 'outline', fullWidth: true })}
              >
                <ExternalLink className="size-4" aria-hidden />
                {t('venture_pages.modal.view_more')}
              </Link>
            </div>
            {developer.error && (
              <p role="alert" className="text-sm text-danger-700">
                {developer.error}
              </p>
            )}
          </div>
        )
      ) : (
        <div className="space-y-3">
          <p
            className="rounded-control border border-ink-200 bg-ink-50 px-4 py-3 text-sm font-medium text-ink-800"
            data-testid="unit-status-message"
          >
            {t(`venture_pages.modal.status_${isKnownUnitStatus(status) ? status : 'unknown'}`)}
          </p>
          {status !== 'sold' && !similar && (
            <Button
              variant="secondary"
              onClick={() => setSimilar(true)}
              iconLeft={<Search aria-hidden />}
              fullWidth
            >
              {t('venture_pages.modal.similar_units')}
            </Button>
          )}
        </div>
      )}
      {similar && (
        <SimilarUnits
          unit={shown}
          units={units}
          currency={currency}
          towerNameOf={towerNameOf}
          onSelect={onSelect}
        />
      )}
    </div>
  )
}
