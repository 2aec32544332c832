import { test } from '@japa/runner'
import { checkImageUrl } from '#rules/listing_rules'

/** The one rule the wizard (on Add) and the server validator apply to pasted image addresses. */
test.group('checkImageUrl', () => {
  const hosts = ['media.dreamhomes.in', 'img.example.com']

  test('{value} → {expected}')
    .with([
      { value: '/media/images/0b6c3c1e-8a8e-4c59-9c1e-0f2b1a3d4e5f/1280.webp', expected: null },
      { value: 'https://media.dreamhomes.in/images/a/1280.webp', expected: null },
      { value: 'https://IMG.example.com/a.jpg', expected: null },
      { value: 'http://img.example.com/a.jpg', expected: 'images.url' },
      { value: 'javascript:alert(1)', expected: 'images.url' },
      { value: '/media/../.env', expected: 'images.url' },
      { value: 'https://tracker.example.net/pixel.gif', expected: 'images.host' },
      { value: 'https://img.example.com:8443/a.jpg', expected: 'images.host' },
      { value: 'https://img.example.com.evil.net/a.jpg', expected: 'images.host' },
    ])
    .run(({ assert }, { value, expected }) => {
      assert.equal(checkImageUrl(value, hosts)?.key ?? null, expected)
    })

  test('with no hosts configured only our own uploads pass', ({ assert }) => {
    assert.isNull(checkImageUrl('/media/images/x/1280.webp', []))
    assert.equal(checkImageUrl('https://img.example.com/a.jpg', [])?.key, 'images.host')
  })
})
