import { test } from '@japa/runner'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { MessageAreaScan, SHELL, scanPageAreas } from '#services/i18n/message_area_scan'
import { PAGE_AREAS, SHELL_AREAS } from '#services/i18n/page_areas'
import { messagesFor, pageAreas } from '#services/i18n/client_messages'

/** Areas of the signed-in back office: no public page may carry them (issue 28). */
const BACK_OFFICE = [
  'admin',
  'admin_overview',
  'bulk_upload',
  'dashboard',
  'posting',
  'venture_builder',
]

test.group('Messages per page: the areas of each page (issue 28)', () => {
  test('app/services/i18n/page_areas.ts matches the sources (else run node ace i18n:areas)', ({
    assert,
  }) => {
    const { shell, pages } = scanPageAreas(app.makePath())
    assert.deepEqual([...SHELL_AREAS], shell, 'the shell’s areas: run node ace i18n:areas')
    assert.deepEqual(
      Object.fromEntries(Object.entries(PAGE_AREAS).map(([page, areas]) => [page, [...areas]])),
      pages,
      'the pages’ areas: run node ace i18n:areas'
    )
  })

  test('every key a page and its dialogs write out exists and is in the areas sent with the page', ({
    assert,
  }) => {
    const scan = new MessageAreaScan(app.makePath())
    const english = messagesFor('en')
    const shell = scan.graph(SHELL)
    for (const page of scan.pages()) {
      const { first, lazy } = scan.graph(`inertia/pages/${page}.tsx`)
      const sent = new Set(pageAreas(page))
      for (const path of [...first, ...lazy, ...shell.first, ...shell.lazy]) {
        const info = scan.module(path)
        for (const area of info.areas)
          assert.isTrue(sent.has(area), `${page}: ${path} uses ${area}`)
        for (const key of info.keys)
          assert.isString(english[key], `${page}: ${path} uses ${key}, which no message has`)
      }
    }
  })

  test('public pages carry no back-office area; the back office carries its own', ({ assert }) => {
    for (const page of [
      'home',
      'properties/index',
      'properties/show',
      'ventures/index',
      'ventures/show',
    ])
      for (const area of BACK_OFFICE)
        assert.notInclude(pageAreas(page), area, `${page} gets ${area}`)
    assert.includeMembers(pageAreas('admin/index'), ['admin', 'admin_overview'])
    assert.include(pageAreas('dashboard/index'), 'dashboard')
    assert.includeMembers(pageAreas('ventures/create'), ['venture_builder', 'places'])
    // A component the scan does not know gets every area rather than raw keys.
    assert.includeMembers(pageAreas('no/such_page'), [...BACK_OFFICE, 'shell', 'places'])
  })
})

test.group('Messages per page: the source scan', (group) => {
  let root: string
  group.each.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'message-areas-'))
    const files: Record<string, string> = {
      'resources/lang/en/shell.json': '{}',
      'resources/lang/en/auth.json': '{}',
      'resources/lang/en/home.json': '{}',
      'resources/lang/en/admin.json': '{}',
      'resources/lang/en/master.json': '{}',
      'inertia/layouts/app_layout.tsx': `import { lazyWithPreload } from '~/lib/lazy'
        const Dialog = lazyWithPreload(() => import('~/components/login'))
        export const title = t('shell.title')`,
      'inertia/lib/lazy.ts': 'export const lazyWithPreload = 1',
      'inertia/components/login.tsx': "export const x = t('auth.sign_in')",
      'inertia/pages/home.tsx': `import { card } from '../components/card'
        // t('admin.title') is only an example in a comment
        /* nor t('admin.users') here */
        const Chat = lazyWithPreload(() => import('~/components/chat'))
        export default () => card + t(\`master.statuses.\${status}\`) + 'http://example.com'`,
      // Its area comes with its code (inertia/lib/lazy_messages.ts), not with the page.
      'inertia/components/chat.tsx':
        "const t = useAreaT('admin'); export const x = t('admin.chat')",
      'inertia/components/card.tsx': `import { rule } from '#rules/rule.js'
        export const card = [{ label: 'home.card' }]`,
      'rules/rule.ts': '/** Keys come from the server. i18n-areas: places */ export const rule = 1',
      'inertia/pages/admin/index.tsx': "export default () => t('admin.title')",
    }
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await writeFile(join(root, path), text)
    }
    return () => rm(root, { recursive: true, force: true })
  })

  test('finds literal, template, listed and marked areas through imports, not in comments', ({
    assert,
  }) => {
    assert.deepEqual(scanPageAreas(root), {
      shell: ['auth', 'shell'],
      pages: { 'admin/index': ['admin'], 'home': ['home', 'master', 'places'] },
    })
    const scan = new MessageAreaScan(root)
    assert.deepEqual([...scan.module('inertia/pages/home.tsx').keys], [])
    assert.deepEqual([...scan.module('inertia/components/card.tsx').keys], ['home.card'])
    const { first, lazy } = scan.graph('inertia/layouts/app_layout.tsx')
    assert.deepEqual([...first], ['inertia/layouts/app_layout.tsx', 'inertia/lib/lazy.ts'])
    assert.deepEqual([...lazy], ['inertia/components/login.tsx'])
  })
})
