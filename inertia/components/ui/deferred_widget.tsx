import {
  Suspense,
  useEffect,
  useEffectEvent,
  useState,
  type ButtonHTMLAttributes,
  type ComponentType,
  type RefObject,
} from 'react'
import type { Preloadable } from '~/lib/lazy'

/** What a deferred widget gets besides its own props. */
export type DeferredProps = { openOnMount?: boolean }

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string }

/**
 * A menu or popover of the header whose code (Headless UI, floating-ui) loads
 * when someone reaches for it. Until then the server and the first paint show
 * `trigger`, a plain button that looks exactly like the widget's own: hover or
 * focus starts the download, a click swaps in the widget, which opens itself.
 */
export function DeferredWidget<P extends object>({
  widget: Widget,
  props,
  trigger,
}: {
  widget: Preloadable<ComponentType<P & DeferredProps>>
  props: P
  trigger: TriggerProps
}) {
  const [active, setActive] = useState(false)
  const placeholder = (
    <button
      type="button"
      aria-haspopup="true"
      aria-expanded={false}
      {...trigger}
      onPointerEnter={() => void Widget.preload()}
      onFocus={() => void Widget.preload()}
      onClick={() => setActive(true)}
    />
  )
  if (!active) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <Widget {...props} openOnMount />
    </Suspense>
  )
}

/** In the loaded widget: opens it once, when it replaced the placeholder after a click. */
export function useOpenOnMount(button: RefObject<HTMLElement | null>, openOnMount?: boolean) {
  const openOnce = useEffectEvent(() => {
    if (openOnMount) button.current?.click()
  })
  useEffect(() => openOnce(), [])
}
