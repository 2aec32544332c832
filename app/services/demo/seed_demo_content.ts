import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Property from '#models/property'
import { uniqueAgentCode } from '#services/accounts/agent_code'
import { DEMO_LISTINGS, DEMO_OWNERS } from '#database/data/demo_listings'
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '#database/data/demo_ventures'
import { joinLocation } from '#rules/location_filter'

/**
 * Adds demo owners and their listings. Idempotent: an owner is matched by
 * e-mail and a listing by owner and title, so running it again adds nothing.
 * Demo owners get random passwords (nobody can sign in as them); the demo
 * sign-ins (owner, agent, builder, admin) get DEMO_PASSWORD.
 */
export default class SeedDemoContent {
  async handle() {
    return db.transaction(async (trx) => {
      const owners = new Map<string, User>()
      let createdUsers = 0
      let createdListings = 0

      const accounts = [
        ...DEMO_OWNERS.map((owner) => ({
          ...owner,
          password: randomBytes(24).toString('base64url'),
        })),
        ...DEMO_SIGN_INS.map((account) => ({
          ...account,
          countryCode: 'IN',
          password: DEMO_PASSWORD,
        })),
      ]
      for (const owner of accounts) {
        let user = await User.query({ client: trx }).where('email', owner.email).first()
        if (!user) {
          user = await User.create(
            {
              name: owner.name,
              email: owner.email,
              phone: owner.phone,
              countryCode: owner.countryCode,
              role: owner.role,
              password: owner.password,
              agentCode: await uniqueAgentCode(trx),
              credits: 0,
              walletBalancePaise: 0,
            },
            { client: trx }
          )
          createdUsers++
        }
        owners.set(owner.key, user)
      }

      const now = DateTime.now()
      for (const [index, listing] of DEMO_LISTINGS.entries()) {
        const owner = owners.get(listing.owner)!
        const exists = await Property.query({ client: trx })
          .where('owner_id', owner.id)
          .where('title', listing.title)
          .first()
        if (exists) continue
        const publishedAt = now.minus({ days: DEMO_LISTINGS.length - index })
        await Property.create(
          {
            ownerId: owner.id,
            title: listing.title,
            propertyType: listing.propertyType,
            price: listing.price,
            areaSqft: listing.areaSqft,
            bedrooms: listing.bedrooms,
            bathrooms: listing.bathrooms,
            status: listing.status,
            description: listing.description,
            amenities: listing.amenities,
            images: [],
            state: listing.state,
            district: listing.district,
            city: listing.city,
            area: listing.area,
            location: joinLocation({
              ...listing,
              area: listing.area !== listing.city ? listing.area : '',
            }),
            countryCode: listing.countryCode,
            lat: listing.lat,
            lng: listing.lng,
            listingState: 'active',
            publishedAt,
            expiresAt: publishedAt.plus({ days: 30 }),
          },
          { client: trx }
        )
        createdListings++
      }
      return { createdUsers, createdListings }
    })
  }
}
