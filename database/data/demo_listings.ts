/**
 * Demo content for `node ace demo:seed`: believable listings in Indian and US
 * cities. Prices are in the listing's own currency: whole rupees in India,
 * round whole dollars in the US.
 */
export type DemoOwner = { key: string; name: string; email: string; phone: string; countryCode: string; role: 'customer' | 'partner' | 'agent' }

export const DEMO_OWNERS: DemoOwner[] = [
  { key: 'sai', name: 'Sai Krishna Constructions', email: 'sales@saikrishna.demo.dreamhomes.example', phone: '+91 98480 11223', countryCode: 'IN', role: 'partner' },
  { key: 'meera', name: 'Meera Iyer', email: 'meera.iyer@demo.dreamhomes.example', phone: '+91 98450 67890', countryCode: 'IN', role: 'customer' },
  { key: 'rahul', name: 'Rahul Verma', email: 'rahul.verma@demo.dreamhomes.example', phone: '+91 99100 45678', countryCode: 'IN', role: 'agent' },
  { key: 'jessica', name: 'Jessica Miller', email: 'jessica.miller@demo.dreamhomes.example', phone: '+1 (614) 555-0142', countryCode: 'US', role: 'agent' },
]

export type DemoListing = {
  owner: string
  title: string
  propertyType: string
  price: number
  areaSqft: number
  bedrooms: number | null
  bathrooms: number | null
  status: string
  state: string
  district: string
  city: string
  area: string
  countryCode: 'IN' | 'US'
  lat: number
  lng: number
  amenities: string[]
  description: string
}

