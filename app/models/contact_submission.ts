import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type {
  Budget,
  ContactPropertyType,
  InquiryType,
  PreferredContact,
} from '#rules/contact_rules'

/** A message sent through Contact Us (001 §3 Contact submission); admins read them. */
export default class ContactSubmission extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** What the sender is told, e.g. DH-7KQ2M9XP: random, never a counter. */
  @column()
  declare referenceId: string

  /** The signed-in sender, if any. */
  @column()
  declare userId: number | null

  /** The marketplace lead a property inquiry became. */
  @column()
  declare leadId: number | null

  @column()
  declare name: string

  @column()
  declare email: string

  @column()
  declare phone: string | null

  @column()
  declare subject: string

  @column()
  declare inquiryType: InquiryType

  @column()
  declare propertyType: ContactPropertyType | null

  @column()
  declare location: string | null

  @column()
  declare budget: Budget | null

  @column()
  declare message: string

  @column()
  declare preferredContact: PreferredContact

  /** The page's language when sent, so an answer can be in it. */
  @column()
  declare locale: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
