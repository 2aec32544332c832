import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Venture from '#models/venture'
import Property from '#models/property'
import Payment from '#models/payment'
import type Tower from '#models/tower'
import VentureService from '#services/ventures/venture_service'
import TowerService from '#services/ventures/tower_service'
import GenerateUnits from '#services/ventures/generate_units'
import PublishUnits from '#services/ventures/publish_units'
import VentureUnits from '#services/ventures/venture_units'
import RecordEnquiry from '#services/leads/record_enquiry'
import RecordVentureLead from '#services/leads/record_venture_lead'
import CreateCheckout from '#services/payments/create_checkout'
import FulfilPayment from '#services/payments/fulfil_payment'
import SubmitContact from '#services/contact/submit_contact'
import type { Checkout } from '#services/payments/create_checkout'
import type { VentureUnitInput } from '#validators/venture_unit'
import {
  DEMO_ENQUIRERS,
  DEMO_SIGN_INS,
  DEMO_VENTURES,
  type DemoSignIn,
  type DemoTower,
} from '#database/data/demo_ventures'

const RETURN_URLS = {
  successUrl: 'http://localhost/credits',
  cancelUrl: 'http://localhost/credits',
}

/**
 * The demo's ventures and activity, built with the app's own services (issue
 * 27): the builder buys credits (a purchase in the ledger, through the demo
 * gateway) and publishes towers of units in every status, the owner buys
 * credits and books a unit, and visitors' enquiries become leads of the
 * agent, the owner and the builder. Idempotent: each part is made only when
 * what it makes is missing (a venture by owner and name, a purchase by buyer,
 * a listing's leads when it has none).
 */
export default class SeedDemoVentures {
  async handle() {
    const accounts = new Map<DemoSignIn['key'], User>()
    for (const account of DEMO_SIGN_INS)
      accounts.set(account.key, await User.findByOrFail('email', account.email))
    for (const account of DEMO_SIGN_INS)
      if (account.buys) await this.#purchase(accounts.get(account.key)!, account.buys)

    let createdVentures = 0
    for (const demo of DEMO_VENTURES) {
      const builder = accounts.get('builder')!
      const exists = await Venture.query()
        .where('owner_id', builder.id)
        .where('name', demo.input.name)
        .first()
      if (exists) continue
      const country = demo.input.country_code ?? 'IN'
      const venture = await new VentureService().create(builder, demo.input, country)
      for (const tower of demo.towers) await this.#tower(venture, tower, accounts.get('owner')!)
      await this.#ventureLeads(venture)
      createdVentures++
    }
    for (const key of ['agent', 'owner'] as const) await this.#listingLeads(accounts, key)
    await this.#contactMessage()
    return { createdVentures }
  }

  /** A Contact Us message for the admin panel's Messages tab, once. */
  async #contactMessage() {
    const [, , visitor] = DEMO_ENQUIRERS
    if (await db.from('contact_submissions').where('email', visitor.email).first()) return
    await new SubmitContact().handle(
      {
        ...visitor,
        subject: 'Demo message: looking for a 2 BHK in Hyderabad',
        inquiry_type: 'property',
        message: 'Demo message sent by demo:seed, for trying the admin panel.',
      },
      { user: null, locale: 'en' }
    )
  }

  /** A credit package bought and paid through the demo gateway, once per buyer. */
  async #purchase(buyer: User, packageCode: string) {
    const paid = await Payment.query()
      .where('user_id', buyer.id)
      .where('purpose', 'credits')
      .where('status', 'completed')
      .first()
    if (paid) return
    const checkout = await new CreateCheckout().forPackage(buyer, {
      packageId: packageCode,
      countryCode: buyer.countryCode ?? 'IN',
      ...RETURN_URLS,
    })
    await this.#pay(checkout)
  }

  async #pay({ payment, gateway }: Checkout) {
    if (!gateway.demo) throw new Error('demo:seed pays only through the demo gateway')
    await new FulfilPayment().handle(payment.id, {
      providerPaymentId: `demo_seed_${payment.id}`,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    })
  }

  async #tower(venture: Venture, demo: DemoTower, buyer: User) {
    const tower = await new TowerService().create(venture, {
      name: demo.name,
      floors: demo.floors,
      units_per_floor: demo.unitsPerFloor,
    })
    await new GenerateUnits().handle(venture, tower, {
      floors: demo.floors,
      units_per_floor: demo.unitsPerFloor,
      bedrooms: demo.bedrooms,
      bathrooms: demo.bathrooms,
      area: demo.area,
      price: demo.price,
      unit_type: 'apartment',
    })
    const units = await Property.query().where('tower_id', tower.id).orderBy('id')
    const live = units.filter((unit) => !demo.drafts.includes(unit.unitNumber!))
    await new PublishUnits().handle(
      venture,
      live.map((unit) => unit.id)
    )
    for (const unit of live) {
      const status = demo.sold.includes(unit.unitNumber!)
        ? 'sold'
        : demo.blocked.includes(unit.unitNumber!)
          ? 'blocked'
          : null
      if (status) await new VentureUnits().update(venture, unit, unitInput(tower, unit, status))
    }
    if (demo.booked) {
      const unit = units.find((u) => u.unitNumber === demo.booked!.unit)!
      await unit.refresh() // published above
      unit.bookingAmount = demo.booked.amount
      await unit.save()
      await this.#pay(await new CreateCheckout().forBooking(buyer, unit, RETURN_URLS))
    }
  }

  /** A site-visit request on a unit and a 'Contact Developer' lead, for the builder. */
  async #ventureLeads(venture: Venture) {
    const unit = await Property.query()
      .where('venture_id', venture.id)
      .where('listing_state', 'active')
      .where('status', 'available')
      .orderBy('id')
      .firstOrFail()
    const [first, second] = DEMO_ENQUIRERS
    await new RecordVentureLead().handle(
      venture,
      { ...first, message: 'Demo enquiry: may we visit the site this Saturday?' },
      { unitId: unit.id, source: 'site_visit' }
    )
    await new RecordVentureLead().handle(
      venture,
      { ...second, message: 'Demo enquiry: please send the brochure and payment plan.' },
      { source: 'venture_contact' }
    )
  }

  /** Enquiries about the account's demo listings, when they have none yet. */
  async #listingLeads(accounts: Map<DemoSignIn['key'], User>, key: 'agent' | 'owner') {
    const listings = await Property.query()
      .where('owner_id', accounts.get(key)!.id)
      .whereNull('venture_id')
    for (const listing of listings) {
      if (await db.from('leads').where('property_id', listing.id).first()) continue
      for (const enquirer of DEMO_ENQUIRERS)
        await new RecordEnquiry().handle(listing, {
          ...enquirer,
          message: `Demo enquiry from ${enquirer.name}: is it still available?`,
        })
      if (key === 'agent') {
        const owner = accounts.get('owner')!
        await new RecordEnquiry().handle(
          listing,
          {
            name: owner.name,
            phone: owner.phone ?? '',
            email: owner.email,
            message: 'Demo enquiry from the demo owner account.',
          },
          owner
        )
      }
    }
  }
}

function unitInput(tower: Tower, unit: Property, status: 'sold' | 'blocked'): VentureUnitInput {
  return {
    unit_name: unit.unitNumber!,
    unit_type: 'apartment',
    tower_id: tower.id,
    floor: unit.floor,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    area: unit.areaSqft,
    price: unit.price,
    status,
  } as VentureUnitInput
}
