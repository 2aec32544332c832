import env from '#start/env'

/**
 * Contact channels, offices and promises of the Contact Us page (001 §2, §9)
 * and the legal pages. Channels and offices come from the environment; what is
 * not configured is not shown (no invented phone numbers or addresses).
 */
export type Office = { city: string; address: string; phone?: string }

function offices(): Office[] {
  const raw = env.get('CONTACT_OFFICES')
  if (!raw) return []
  const parsed = JSON.parse(raw) as unknown
  if (!Array.isArray(parsed))
    throw new Error('CONTACT_OFFICES must be a JSON array of {city, address, phone?}')
  return parsed.map((office) => {
    const { city, address, phone } = office as Record<string, unknown>
    if (typeof city !== 'string' || typeof address !== 'string')
      throw new Error('Every office in CONTACT_OFFICES needs a city and an address')
    return { city, address, ...(typeof phone === 'string' ? { phone } : {}) }
  })
}

const contactConfig = {
  /** Support address shown on the contact page and the legal pages (the footer shows the same default). */
  email: env.get('CONTACT_EMAIL'),
  /** Shown only when set. */
  phone: env.get('CONTACT_PHONE') ?? null,
  /** A WhatsApp number (digits with country code), shown only when set. */
  whatsapp: env.get('CONTACT_WHATSAPP') ?? null,
  offices: offices(),
  /**
   * The one response promise used everywhere (001 §2 says 4 hours in some
   * places and 24 in others): 24 hours, a promise the team can keep for a
   * message sent at 8:59 PM on a Saturday too.
   */
  responseHours: 24,
  /** 001 §9: Mon-Sat 9 AM-9 PM, Sunday 10 AM-6 PM, India time. */
  hours: {
    timezone: 'Asia/Kolkata',
    weekdays: { from: '09:00', to: '21:00' },
    sunday: { from: '10:00', to: '18:00' },
  },
}

export default contactConfig
