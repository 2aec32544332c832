import { usePage } from '@inertiajs/react'
import type { Data } from '~generated/data'

/** Props every page gets from the server's Inertia middleware (generated types). */
export type SharedPageProps = Data.SharedProps
export type ShellUser = Data.User

export function useShared(): SharedPageProps {
  return usePage().props
}
