import { test } from '@japa/runner'
import { ventureValidator } from '#validators/venture'
import { ventureUnitValidator } from '#validators/venture_unit'
import { towerValidator } from '#validators/tower'
import { listingValidator } from '#validators/listing'
import { roleValidator } from '#validators/admin'
import { contactValidator } from '#validators/contact'
import { registerValidator } from '#validators/auth'

/*
 * The validators that take the spec's request shapes (issue 26) still give a
 * JSON Schema (the OpenAPI document is built from them), and it says what the
 * parse steps accept: a venture's location as text or an object, labels.
 */
test.group('JSON Schemas of the validators that take the spec’s bodies', () => {
  test('{name} gives a JSON Schema of an object')
    .with([
      { name: 'ventureValidator', validator: ventureValidator, field: 'location' },
      { name: 'ventureUnitValidator', validator: ventureUnitValidator, field: 'unit_name' },
      { name: 'towerValidator', validator: towerValidator, field: 'tower_type' },
      { name: 'listingValidator', validator: listingValidator, field: 'property_type' },
      { name: 'roleValidator', validator: roleValidator, field: 'role' },
      { name: 'contactValidator', validator: contactValidator, field: 'budget' },
      { name: 'registerValidator', validator: registerValidator, field: 'referred_by' },
    ])
    .run(({ assert }, { validator, field }) => {
      const schema = validator.toJSONSchema() as any
      assert.equal(schema.type, 'object')
      assert.property(schema.properties, field)
    })

  test('a venture’s location is text or {state, district, city, area}; options say labels are taken; the older unit form’s fields are listed', ({
    assert,
  }) => {
    const schema = ventureValidator.toJSONSchema() as any
    assert.deepEqual(
      schema.properties.location.anyOf.map((one: any) => one.type),
      ['string', 'object']
    )
    assert.deepEqual(Object.keys(schema.properties.location.anyOf[1].properties), [
      'state',
      'district',
      'city',
      'area',
    ])
    assert.include(schema.properties.amenities.items.enum, 'swimming_pool')
    assert.match(schema.properties.amenities.items.description, /Swimming Pool/)
    const unit = ventureUnitValidator.toJSONSchema() as any
    assert.includeMembers(Object.keys(unit.properties), ['tower', 'unit_number', 'property_type'])
  })
})
