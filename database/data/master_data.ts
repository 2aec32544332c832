/**
 * Master data of 000 §3 and §9: property types with their labels and the 16
 * amenities with their categories.
 */
export const PROPERTY_TYPES = [
  { name: 'apartment', label: 'Apartment', icon: 'building-2' },
  { name: 'villa', label: 'Villa', icon: 'house' },
  { name: 'plot', label: 'Plot', icon: 'land-plot' },
  { name: 'farmland', label: 'Farm Land', icon: 'sprout' },
  { name: 'commercial', label: 'Commercial', icon: 'store' },
  { name: 'independent_house', label: 'Independent House', icon: 'home' },
]

export const AMENITIES = [
  { name: 'swimming_pool', label: 'Swimming Pool', category: 'Outdoor', icon: 'waves' },
  { name: 'gym_fitness', label: 'Gym & Fitness', category: 'Indoor', icon: 'dumbbell' },
  { name: 'clubhouse', label: 'Clubhouse', category: 'Community', icon: 'party-popper' },
  { name: 'children_play_area', label: "Children's Play Area", category: 'Outdoor', icon: 'baby' },
  { name: 'sports_facilities', label: 'Sports Facilities', category: 'Outdoor', icon: 'trophy' },
  { name: 'landscaped_gardens', label: 'Landscaped Gardens', category: 'Outdoor', icon: 'trees' },
  { name: 'security_24x7', label: '24x7 Security', category: 'Security', icon: 'shield-check' },
  { name: 'power_backup', label: 'Power Backup', category: 'Indoor', icon: 'zap' },
  { name: 'car_parking', label: 'Car Parking', category: 'Community', icon: 'car' },
  { name: 'water_supply', label: '24x7 Water Supply', category: 'Community', icon: 'droplets' },
  { name: 'elevators', label: 'Elevators', category: 'Indoor', icon: 'arrow-up-down' },
  { name: 'intercom', label: 'Intercom', category: 'Security', icon: 'phone' },
  { name: 'fire_safety', label: 'Fire Safety', category: 'Security', icon: 'flame' },
  { name: 'senior_citizen_area', label: 'Senior Citizen Area', category: 'Community', icon: 'armchair' },
  { name: 'jogging_track', label: 'Jogging Track', category: 'Outdoor', icon: 'footprints' },
  { name: 'yoga_meditation', label: 'Yoga & Meditation', category: 'Indoor', icon: 'flower-2' },
]
