import { Dialog, type DialogProps } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'

/** A dialog of the venture builder: its close button speaks the builder's words. */
export function BuilderDialog(props: Omit<DialogProps, 'closeLabel'>) {
  const t = useT()
  return <Dialog {...props} closeLabel={t('venture_builder.common.close')} />
}
