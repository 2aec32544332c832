/*
|--------------------------------------------------------------------------
| Container bindings
|--------------------------------------------------------------------------
|
| Services with state shared by the whole process. Tests swap them with
| app.container.swap(...).
|
*/
import app from '@adonisjs/core/services/app'
import ExchangeRates from '#services/currency/exchange_rates'
import { sharedRates } from '#services/currency/shared_rates'
import LocationTree from '#services/locations/location_tree'
import PaymentGateways from '#services/payments/payment_gateways'
import type { PaymentsConfig } from '#config/payments'

app.container.singleton(ExchangeRates, async () => {
  const market = app.config.get<{ currencyRatesUrl: string }>('market')
  return new ExchangeRates(market.currencyRatesUrl, fetch, Date.now, sharedRates)
})

/** The location tree, cached in memory for reverse geocoding and the hierarchy. */
app.container.singleton(LocationTree, () => new LocationTree())

/** Payment gateways built once from config/payments.ts; tests swap in ones pointed at a local fake. */
app.container.singleton(
  PaymentGateways,
  () => new PaymentGateways(app.config.get<PaymentsConfig>('payments'), app.inProduction)
)
