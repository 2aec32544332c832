import { useEffect, useState, type ComponentType } from 'react'

/**
 * Mounted by the app layout. The consent gate and the banner load by dynamic
 * import() once the page is interactive, so they cost no page anything of
 * its first-paint JavaScript budget.
 */
export function CookieConsent() {
  const [Host, setHost] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    import('~/components/cookies/consent_host').then((module) => mounted && setHost(() => module.ConsentHost))
    return () => {
      mounted = false
    }
  }, [])
  return Host ? <Host /> : null
}
