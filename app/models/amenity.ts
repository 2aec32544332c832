import { MasterDataItem } from '#models/master_data_item'

export default class Amenity extends MasterDataItem {
  static table = 'amenities'
}
