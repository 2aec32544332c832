import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { BellPlus } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { SelectField } from '~/components/ui/select'
import { TextField } from '~/components/ui/input'
import { toast } from '~/components/ui/toast'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { FREQUENCIES, type Frequency } from './frequency_options'

/** The two search pages and the kind of search each saves. */
const KINDS: Record<string, 'properties' | 'ventures'> = {
  'properties/index': 'properties',
  'ventures/index': 'ventures',
}

/** Fields that name a search well, most telling first. */
const NAMING = ['search', 'area', 'city', 'district', 'state', 'property_type', 'venture_type']

/** The message key of a type filter's label. */
const TYPE_LABELS: Record<string, (value: string) => string> = {
  property_type: (value) => `master.property_types.${value}`,
  venture_type: (value) => `venture_pages.venture_types.${value}`,
}

/**
 * 'Save this search' on /properties and /ventures (issue 31), loaded after
 * the page (ResultsHeader renders it lazily): the page's filters, everything
 * in its URL, under a name with an alert frequency. Guests are asked to sign in.
 */
export default function SaveSearch() {
  const t = useT()
  const page = usePage<{ filters?: Record<string, string | number | string[]> }>()
  const { user } = useShared()
  const auth = useAuthDialog()
  const kind = KINDS[page.component]
  const filters = Object.fromEntries(
    Object.entries(page.props.filters ?? {}).filter(
      ([key, value]) => key !== 'cursor' && value !== undefined && value !== null && value !== ''
    )
  )
  // A type reads as its label ("Apartment", "अपार्टमेंट"), not its slug.
  const label = (key: string, value: string) => {
    const labelKey = TYPE_LABELS[key]?.(value)
    const text = labelKey ? t(labelKey) : value
    return labelKey && text === labelKey ? value : text
  }
  const suggested =
    NAMING.filter((key) => typeof filters[key] === 'string')
      .map((key) => label(key, filters[key] as string))
      .slice(0, 2)
      .join(', ') || t(`saved_searches.kind.${kind}`)
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [frequency, setFrequency] = useState<Frequency>('daily')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!kind) return null

  return (
    <>
      <Button
        variant="outline"
        iconLeft={<BellPlus aria-hidden />}
        data-testid="save-search"
        title={user ? undefined : t('saved_searches.login_to_save')}
        onClick={() => {
          if (!user) return auth.open('login')
          setName(suggested)
          setError(null)
          setOpen(true)
        }}
      >
        {t('saved_searches.save_button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('saved_searches.dialog_title')}
        size="sm"
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            router.post(
              urlFor('saved_searches.store'),
              { name, kind, filters, frequency },
              {
                preserveScroll: true,
                preserveState: true,
                onStart: () => setBusy(true),
                onFinish: () => setBusy(false),
                onSuccess: () => setOpen(false),
                onError: (errors) => {
                  const message = errors.name ?? Object.values(errors)[0] ?? null
                  setError(errors.name ?? null)
                  if (!errors.name && message) toast.error(message)
                },
              }
            )
          }}
        >
          <TextField
            label={t('saved_searches.name_label')}
            name="name"
            value={name}
            maxLength={80}
            required
            error={error}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={t('saved_searches.frequency_label')}
            name="frequency"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as Frequency)}
            options={FREQUENCIES.map((value) => ({
              value,
              label: t(`saved_searches.frequency.${value}`),
            }))}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('saved_searches.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('saved_searches.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
