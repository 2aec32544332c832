import type { HttpContext } from '@adonisjs/core/http'
import Wallet from '#services/credits/wallet'
import { apiSerializer } from '#transformers/api_serializer'
import WalletTransactionTransformer from '#transformers/wallet_transaction_transformer'
import WalletTransformer from '#transformers/wallet_transformer'

/** The wallet (001 §3 Wallet) and its transactions (GET /wallet/transactions). */
export default class WalletController {
  async show({ auth }: HttpContext) {
    return apiSerializer.serialize(
      WalletTransformer.transform(await new Wallet().summary(auth.getUserOrFail()))
    )
  }

  async transactions({ auth }: HttpContext) {
    const rows = await new Wallet().transactions(auth.getUserOrFail())
    return { data: await apiSerializer.serialize(WalletTransactionTransformer.transform(rows)) }
  }
}
