import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import Property from '#models/property'
import User from '#models/user'
import ContactSubmission from '#models/contact_submission'
import { UserFactory } from '#database/factories/user_factory'
import { LeadFactory } from '#database/factories/lead_factory'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '../posting/helpers.js'

/*
 * The other bodies of 000 §7 and 001 §7 as the spec writes them (issue 26):
 * the property form, registration, the admin's role and master data, the
 * contact form, a lead's status. Field lists from the spec, values from its
 * option lists; docs/api.md#request-bodies.
 */

const api = (token: string) => ({ authorization: `Bearer ${token}` })

test.group('/api takes the spec’s property, account, admin and contact bodies', (group) => {
  isolated(group)
  withLocationTree(group)

  test('POST /api/properties: 001 §7 "the property form fields plus lat and lng", type and status by label', async ({
    assert,
    client,
  }) => {
    const { user, token } = await ownerWithCredits(2)
    // 001 §3 "Property form: title, property_type, price, area, location, state, district, city, area_name,
    // description, bedrooms, bathrooms, amenities, images, status; submission also carries lat and lng, both 0";
    // 001 §5 "empty is sent as null … Price and area are sent as decimals"; 000 §3 "farmland (label Farm Land)".
    const response = await client
      .post(urlFor('api.properties.store'))
      .headers(api(token))
      .json({
        title: 'Two acre mango farm near Shamshabad',
        property_type: 'Farm Land',
        price: 7500000.5,
        area: 87120.25,
        location: 'Gachibowli, Hyderabad, Rangareddy, Telangana',
        state: 'Telangana',
        district: 'Rangareddy',
        city: 'Hyderabad',
        area_name: 'Gachibowli',
        description:
          'Fenced farmland with a borewell, 300 mango trees and a small farmhouse, 20 minutes from the airport.',
        bedrooms: null,
        bathrooms: null,
        amenities: ['Borewell', 'Farmhouse'],
        images: ['https://img.example.com/farm.jpg'],
        status: 'Under Construction',
        lat: 0,
        lng: 0,
      })
    response.assertStatus(201)
    const property = await Property.findOrFail(response.body().id)
    assert.containSubset(property.serialize(), {
      ownerId: user.id,
      propertyType: 'farmland',
      status: 'under_construction',
      price: 7500001,
      areaSqft: 87120,
      state: 'Telangana',
      area: 'Gachibowli',
      bedrooms: null,
      listingState: 'active',
    })
    assert.deepEqual(property.amenities, ['Borewell', 'Farmhouse'])
  })

  test('POST /api/auth/register and login: 000 §7 bodies, phone formatted, referral code blank or given', async ({
    assert,
    client,
  }) => {
    const agent = await UserFactory.merge({ role: 'agent' }).create()
    // 000 §7 "POST /auth/register | body: name, email, phone (formatted), password, referred_by".
    for (const [email, referredBy] of [
      ['asha@example.com', ''],
      ['ravi@example.com', null],
      ['meena@example.com', agent.agentCode],
    ] as const) {
      const response = await client.post(urlFor('api.auth.register')).json({
        name: 'Asha Rao',
        email,
        phone: '+91 98765-43210',
        password: 'secret123',
        referred_by: referredBy,
      })
      response.assertStatus(201)
      assert.isString(response.body().token)
      const user = await User.findByOrFail('email', email)
      assert.equal(user.referredById, referredBy ? agent.id : null)
    }
    // 000 §7 "POST /auth/login | body: email, password".
    const login = await client
      .post(urlFor('api.auth.login'))
      .json({ email: 'asha@example.com', password: 'secret123' })
    login.assertStatus(200)
    assert.equal(login.body().user.email, 'asha@example.com')
  })

  test('admin: PUT users/{id}/role "body role", master data "body name, label, category, description, icon, display_order" (001 §7)', async ({
    assert,
    client,
  }) => {
    const { token } = await ownerWithCredits(0, 'admin')
    const member = await UserFactory.create()
    const role = await client
      .put(urlFor('api.admin.users.role', { id: member.id }))
      .headers(api(token))
      .json({ role: 'Agent' })
    role.assertStatus(200)
    await member.refresh()
    assert.equal(member.role, 'agent')

    const amenity = await client
      .post(urlFor('api.admin.master_data.store', { type: 'amenities' }))
      .headers(api(token))
      .json({
        name: 'rooftop_garden',
        label: 'Rooftop Garden',
        category: 'Outdoor',
        description: 'A garden on the roof',
        icon: 'trees',
        display_order: '4',
      })
    amenity.assertStatus(201)
    const edited = await client
      .put(urlFor('api.admin.master_data.update', { type: 'amenities', id: amenity.body().id }))
      .headers(api(token))
      .json({
        name: 'rooftop_garden',
        label: 'Roof Garden',
        category: 'Community',
        description: 'Shared garden',
        icon: 'trees',
        display_order: 5,
      })
    edited.assertStatus(200)
    const row = await db.from('amenities').where('id', amenity.body().id).first()
    assert.containSubset(row, { label: 'Roof Garden', category: 'Community', display_order: 5 })

    // 001 §7 "for locations also query location_type=state".
    const state = await client
      .post(
        urlFor(
          'api.admin.master_data.store',
          { type: 'locations' },
          { qs: { location_type: 'state' } }
        )
      )
      .headers(api(token))
      .json({
        name: 'Sikkim',
        label: 'Sikkim',
        category: '',
        description: '',
        icon: '',
        display_order: 0,
      })
    state.assertStatus(201)
    const place = await db.from('locations').where('name', 'Sikkim').first()
    assert.containSubset(place, { level: 'state', country_code: 'IN' })
  })

  test('POST /api/contact/submit with 001 §3 "Contact submission" fields; PUT /leads/{id}/status?status (000 §7)', async ({
    assert,
    client,
  }) => {
    const response = await client
      .post(urlFor('api.contact.submit'))
      .header('x-forwarded-for', '10.62.0.1')
      .json({
        name: 'Priya Sharma',
        email: 'priya@example.com',
        phone: '',
        subject: 'Plots near the airport',
        inquiry_type: 'property',
        property_type: 'plot',
        location: 'Shamshabad',
        budget: '25L-50L',
        message: 'Looking for a 200 sq yd plot with clear title.',
        preferred_contact: 'email',
      })
    response.assertStatus(201)
    const submission = await ContactSubmission.findByOrFail(
      'reference_id',
      response.body().reference_id
    )
    assert.containSubset(submission.serialize(), {
      inquiryType: 'property',
      propertyType: 'plot',
      budget: '25L-50L',
      phone: null,
    })
    // A form's untouched choices are sent blank: no choice, not a 422.
    const general = await client
      .post(urlFor('api.contact.submit'))
      .header('x-forwarded-for', '10.62.0.2')
      .json({
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '+91 98765 43210',
        subject: 'Office hours',
        inquiry_type: 'General',
        property_type: '',
        location: '',
        budget: '',
        message: 'Are you open on Sundays?',
        preferred_contact: 'Phone',
      })
    general.assertStatus(201)
    const blank = await ContactSubmission.findByOrFail('reference_id', general.body().reference_id)
    assert.containSubset(blank.serialize(), {
      inquiryType: 'general',
      propertyType: null,
      budget: null,
      preferredContact: 'phone',
    })

    const { user, token } = await ownerWithCredits(0)
    await User.query().where('id', user.id).update({ role: 'agent' })
    const lead = await LeadFactory.merge({ ownerId: user.id }).create()
    const changed = await client
      .put(urlFor('api.leads.status', { id: lead.id }, { qs: { status: 'visited' } }))
      .headers(api(token))
    changed.assertStatus(200)
    await lead.refresh()
    assert.equal(lead.status, 'visited')
  })
})
