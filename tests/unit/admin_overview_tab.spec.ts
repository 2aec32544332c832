import { test } from '@japa/runner'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import app from '@adonisjs/core/services/app'
import type { AdminOverviewData } from '#services/admin/admin_overview'
import AdminOverviewTransformer from '#transformers/admin_overview_transformer'
import { messagesFor } from '#services/i18n/client_messages'
import { OVERVIEW_WEEKS } from '#tests/helpers/admin_overview'

const zeros = () => OVERVIEW_WEEKS.map(() => 0)

const OVERVIEW: AdminOverviewData = {
  generatedAt: '2026-11-18T04:30:00.000Z',
  zone: 'Asia/Kolkata',
  counts: {
    users: 1_234,
    byRole: { customer: 1_000, partner: 150, agent: 80, admin: 4 },
    properties: 5_678,
    ventureUnits: 96,
    ventures: 12,
    leads: 345,
    bookings: 23,
  },
  revenue: [
    { currency: 'INR', amount: 1_250_000, bookings: 3 },
    { currency: 'USD', amount: 9_000, bookings: 2 },
  ],
  weeks: OVERVIEW_WEEKS,
  newListings: {
    properties: [4, 6, 3, 8, 12, 9, 7, 15, 11, 10, 14, 5],
    ventures: [0, 1, 0, 0, 2, 0, 1, 0, 0, 1, 0, 0],
  },
  leads: [2, 3, 5, 4, 6, 9, 7, 8, 12, 10, 11, 4],
  weeklyRevenue: [
    { currency: 'INR', amounts: [...zeros().slice(1), 1_250_000] },
    { currency: 'USD', amounts: zeros() },
  ],
  byType: [
    { key: 'apartment', count: 3_000 },
    { key: 'villa', count: 1_500 },
    { key: 'other', count: 1_178 },
  ],
  byCity: [
    { key: 'Hyderabad', count: 2_500 },
    { key: 'Pune', count: 1_200 },
    { key: 'other', count: 1_990 },
  ],
}

/** The Overview tab rendered on the server, as the admin page's SSR would, inside an Inertia page with the language's messages. */
async function render(locale: string) {
  const vite = await app.container.make('vite')
  const runner = await vite.createModuleRunner()
  try {
    const { default: OverviewTab } = (await runner.import(
      '/inertia/components/admin/overview_tab.tsx'
    )) as { default: ComponentType<any> }
    const overview = new AdminOverviewTransformer(OVERVIEW).toObject()
    const page = {
      component: 'admin/probe',
      props: { overview, locale, messages_all: messagesFor(locale) },
      url: '/admin',
      version: null,
    }
    const { body } = await createInertiaApp({
      page: page as any,
      render: renderToString,
      resolve: () =>
        ({
          default: (props: any) => createElement(OverviewTab, { overview: props.overview }),
        }) as any,
      setup: ({ App, props }: { App: ComponentType<any>; props: any }) => createElement(App, props),
    })
    return body
  } finally {
    await runner.close()
  }
}

test.group('Admin Overview tab (server render)', () => {
  test('draws every chart as SVG on the server, each with a summary and its figures in a table', async ({
    assert,
  }) => {
    const html = await render('en')
    const charts = html.match(/<svg[^>]*data-chart="dh-admin-chart"[^>]*>/g) ?? []
    // New listings, new leads, revenue in rupees, revenue in dollars, by type, by city.
    assert.lengthOf(charts, 6)
    for (const svg of charts) {
      assert.include(svg, 'role="img"')
      assert.match(svg, /aria-label="[^"]{20,}"/)
    }
    assert.match(html, /<path d="M0,[\d.]+L/, 'the lines are drawn, not left for the browser')
    assert.include(
      html,
      'aria-label="New listings, last 12 weeks. Totals: Properties 104, Ventures 5. Highest week: 19 Oct (15)."'
    )
    assert.include(html, 'aria-label="Listings by city: Hyderabad 2,500, Pune 1,200, Other 1,990."')
    assert.lengthOf(html.match(/<details/g) ?? [], 6)
    assert.lengthOf(html.match(/<table/g) ?? [], 6)
    assert.match(html, /<th scope="row"[^>]*>16 November<\/th><td[^>]*>5<\/td><td[^>]*>0<\/td>/)
  })

  test('shows the counts, rupee revenue in lakhs with two decimals and dollars apart', async ({
    assert,
  }) => {
    const html = await render('en')
    for (const label of [
      'Total Users',
      'Customers',
      'Partners',
      'Agents',
      'Admins',
      'Properties',
      'Ventures',
      'Leads',
      'Bookings',
    ])
      assert.include(html, label)
    assert.include(html, '1,234')
    assert.include(html, '5,678')
    assert.include(html, '+ 96 venture units')
    assert.include(html, '₹12.50L')
    assert.include(html, '$9,000')
    assert.include(html, 'From 3 completed bookings')
    assert.include(html, 'Apartment')
  })

  test('speaks Hindi with the page', async ({ assert }) => {
    const html = await render('hi')
    assert.include(html, 'नई लिस्टिंग')
    assert.include(html, 'कुल उपयोगकर्ता')
    assert.include(html, 'तालिका के रूप में देखें')
    assert.include(html, '₹12.50L')
  })
})
