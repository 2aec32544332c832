import { Head, Link, router } from '@inertiajs/react'
import {
  Eye,
  ImageOff,
  ListChecks,
  MoreVertical,
  Pencil,
  Plus,
  RefreshCw,
  Trash2,
  Send,
} from 'lucide-react'
import { useState } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClasses } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { EmptyState } from '~/components/ui/empty_state'
import { Menu, MenuPanel, MenuTrigger } from '~/components/ui/menu'
import { MenuItem } from '@headlessui/react'
import { StatusBadge } from '~/components/listings/status_badge'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { imageSrcSet } from '#rules/image_urls'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { EnquiriesLink } from '~/components/dashboard/enquiries_link'

/** The owner's view of a listing (PropertyTransformer.forOwner). */
type Listing = Data.Property.Variants['forOwner']

function StateBadge({ listing }: { listing: Listing }) {
  const t = useT()
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleDateString(undefined, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        })
      : ''
  if (listing.listing_state === 'active')
    return (
      <Badge tone="success">
        {t('posting.mine.state_active', { date: date(listing.expires_at) })}
      </Badge>
    )
  if (listing.listing_state === 'expired')
    return (
      <Badge tone="danger">
        {t('posting.mine.state_expired', { date: date(listing.expires_at) })}
      </Badge>
    )
  return <Badge tone="neutral">{t('posting.mine.state_draft')}</Badge>
}

/** Status changes an owner makes from the list (001 §3 statuses). */
const STATUS_ACTIONS = [
  { status: 'sold', label: 'posting.mine.mark_sold' },
  { status: 'rented', label: 'posting.mine.mark_rented' },
  { status: 'available', label: 'posting.mine.mark_available' },
] as const

const itemClasses =
  'flex w-full items-center gap-2 rounded-control px-3 py-2 text-start text-sm text-ink-800 data-focus:bg-ink-50'

function ListingRow({ listing, onDelete }: { listing: Listing; onDelete: () => void }) {
  const t = useT()
  const { price } = usePrice()
  const [broken, setBroken] = useState(false)
  const live = listing.listing_state === 'active'
  const patchStatus = (status: string) =>
    router.patch(
      urlFor('properties.status', { id: listing.id }),
      { status },
      { preserveScroll: true }
    )
  const publish = () =>
    router.post(urlFor('properties.publish', { id: listing.id }), {}, { preserveScroll: true })

  return (
    <li
      className="flex gap-4 rounded-card border border-ink-100 bg-white p-3 shadow-card sm:p-4"
      data-testid="my-listing"
    >
      <div className="size-20 shrink-0 overflow-hidden rounded-control bg-gradient-to-br from-brand-50 to-ink-100 sm:size-28">
        {listing.image && !broken ? (
          <img
            src={listing.image}
            srcSet={imageSrcSet(listing.image)}
            sizes="112px"
            alt=""
            className="h-full w-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-ink-400">
            <ImageOff className="size-6" aria-hidden />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge listing={listing} />
          <StatusBadge status={listing.status} />
        </div>
        <h2 className="mt-1.5 line-clamp-2 font-semibold text-ink-900">{listing.title}</h2>
        <p className="mt-0.5 line-clamp-1 text-sm text-ink-600">{listing.location}</p>
        <p className="mt-1 font-bold text-ink-900">{price(listing.price, listing.currency)}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            href={urlFor('properties.edit', { id: listing.id })}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Pencil className="size-4" aria-hidden />
            {t('posting.mine.edit')}
          </Link>
          {listing.listing_state === 'draft' && (
            <Button size="sm" onClick={publish} iconLeft={<Send className="size-4" aria-hidden />}>
              {t('posting.mine.publish')}
            </Button>
          )}
          {listing.listing_state === 'expired' && (
            <Button
              size="sm"
              onClick={publish}
              iconLeft={<RefreshCw className="size-4" aria-hidden />}
            >
              {t('posting.mine.renew')}
            </Button>
          )}
          <Menu>
            <MenuTrigger
              unstyled
              className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2' })}
              aria-label={t('posting.mine.more_actions', { title: listing.title })}
            >
              <MoreVertical className="size-4" aria-hidden />
            </MenuTrigger>
            <MenuPanel anchor="bottom end" className="w-48">
              {live && (
                <MenuItem>
                  <Link
                    href={urlFor('properties.show', { id: listing.id })}
                    className={itemClasses}
                  >
                    <Eye className="size-4" aria-hidden />
                    {t('posting.mine.view')}
                  </Link>
                </MenuItem>
              )}
              {/* A reserved listing keeps its status until its booking is cancelled (the server refuses too). */}
              {STATUS_ACTIONS.filter(
                ({ status }) => listing.status !== 'reserved' && status !== listing.status
              ).map(({ status, label }) => (
                <MenuItem key={status}>
                  <button type="button" className={itemClasses} onClick={() => patchStatus(status)}>
                    {t(label)}
                  </button>
                </MenuItem>
              ))}
              <MenuItem>
                <button
                  type="button"
                  className={`${itemClasses} text-danger-700`}
                  onClick={onDelete}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {t('posting.mine.delete')}
                </button>
              </MenuItem>
            </MenuPanel>
          </Menu>
        </div>
      </div>
    </li>
  )
}

/** My Listings: the owner's drafts, live and expired listings, with edit, status, renew and delete. */
export default function MyListings({ listings }: { listings: Listing[] }) {
  const t = useT()
  const [deleting, setDeleting] = useState<Listing | null>(null)
  const [busy, setBusy] = useState(false)

  return (
    <>
      <Head title={t('posting.mine.title')} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {t('posting.mine.title')}
            </h1>
            <p className="mt-1 text-ink-600">
              {listings.length
                ? t('posting.mine.count', { count: listings.length })
                : t('posting.mine.subtitle')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <EnquiriesLink />
            <Link href={urlFor('add_property')} className={buttonClasses({})}>
              <Plus className="size-4" aria-hidden />
              {t('posting.mine.add')}
            </Link>
          </div>
        </div>
        {listings.length === 0 ? (
          <EmptyState
            framed
            className="mt-8"
            icon={<ListChecks className="size-7" aria-hidden />}
            title={t('posting.mine.empty_title')}
            body={t('posting.mine.empty_body')}
            action={
              <Link href={urlFor('add_property')} className={buttonClasses({})}>
                {t('posting.mine.add')}
              </Link>
            }
          />
        ) : (
          <ul className="mt-6 space-y-3">
            {listings.map((listing) => (
              <ListingRow
                key={listing.id}
                listing={listing}
                onDelete={() => setDeleting(listing)}
              />
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('posting.mine.delete_title')}
        size="sm"
      >
        <p className="text-ink-700">
          {t('posting.mine.delete_body', { title: deleting?.title ?? '' })}
        </p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setDeleting(null)}>
            {t('posting.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() =>
              router.delete(urlFor('properties.destroy', { id: deleting!.id }), {
                onStart: () => setBusy(true),
                onFinish: () => {
                  setBusy(false)
                  setDeleting(null)
                },
              })
            }
          >
            {t('posting.mine.delete_confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
