import { Suspense, type ReactNode } from 'react'
import { useOpenedOnce } from '~/components/ui/dialog'
import { lazyWithPreload } from '~/lib/lazy'

export interface DrawerProps {
  open: boolean
  onClose: () => void
  title: string
  side?: 'left' | 'right'
  children: ReactNode
  /** Sticky footer, e.g. "Clear" / "Show 120 homes" buttons. */
  footer?: ReactNode
  closeLabel?: string
  /** Max width as a CSS length (default '26rem'); the drawer is full width on narrower screens. */
  width?: string
}

const DrawerPanelImpl = lazyWithPreload(() => import('~/components/ui/drawer_panel'))

/**
 * Full-height panel sliding in from the side, with header, scrollable body and
 * optional sticky footer. Its code loads the first time it opens (see Dialog).
 */
export function Drawer(props: DrawerProps) {
  if (!useOpenedOnce(props.open)) return null
  return (
    <Suspense fallback={null}>
      <DrawerPanelImpl {...props} />
    </Suspense>
  )
}
