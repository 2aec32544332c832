import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#services/db/sql_time'

/** Webhook deliveries already handled (provider + event id), so a replay is acknowledged without work. */
export const webhookEvents = {
  async seen(provider: string, eventId: string): Promise<boolean> {
    return !!(await db
      .from('payment_webhook_events')
      .where('provider', provider)
      .where('event_id', eventId)
      .first())
  },

  /** Recorded after the event was handled; a concurrent twin may have recorded it first. */
  async remember(provider: string, eventId: string, type: string) {
    try {
      await db
        .table('payment_webhook_events')
        .insert({ provider, event_id: eventId, type: type.slice(0, 80), created_at: sqlTime() })
    } catch {
      // Unique (provider, event_id): the twin delivery got there first. Handling is idempotent anyway.
    }
  },
}

export type WebhookOutcome = {
  received: true
  handled: boolean
  duplicate?: boolean
  reason?: string
}
