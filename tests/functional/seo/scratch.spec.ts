import { test } from '@japa/runner'
test('dump', async ({ client }) => {
  const r = await client.get('/?lang=hi').header('accept-language', 'en')
  console.log(r.text().split('</head>')[0])
})
