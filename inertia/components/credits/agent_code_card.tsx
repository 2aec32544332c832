import { Copy, Share2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { toast } from '~/components/ui/toast'
import { useT } from '~/lib/i18n'

/** The user's agent code with Copy Code ('Agent code copied to clipboard!', 001 §8). */
export function AgentCodeCard({ code }: { code: string }) {
  const t = useT()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      toast.success(t('credits.code_copied'))
    } catch {
      toast.error(t('credits.copy_failed'))
    }
  }
  return (
    <Card className="flex flex-col gap-4 bg-gradient-to-br from-brand-700 to-brand-900 text-white sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-medium text-brand-100">
          <Share2 className="size-4" aria-hidden /> {t('credits.agent_code')}
        </p>
        <p
          className="mt-1 font-mono text-2xl font-bold tracking-[0.2em] sm:text-3xl"
          data-testid="agent-code"
        >
          {code}
        </p>
        <p className="mt-2 max-w-xl text-sm text-brand-100">{t('credits.agent_code_hint')}</p>
      </div>
      <Button
        variant="secondary"
        iconLeft={<Copy />}
        onClick={copy}
        className="self-start sm:self-center"
      >
        {t('credits.copy_code')}
      </Button>
    </Card>
  )
}
