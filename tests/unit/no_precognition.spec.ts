import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import ts from 'typescript'
import app from '@adonisjs/core/services/app'
import * as stub from '../../inertia/lib/precognition_stub.js'

/**
 * The browser build replaces laravel-precognition with a stand-in
 * (inertia/lib/precognition_stub.ts, 4 KiB less JavaScript on every page), which
 * throws if live validation is ever turned on. These are the ways to turn it on:
 * none may appear in the client code.
 *
 * - `useForm(method, url, data)` or `useForm(urlMethodPair, data)` (only
 *   `useForm()`, `useForm(data)` and `useForm('rememberKey', data)` stay off it);
 * - `form.withPrecognition(...)`, `http.setClient(...)`;
 * - importing laravel-precognition directly.
 */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

function precognitionUses(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  )
  const found: string[] = []
  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ''
      const [first] = node.arguments
      const rememberKey = node.arguments.length === 2 && first && ts.isStringLiteralLike(first)
      if (name === 'useForm' && node.arguments.length > 1 && !rememberKey)
        found.push(`${where(node)} useForm with an endpoint`)
      if (name === 'withPrecognition' || name === 'setClient')
        found.push(`${where(node)} ${name}()`)
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === 'laravel-precognition'
    ) {
      found.push(`${where(node)} imports laravel-precognition`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

test.group('Precognition stays out of the browser build', () => {
  test('no client code turns live validation on', async ({ assert }) => {
    const root = app.makePath('inertia')
    const uses: string[] = []
    for (const file of await sourceFiles(root)) {
      uses.push(...precognitionUses(relative(app.makePath(), file), await readFile(file, 'utf8')))
    }
    assert.deepEqual(
      uses,
      [],
      'Laravel Precognition is stubbed in vite.config.ts: remove the alias before using live validation'
    )
  })

  test('the checker finds each way in', ({ assert }) => {
    const code = `
      import { createValidator } from 'laravel-precognition'
      useForm('post', '/users', { name: '' })
      useForm({ url: '/users', method: 'post' }, { name: '' })
      form.withPrecognition('post', '/users')
      http.setClient({ xsrfCookieName: 'X' })
      useForm({ name: '' })
      useForm('remember-me', { name: '' })
      useForm()`
    assert.lengthOf(precognitionUses('x.ts', code), 5)
  })

  test('the stand-in keeps the helpers Inertia calls outside live validation, and refuses the rest', ({
    assert,
  }) => {
    assert.deepEqual(
      stub.toSimpleValidationErrors({ email: ['Taken', 'Too long'], name: 'Required' }),
      { email: 'Taken', name: 'Required' }
    )
    assert.equal(stub.resolveName('email'), 'email')
    assert.equal(stub.resolveName({ target: { name: 'phone' } }), 'phone')
    assert.isTrue(stub.isFile(new Blob(['x'])))
    assert.isFalse(stub.isFile('x'))
    assert.throws(() => stub.createValidator(), /not bundled/)
    assert.throws(() => stub.client.withXsrfCookieName(), /not bundled/)
  })
})
