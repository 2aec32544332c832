import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'

/** An admin and an /api token of theirs. */
export async function adminToken() {
  const admin = await UserFactory.apply('admin').create()
  const accessToken = await User.accessTokens.create(admin)
  return { admin, token: accessToken.value!.release() }
}

/** The audit log's entries of one action, newest first. */
export const auditOf = (action: string) =>
  db.from('audit_logs').where('action', action).orderBy('id', 'desc')
