import type { ComponentType, ReactNode } from 'react'

/** What a file in inertia/pages exports: the page, optionally with its layout. */
export type PageModule = {
  default: ComponentType<any> & { layout?: (page: ReactNode) => ReactNode }
}
