import { Eye, EyeOff } from 'lucide-react'
import { useT } from '~/lib/i18n'

export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const t = useT()
  return (
    <button
      type="button"
      onClick={onToggle}
      className="grid size-9 place-items-center rounded-control text-ink-600 hover:bg-ink-100 hover:text-ink-900"
      aria-label={shown ? t('auth.hide_password') : t('auth.show_password')}
      aria-pressed={shown}
    >
      {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
    </button>
  )
}
