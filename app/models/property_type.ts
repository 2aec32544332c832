import { MasterDataItem } from '#models/master_data_item'

export default class PropertyType extends MasterDataItem {
  static table = 'property_types'
}
