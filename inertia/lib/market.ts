import { usePage } from '@inertiajs/react'
import type { Data } from '~generated/data'

export type MarketProps = Data.SharedProps['market']

export function useMarket(): MarketProps {
  return usePage().props.market
}

/** Message key of a country's name. */
export const countryNameKey = (code: string) =>
  code === 'US' ? 'shell.region.united_states' : 'shell.region.india'
