import { router } from '@inertiajs/react'
import { Heart } from 'lucide-react'
import { cn } from '~/components/ui/cn'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

/** Saves or removes a favourite for signed-in users; signed-out visitors get the login dialog. */
export function FavoriteButton({ propertyId, active }: { propertyId: number; active: boolean }) {
  const t = useT()
  const { user } = useShared()
  const auth = useAuthDialog()
  const label = active ? t('listings.favorite_remove') : t('listings.favorite_add')

  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={user ? label : t('listings.favorite_login')}
      title={user ? label : t('listings.favorite_login')}
      data-testid="favorite-button"
      onClick={() => {
        if (!user) return auth.open('login')
        const options = { preserveScroll: true, preserveState: true }
        if (active) router.delete(urlFor('favorites.destroy', { id: propertyId }), options)
        else router.post(urlFor('favorites.store', { id: propertyId }), {}, options)
      }}
      className={cn(
        'grid size-10 place-items-center rounded-full border bg-white shadow-sm transition hover:bg-ink-50',
        active ? 'border-danger-600 text-danger-600' : 'border-ink-200 text-ink-700'
      )}
    >
      <Heart className={cn('size-5', active && 'fill-current')} aria-hidden />
    </button>
  )
}