export const DEMO_LISTINGS: DemoListing[] = [
  {
    owner: 'sai', title: '3 BHK Apartment with Lake View in Gachibowli', propertyType: 'apartment', price: 12500000, areaSqft: 1850,
    bedrooms: 3, bathrooms: 3, status: 'available', state: 'Telangana', district: 'Rangareddy', city: 'Hyderabad', area: 'Gachibowli',
    countryCode: 'IN', lat: 17.4401, lng: 78.3489, amenities: ['swimming_pool', 'gym_fitness', 'clubhouse', 'security_24x7', 'power_backup', 'car_parking'],
    description: 'East-facing 3 BHK on the 11th floor of a gated community, a short drive from the Financial District. Large balcony overlooking Gopi Cheruvu lake, modular kitchen, two covered parking slots and 100% power backup.',
  },
  {
    owner: 'sai', title: '2 BHK Ready-to-Move Flat near HITEC City Metro', propertyType: 'apartment', price: 8200000, areaSqft: 1240,
    bedrooms: 2, bathrooms: 2, status: 'available', state: 'Telangana', district: 'Hyderabad', city: 'Hyderabad', area: 'Madhapur',
    countryCode: 'IN', lat: 17.4483, lng: 78.3915, amenities: ['elevators', 'security_24x7', 'power_backup', 'car_parking', 'intercom'],
    description: 'Well-kept 2 BHK, five minutes on foot from HITEC City metro station. Vitrified flooring, wardrobes in both bedrooms, covered parking and a quiet internal-facing unit away from the main road.',
  },
  {
    owner: 'sai', title: 'Premium 4 BHK Villa in a Gated Community, Kokapet', propertyType: 'villa', price: 42500000, areaSqft: 4200,
    bedrooms: 4, bathrooms: 5, status: 'under_construction', state: 'Telangana', district: 'Rangareddy', city: 'Hyderabad', area: 'Kokapet',
    countryCode: 'IN', lat: 17.3926, lng: 78.3213, amenities: ['swimming_pool', 'clubhouse', 'landscaped_gardens', 'security_24x7', 'children_play_area', 'jogging_track'],
    description: 'Triplex villa on a 300 sq yd plot with a private terrace garden, home theatre room and servant quarters. Possession expected in 14 months; RERA registered project near the Outer Ring Road.',
  },
  {
    owner: 'meera', title: 'Independent House with Terrace Garden in Kondapur', propertyType: 'independent_house', price: 21000000, areaSqft: 2600,
    bedrooms: 4, bathrooms: 4, status: 'available', state: 'Telangana', district: 'Rangareddy', city: 'Hyderabad', area: 'Kondapur',
    countryCode: 'IN', lat: 17.4699, lng: 78.3578, amenities: ['car_parking', 'water_supply', 'power_backup'],
    description: 'G+2 independent house on a 200 sq yd corner plot, ten years old and recently repainted. Borewell plus municipal water, solar water heater and a terrace garden with a sit-out.',
  },
  {
    owner: 'rahul', title: 'HMDA-Approved Open Plot near Shadnagar', propertyType: 'plot', price: 3600000, areaSqft: 1800,
    bedrooms: null, bathrooms: null, status: 'available', state: 'Telangana', district: 'Rangareddy', city: 'Shadnagar', area: 'Shadnagar',
    countryCode: 'IN', lat: 17.0716, lng: 78.2049, amenities: ['water_supply'],
    description: '200 sq yd east-facing plot in an HMDA-approved layout with 40 ft black-top roads, underground drainage and street lights. Clear title, ready for registration.',
  },
  {
    owner: 'meera', title: '3 BHK Apartment in Koramangala 5th Block', propertyType: 'apartment', price: 24500000, areaSqft: 1720,
    bedrooms: 3, bathrooms: 3, status: 'available', state: 'Karnataka', district: 'Bengaluru Urban', city: 'Bengaluru', area: 'Koramangala',
    countryCode: 'IN', lat: 12.9352, lng: 77.6245, amenities: ['gym_fitness', 'elevators', 'security_24x7', 'power_backup', 'car_parking'],
    description: 'Spacious 3 BHK in a boutique building of 24 homes, walking distance from Forum Mall and the 80 Feet Road cafes. Semi-furnished with wardrobes, chimney and ACs in all bedrooms.',
  },
  {
    owner: 'rahul', title: '2 BHK near Whitefield IT Park, Ready to Move', propertyType: 'apartment', price: 9800000, areaSqft: 1210,
    bedrooms: 2, bathrooms: 2, status: 'available', state: 'Karnataka', district: 'Bengaluru Urban', city: 'Bengaluru', area: 'Whitefield',
    countryCode: 'IN', lat: 12.9698, lng: 77.75, amenities: ['swimming_pool', 'gym_fitness', 'clubhouse', 'children_play_area', 'security_24x7'],
    description: 'North-east facing 2 BHK in a large gated project close to ITPL and the purple-line metro. Clubhouse with pool, indoor badminton court and a well-run residents association.',
  },
  {
    owner: 'rahul', title: 'Office Space on Outer Ring Road, Bellandur', propertyType: 'commercial', price: 38000000, areaSqft: 3200,
    bedrooms: null, bathrooms: 2, status: 'available', state: 'Karnataka', district: 'Bengaluru Urban', city: 'Bengaluru', area: 'Bellandur',
    countryCode: 'IN', lat: 12.926, lng: 77.6762, amenities: ['elevators', 'power_backup', 'car_parking', 'fire_safety', 'security_24x7'],
    description: 'Warm-shell office floor plate with 40 workstations worth of space, two cabins and a pantry area. Grade A building on ORR with DG backup, fire NOC and six reserved car parks.',
  },
  {
    owner: 'meera', title: 'Sea-Facing 2 BHK in Bandra West', propertyType: 'apartment', price: 58000000, areaSqft: 1050,
    bedrooms: 2, bathrooms: 2, status: 'available', state: 'Maharashtra', district: 'Mumbai Suburban', city: 'Mumbai', area: 'Bandra West',
    countryCode: 'IN', lat: 19.0596, lng: 72.8295, amenities: ['elevators', 'security_24x7', 'power_backup', 'car_parking'],
    description: 'Carpet area 1,050 sq ft on a high floor with an unobstructed sea view from the living room, near Carter Road promenade. Society with 24x7 security and one covered parking.',
  },
  {
    owner: 'rahul', title: '1 BHK Starter Home in Hinjewadi Phase 1', propertyType: 'apartment', price: 4600000, areaSqft: 640,
    bedrooms: 1, bathrooms: 1, status: 'available', state: 'Maharashtra', district: 'Pune', city: 'Pune', area: 'Hinjewadi',
    countryCode: 'IN', lat: 18.5912, lng: 73.7389, amenities: ['gym_fitness', 'children_play_area', 'security_24x7', 'power_backup'],
    description: 'Compact 1 BHK close to Rajiv Gandhi Infotech Park, ideal for a first home or rental income. Currently rented at ₹18,000 a month; tenant willing to continue.',
  },
  {
    owner: 'sai', title: 'Farm Land with Mango Orchard near Chevella', propertyType: 'farmland', price: 15000000, areaSqft: 87120,
    bedrooms: null, bathrooms: null, status: 'available', state: 'Telangana', district: 'Rangareddy', city: 'Chevella', area: 'Chevella',
    countryCode: 'IN', lat: 17.3067, lng: 78.1353, amenities: ['water_supply'],
    description: 'Two acres of red-soil farm land with 120 bearing mango trees, a borewell and a farm shed. Road access on the Chevella–Vikarabad road, 45 minutes from the Financial District.',
  },
  {
    owner: 'meera', title: '3 BHK Apartment in Anna Nagar, Chennai', propertyType: 'apartment', price: 16500000, areaSqft: 1560,
    bedrooms: 3, bathrooms: 3, status: 'sold', state: 'Tamil Nadu', district: 'Chennai', city: 'Chennai', area: 'Anna Nagar',
    countryCode: 'IN', lat: 13.085, lng: 80.2101, amenities: ['elevators', 'power_backup', 'car_parking', 'security_24x7'],
    description: 'Vaastu-compliant 3 BHK in a well-maintained building on a tree-lined street near Anna Nagar Tower Park. Sold; kept here for reference of recent prices in the area.',
  },
  {
    owner: 'rahul', title: '4 BHK Builder Floor in Sector 57, Gurugram', propertyType: 'independent_house', price: 31000000, areaSqft: 2700,
    bedrooms: 4, bathrooms: 4, status: 'available', state: 'Haryana', district: 'Gurugram', city: 'Gurugram', area: 'Sector 57',
    countryCode: 'IN', lat: 28.4244, lng: 77.0726, amenities: ['elevators', 'power_backup', 'car_parking', 'security_24x7'],
    description: 'Newly built stilt-plus-four builder floor with a lift, modular kitchen and Italian marble flooring. Close to Golf Course Extension Road and the upcoming metro.',
  },
  {
    owner: 'rahul', title: 'Retail Shop on CG Road, Ahmedabad', propertyType: 'commercial', price: 11500000, areaSqft: 450,
    bedrooms: null, bathrooms: 1, status: 'rented', state: 'Gujarat', district: 'Ahmedabad', city: 'Ahmedabad', area: 'Navrangpura',
    countryCode: 'IN', lat: 23.0338, lng: 72.5585, amenities: ['power_backup', 'fire_safety'],
    description: 'Ground-floor shop with 18 ft frontage on CG Road, currently leased to a branded eyewear store with a three-year lock-in. Good for investors looking for steady rental yield.',
  },
  {
    owner: 'meera', title: '2 BHK in Dwarka Sector 12, Delhi', propertyType: 'apartment', price: 13500000, areaSqft: 1150,
    bedrooms: 2, bathrooms: 2, status: 'available', state: 'Delhi', district: 'South West Delhi', city: 'New Delhi', area: 'Dwarka',
    countryCode: 'IN', lat: 28.5921, lng: 77.046, amenities: ['children_play_area', 'security_24x7', 'power_backup', 'car_parking', 'senior_citizen_area'],
    description: 'DDA-approved group housing society flat, 700 metres from Sector 12 metro station. Park-facing, with a large living room and two balconies.',
  },
  {
    owner: 'jessica', title: '3 Bed Brick Colonial in Upper Arlington', propertyType: 'independent_house', price: 545000, areaSqft: 2150,
    bedrooms: 3, bathrooms: 3, status: 'available', state: 'Ohio', district: 'Franklin County', city: 'Columbus', area: 'Upper Arlington',
    countryCode: 'US', lat: 40.0262, lng: -83.0619, amenities: ['car_parking', 'landscaped_gardens'],
    description: 'Updated 1950s brick colonial on a quarter-acre lot with a fenced backyard, hardwood floors and a finished basement. Walk to Northam Park; top-rated Upper Arlington schools.',
  },
  {
    owner: 'jessica', title: 'Short North Condo with Balcony', propertyType: 'apartment', price: 320000, areaSqft: 1080,
    bedrooms: 2, bathrooms: 2, status: 'available', state: 'Ohio', district: 'Franklin County', city: 'Columbus', area: 'Short North',
    countryCode: 'US', lat: 39.9784, lng: -83.0036, amenities: ['elevators', 'gym_fitness', 'car_parking', 'security_24x7'],
    description: 'Second-floor condo steps from High Street galleries and restaurants. Open kitchen with quartz counters, in-unit laundry and one deeded garage space.',
  },
  {
    owner: 'jessica', title: 'Family Home on a Cul-de-sac in Dublin', propertyType: 'independent_house', price: 650000, areaSqft: 2800,
    bedrooms: 4, bathrooms: 3, status: 'available', state: 'Ohio', district: 'Franklin County', city: 'Dublin', area: 'Dublin',
    countryCode: 'US', lat: 40.0992, lng: -83.1141, amenities: ['car_parking', 'landscaped_gardens', 'children_play_area'],
    description: 'Four-bedroom two-story on a quiet cul-de-sac with a three-season room, new roof (2023) and a two-car garage. Close to Bridge Park and the Scioto River trails.',
  },
  {
    owner: 'jessica', title: 'Renovated Duplex in Ohio City, Cleveland', propertyType: 'independent_house', price: 295000, areaSqft: 2300,
    bedrooms: 4, bathrooms: 2, status: 'rented', state: 'Ohio', district: 'Cuyahoga County', city: 'Cleveland', area: 'Ohio City',
    countryCode: 'US', lat: 41.4849, lng: -81.7058, amenities: ['car_parking'],
    description: 'Up-down duplex, both units renovated in 2022 and currently leased. Walking distance to West Side Market; a solid investment with long-term tenants in place.',
  },
  {
    owner: 'jessica', title: 'Building Lot in Mason, Warren County', propertyType: 'plot', price: 120000, areaSqft: 21780,
    bedrooms: null, bathrooms: null, status: 'available', state: 'Ohio', district: 'Warren County', city: 'Mason', area: 'Mason',
    countryCode: 'US', lat: 39.36, lng: -84.3099, amenities: ['water_supply'],
    description: 'Half-acre wooded building lot with city water and sewer at the street. Mason City School District, minutes from I-71 and Kings Island.',
  },
]
