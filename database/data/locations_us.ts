/**
 * Seed data for the United States location tree: state → county ("district")
 * → city → neighbourhood. Array order is display order (biggest markets
 * first). Coordinates are WGS84, 4 decimals.
 */
import type { StateSeed } from './locations_in.js'

export const US_LOCATIONS: StateSeed[] = [
  {
    name: 'Ohio',
    lat: 40.4173,
    lng: -82.9071,
    districts: [
      {
        name: 'Franklin County',
        lat: 39.9695,
        lng: -83.0091,
        cities: [
          {
            name: 'Columbus',
            lat: 39.9612,
            lng: -82.9988,
            areas: [
              ['Downtown', 39.9620, -83.0000],
              ['Short North', 39.9780, -83.0030],
              ['German Village', 39.9507, -82.9950],
              ['Victorian Village', 39.9820, -83.0140],
              ['Italian Village', 39.9790, -82.9950],
              ['Brewery District', 39.9520, -83.0040],
              ['Olde Towne East', 39.9620, -82.9730],
              ['University District', 40.0020, -83.0110],
              ['Clintonville', 40.0380, -83.0170],
              ['Grandview Heights', 39.9800, -83.0410],
              ['Upper Arlington', 39.9945, -83.0624],
              ['Bexley', 39.9690, -82.9377],
              ['Easton', 40.0508, -82.9153],
            ],
          },
          {
            name: 'Dublin',
            lat: 40.0992,
            lng: -83.1141,
            areas: [
              ['Historic Dublin', 40.0995, -83.1140],
              ['Bridge Park', 40.1025, -83.1105],
              ['Muirfield Village', 40.1290, -83.1550],
            ],
          },
          {
            name: 'Westerville',
            lat: 40.1262,
            lng: -82.9291,
            areas: [
              ['Uptown Westerville', 40.1262, -82.9291],
            ],
          },
          {
            name: 'Hilliard',
            lat: 40.0334,
            lng: -83.1582,
            areas: [
              ['Old Hilliard', 40.0330, -83.1590],
            ],
          },
          {
            name: 'Worthington',
            lat: 40.0931,
            lng: -83.0180,
            areas: [
              ['Old Worthington', 40.0931, -83.0180],
            ],
          },
          {
            name: 'Gahanna',
            lat: 40.0192,
            lng: -82.8793,
            areas: [
              ['Creekside', 40.0192, -82.8793],
            ],
          },
          {
            name: 'New Albany',
            lat: 40.0812,
            lng: -82.8088,
            areas: [
              ['New Albany Village Center', 40.0812, -82.8088],
            ],
          },
          {
            name: 'Grove City',
            lat: 39.8815,
            lng: -83.0930,
            areas: [
              ['Town Center', 39.8815, -83.0930],
            ],
          },
        ],
      },
      {
        name: 'Delaware County',
        lat: 40.2787,
        lng: -83.0046,
        cities: [
          {
            name: 'Powell',
            lat: 40.1578,
            lng: -83.0752,
            areas: [
              ['Downtown Powell', 40.1578, -83.0752],
            ],
          },
          {
            name: 'Lewis Center',
            lat: 40.1984,
            lng: -83.0102,
            areas: [
              ['Polaris', 40.1456, -82.9817],
              ['Lewis Center', 40.1984, -83.0102],
            ],
          },
        ],
      },
      {
        name: 'Cuyahoga County',
        lat: 41.4339,
        lng: -81.6758,
        cities: [
          {
            name: 'Cleveland',
            lat: 41.4993,
            lng: -81.6944,
            areas: [
              ['Downtown', 41.4990, -81.6920],
              ['Ohio City', 41.4846, -81.7065],
              ['Tremont', 41.4760, -81.6890],
              ['Detroit-Shoreway', 41.4860, -81.7290],
              ['Edgewater', 41.4890, -81.7430],
              ['University Circle', 41.5068, -81.6042],
              ['Little Italy', 41.5100, -81.5960],
              ['Slavic Village', 41.4530, -81.6400],
              ['Kamm\'s Corners', 41.4455, -81.8180],
            ],
          },
          {
            name: 'Lakewood',
            lat: 41.4820,
            lng: -81.7982,
            areas: [
              ['Downtown Lakewood', 41.4820, -81.7982],
              ['Gold Coast', 41.4920, -81.7740],
            ],
          },
          {
            name: 'Shaker Heights',
            lat: 41.4739,
            lng: -81.5371,
            areas: [
              ['Shaker Square', 41.4840, -81.5900],
              ['Shaker Heights', 41.4739, -81.5371],
            ],
          },
          {
            name: 'Cleveland Heights',
            lat: 41.5201,
            lng: -81.5562,
            areas: [
              ['Coventry Village', 41.5090, -81.5800],
              ['Cedar Fairmount', 41.5020, -81.5930],
            ],
          },
          {
            name: 'Westlake',
            lat: 41.4553,
            lng: -81.9179,
            areas: [
              ['Crocker Park', 41.4600, -81.9520],
            ],
          },
          {
            name: 'Beachwood',
            lat: 41.4645,
            lng: -81.5087,
            areas: [
              ['Beachwood Place', 41.4870, -81.5080],
            ],
          },
          {
            name: 'Solon',
            lat: 41.3898,
            lng: -81.4412,
            areas: [
              ['Downtown Solon', 41.3898, -81.4412],
            ],
          },
        ],
      },
      {
        name: 'Hamilton County',
        lat: 39.1950,
        lng: -84.5430,
        cities: [
          {
            name: 'Cincinnati',
            lat: 39.1031,
            lng: -84.5120,
            areas: [
              ['Downtown', 39.1010, -84.5120],
              ['Over-the-Rhine', 39.1140, -84.5160],
              ['Mount Adams', 39.1080, -84.4970],
              ['Walnut Hills', 39.1270, -84.4870],
              ['Clifton', 39.1450, -84.5240],
              ['Northside', 39.1620, -84.5380],
              ['Hyde Park', 39.1390, -84.4420],
              ['Oakley', 39.1560, -84.4270],
              ['Mount Lookout', 39.1280, -84.4320],
              ['Columbia-Tusculum', 39.1170, -84.4330],
            ],
          },
          {
            name: 'Blue Ash',
            lat: 39.2320,
            lng: -84.3783,
            areas: [
              ['Blue Ash', 39.2320, -84.3783],
            ],
          },
          {
            name: 'Montgomery',
            lat: 39.2281,
            lng: -84.3541,
            areas: [
              ['Downtown Montgomery', 39.2281, -84.3541],
            ],
          },
        ],
      },
      {
        name: 'Warren County',
        lat: 39.4275,
        lng: -84.1668,
        cities: [
          {
            name: 'Mason',
            lat: 39.3600,
            lng: -84.3099,
            areas: [
              ['Downtown Mason', 39.3600, -84.3099],
              ['Kings Mills', 39.3560, -84.2460],
            ],
          },
          {
            name: 'Lebanon',
            lat: 39.4353,
            lng: -84.2030,
            areas: [
              ['Downtown Lebanon', 39.4353, -84.2030],
            ],
          },
        ],
      },
      {
        name: 'Montgomery County',
        lat: 39.7549,
        lng: -84.2905,
        cities: [
          {
            name: 'Dayton',
            lat: 39.7589,
            lng: -84.1916,
            areas: [
              ['Downtown', 39.7590, -84.1920],
              ['Oregon District', 39.7560, -84.1830],
            ],
          },
          {
            name: 'Kettering',
            lat: 39.6895,
            lng: -84.1688,
            areas: [
              ['Kettering', 39.6895, -84.1688],
            ],
          },
          {
            name: 'Oakwood',
            lat: 39.7251,
            lng: -84.1741,
            areas: [
              ['Oakwood', 39.7251, -84.1741],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Texas',
    lat: 31.3900,
    lng: -99.1700,
    districts: [
      {
        name: 'Travis County',
        lat: 30.3340,
        lng: -97.7810,
        cities: [
          {
            name: 'Austin',
            lat: 30.2672,
            lng: -97.7431,
            areas: [
              ['Downtown', 30.2690, -97.7430],
              ['South Congress', 30.2480, -97.7500],
              ['Travis Heights', 30.2490, -97.7410],
              ['East Austin', 30.2630, -97.7240],
              ['Zilker', 30.2620, -97.7690],
              ['Barton Hills', 30.2560, -97.7800],
              ['Clarksville', 30.2820, -97.7590],
              ['Tarrytown', 30.2960, -97.7690],
              ['Hyde Park', 30.3050, -97.7300],
              ['Mueller', 30.2980, -97.7060],
              ['The Domain', 30.4020, -97.7250],
              ['Circle C Ranch', 30.1900, -97.8820],
            ],
          },
          {
            name: 'Pflugerville',
            lat: 30.4394,
            lng: -97.6200,
            areas: [
              ['Downtown Pflugerville', 30.4394, -97.6200],
            ],
          },
          {
            name: 'Lakeway',
            lat: 30.3638,
            lng: -97.9797,
            areas: [
              ['Lakeway', 30.3638, -97.9797],
            ],
          },
        ],
      },
      {
        name: 'Williamson County',
        lat: 30.6480,
        lng: -97.6010,
        cities: [
          {
            name: 'Round Rock',
            lat: 30.5083,
            lng: -97.6789,
            areas: [
              ['Downtown Round Rock', 30.5083, -97.6789],
            ],
          },
          {
            name: 'Cedar Park',
            lat: 30.5052,
            lng: -97.8203,
            areas: [
              ['Cedar Park', 30.5052, -97.8203],
            ],
          },
          {
            name: 'Georgetown',
            lat: 30.6333,
            lng: -97.6770,
            areas: [
              ['Georgetown Square', 30.6333, -97.6770],
            ],
          },
          {
            name: 'Leander',
            lat: 30.5788,
            lng: -97.8531,
            areas: [
              ['Leander', 30.5788, -97.8531],
            ],
          },
        ],
      },
      {
        name: 'Dallas County',
        lat: 32.7767,
        lng: -96.7970,
        cities: [
          {
            name: 'Dallas',
            lat: 32.7767,
            lng: -96.7970,
            areas: [
              ['Downtown', 32.7810, -96.7990],
              ['Uptown', 32.8010, -96.8000],
              ['Deep Ellum', 32.7840, -96.7830],
              ['Oak Lawn', 32.8100, -96.8130],
              ['Design District', 32.7950, -96.8230],
              ['Bishop Arts District', 32.7490, -96.8280],
              ['Lakewood', 32.8130, -96.7510],
              ['Highland Park', 32.8335, -96.7920],
              ['University Park', 32.8501, -96.8003],
              ['Preston Hollow', 32.8770, -96.8050],
              ['Lake Highlands', 32.8870, -96.7180],
            ],
          },
          {
            name: 'Irving',
            lat: 32.8140,
            lng: -96.9489,
            areas: [
              ['Las Colinas', 32.8750, -96.9400],
            ],
          },
          {
            name: 'Richardson',
            lat: 32.9483,
            lng: -96.7299,
            areas: [
              ['Downtown Richardson', 32.9483, -96.7299],
            ],
          },
          {
            name: 'Garland',
            lat: 32.9126,
            lng: -96.6389,
            areas: [
              ['Downtown Garland', 32.9126, -96.6389],
            ],
          },
        ],
      },
      {
        name: 'Collin County',
        lat: 33.1880,
        lng: -96.5720,
        cities: [
          {
            name: 'Plano',
            lat: 33.0198,
            lng: -96.6989,
            areas: [
              ['Downtown Plano', 33.0198, -96.6989],
              ['Legacy West', 33.0800, -96.8260],
            ],
          },
          {
            name: 'Frisco',
            lat: 33.1507,
            lng: -96.8236,
            areas: [
              ['Frisco', 33.1507, -96.8236],
            ],
          },
          {
            name: 'McKinney',
            lat: 33.1972,
            lng: -96.6398,
            areas: [
              ['Historic Downtown McKinney', 33.1972, -96.6398],
            ],
          },
          {
            name: 'Allen',
            lat: 33.1032,
            lng: -96.6706,
            areas: [
              ['Allen', 33.1032, -96.6706],
            ],
          },
        ],
      },
      {
        name: 'Tarrant County',
        lat: 32.7732,
        lng: -97.2917,
        cities: [
          {
            name: 'Fort Worth',
            lat: 32.7555,
            lng: -97.3308,
            areas: [
              ['Downtown', 32.7550, -97.3310],
              ['Near Southside', 32.7310, -97.3280],
              ['Cultural District', 32.7490, -97.3630],
              ['Stockyards', 32.7890, -97.3470],
            ],
          },
          {
            name: 'Arlington',
            lat: 32.7357,
            lng: -97.1081,
            areas: [
              ['Downtown Arlington', 32.7357, -97.1081],
            ],
          },
          {
            name: 'Southlake',
            lat: 32.9412,
            lng: -97.1342,
            areas: [
              ['Southlake Town Square', 32.9412, -97.1342],
            ],
          },
        ],
      },
      {
        name: 'Harris County',
        lat: 29.8580,
        lng: -95.3936,
        cities: [
          {
            name: 'Houston',
            lat: 29.7604,
            lng: -95.3698,
            areas: [
              ['Downtown', 29.7590, -95.3670],
              ['Midtown', 29.7440, -95.3780],
              ['EaDo', 29.7520, -95.3520],
              ['Montrose', 29.7440, -95.3930],
              ['The Heights', 29.7900, -95.3980],
              ['River Oaks', 29.7560, -95.4180],
              ['Galleria', 29.7390, -95.4630],
              ['Texas Medical Center', 29.7090, -95.4000],
              ['West University Place', 29.7180, -95.4330],
              ['Memorial', 29.7770, -95.5350],
              ['Energy Corridor', 29.7820, -95.6380],
            ],
          },
          {
            name: 'Katy',
            lat: 29.7858,
            lng: -95.8245,
            areas: [
              ['Old Town Katy', 29.7858, -95.8245],
            ],
          },
          {
            name: 'Cypress',
            lat: 29.9691,
            lng: -95.6972,
            areas: [
              ['Cypress', 29.9691, -95.6972],
            ],
          },
          {
            name: 'Spring',
            lat: 30.0799,
            lng: -95.4172,
            areas: [
              ['Old Town Spring', 30.0799, -95.4172],
            ],
          },
        ],
      },
      {
        name: 'Fort Bend County',
        lat: 29.5260,
        lng: -95.7710,
        cities: [
          {
            name: 'Sugar Land',
            lat: 29.6197,
            lng: -95.6349,
            areas: [
              ['Sugar Land Town Square', 29.5960, -95.6200],
            ],
          },
          {
            name: 'Missouri City',
            lat: 29.6186,
            lng: -95.5377,
            areas: [
              ['Missouri City', 29.6186, -95.5377],
            ],
          },
        ],
      },
      {
        name: 'Bexar County',
        lat: 29.4490,
        lng: -98.5200,
        cities: [
          {
            name: 'San Antonio',
            lat: 29.4241,
            lng: -98.4936,
            areas: [
              ['Downtown', 29.4241, -98.4936],
              ['King William', 29.4140, -98.4950],
              ['Pearl District', 29.4420, -98.4800],
              ['Alamo Heights', 29.4850, -98.4660],
              ['Stone Oak', 29.6430, -98.4800],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'California',
    lat: 36.7783,
    lng: -119.4179,
    districts: [
      {
        name: 'Santa Clara County',
        lat: 37.3000,
        lng: -121.8500,
        cities: [
          {
            name: 'San Jose',
            lat: 37.3382,
            lng: -121.8863,
            areas: [
              ['Downtown', 37.3350, -121.8910],
              ['Japantown', 37.3490, -121.8950],
              ['Rose Garden', 37.3320, -121.9210],
              ['Willow Glen', 37.3050, -121.8980],
              ['Santana Row', 37.3206, -121.9478],
              ['West San Jose', 37.3120, -121.9800],
              ['Cambrian Park', 37.2560, -121.9310],
              ['Almaden Valley', 37.2170, -121.8620],
              ['Blossom Valley', 37.2500, -121.8350],
              ['Evergreen', 37.3150, -121.7750],
              ['Berryessa', 37.3880, -121.8630],
              ['North San Jose', 37.3920, -121.9380],
            ],
          },
          {
            name: 'Sunnyvale',
            lat: 37.3688,
            lng: -122.0363,
            areas: [
              ['Downtown Sunnyvale', 37.3775, -122.0300],
              ['Cherry Chase', 37.3750, -122.0510],
              ['Lakewood', 37.4070, -122.0160],
            ],
          },
          {
            name: 'Santa Clara',
            lat: 37.3541,
            lng: -121.9552,
            areas: [
              ['Santa Clara', 37.3541, -121.9552],
            ],
          },
          {
            name: 'Cupertino',
            lat: 37.3230,
            lng: -122.0322,
            areas: [
              ['Cupertino', 37.3230, -122.0322],
            ],
          },
          {
            name: 'Mountain View',
            lat: 37.3861,
            lng: -122.0839,
            areas: [
              ['Downtown Mountain View', 37.3940, -122.0790],
            ],
          },
          {
            name: 'Palo Alto',
            lat: 37.4419,
            lng: -122.1430,
            areas: [
              ['Downtown Palo Alto', 37.4440, -122.1610],
            ],
          },
          {
            name: 'Milpitas',
            lat: 37.4323,
            lng: -121.8996,
            areas: [
              ['Milpitas', 37.4323, -121.8996],
            ],
          },
        ],
      },
      {
        name: 'Alameda County',
        lat: 37.6500,
        lng: -121.9200,
        cities: [
          {
            name: 'Fremont',
            lat: 37.5485,
            lng: -121.9886,
            areas: [
              ['Centerville', 37.5550, -122.0000],
              ['Ardenwood', 37.5580, -122.0480],
              ['Niles', 37.5770, -121.9790],
              ['Irvington', 37.5240, -121.9690],
              ['Mission San Jose', 37.5330, -121.9180],
              ['Warm Springs', 37.4930, -121.9400],
            ],
          },
          {
            name: 'Oakland',
            lat: 37.8044,
            lng: -122.2712,
            areas: [
              ['Downtown', 37.8044, -122.2712],
              ['Jack London Square', 37.7950, -122.2780],
              ['Lake Merritt', 37.8030, -122.2580],
              ['Temescal', 37.8330, -122.2630],
              ['Rockridge', 37.8440, -122.2520],
              ['Montclair', 37.8270, -122.2120],
            ],
          },
          {
            name: 'Berkeley',
            lat: 37.8716,
            lng: -122.2727,
            areas: [
              ['Downtown Berkeley', 37.8716, -122.2727],
            ],
          },
          {
            name: 'Pleasanton',
            lat: 37.6624,
            lng: -121.8747,
            areas: [
              ['Downtown Pleasanton', 37.6624, -121.8747],
            ],
          },
          {
            name: 'Dublin',
            lat: 37.7022,
            lng: -121.9358,
            areas: [
              ['Dublin', 37.7022, -121.9358],
            ],
          },
        ],
      },
      {
        name: 'San Francisco County',
        lat: 37.7749,
        lng: -122.4194,
        cities: [
          {
            name: 'San Francisco',
            lat: 37.7749,
            lng: -122.4194,
            areas: [
              ['Financial District', 37.7946, -122.3999],
              ['SoMa', 37.7785, -122.4056],
              ['Mission Bay', 37.7706, -122.3915],
              ['Mission District', 37.7599, -122.4148],
              ['Hayes Valley', 37.7759, -122.4245],
              ['Castro', 37.7609, -122.4350],
              ['Noe Valley', 37.7502, -122.4337],
              ['Nob Hill', 37.7930, -122.4161],
              ['Pacific Heights', 37.7925, -122.4382],
              ['Marina District', 37.8030, -122.4360],
              ['Richmond District', 37.7800, -122.4830],
              ['Sunset District', 37.7530, -122.4940],
            ],
          },
        ],
      },
      {
        name: 'Los Angeles County',
        lat: 34.0500,
        lng: -118.2500,
        cities: [
          {
            name: 'Los Angeles',
            lat: 34.0522,
            lng: -118.2437,
            areas: [
              ['Downtown', 34.0407, -118.2468],
              ['Koreatown', 34.0618, -118.3004],
              ['Hollywood', 34.0928, -118.3287],
              ['Silver Lake', 34.0869, -118.2702],
              ['Echo Park', 34.0782, -118.2606],
              ['Westwood', 34.0600, -118.4450],
              ['Brentwood', 34.0522, -118.4740],
              ['Venice', 33.9850, -118.4695],
              ['Playa Vista', 33.9760, -118.4230],
              ['Studio City', 34.1396, -118.3870],
              ['Sherman Oaks', 34.1510, -118.4490],
              ['Woodland Hills', 34.1683, -118.6059],
            ],
          },
          {
            name: 'Santa Monica',
            lat: 34.0195,
            lng: -118.4912,
            areas: [
              ['Downtown Santa Monica', 34.0160, -118.4960],
            ],
          },
          {
            name: 'Beverly Hills',
            lat: 34.0736,
            lng: -118.4004,
            areas: [
              ['Beverly Hills', 34.0736, -118.4004],
            ],
          },
          {
            name: 'Pasadena',
            lat: 34.1478,
            lng: -118.1445,
            areas: [
              ['Old Pasadena', 34.1460, -118.1500],
            ],
          },
          {
            name: 'Glendale',
            lat: 34.1425,
            lng: -118.2551,
            areas: [
              ['Downtown Glendale', 34.1425, -118.2551],
            ],
          },
          {
            name: 'Long Beach',
            lat: 33.7701,
            lng: -118.1937,
            areas: [
              ['Downtown Long Beach', 33.7701, -118.1937],
            ],
          },
        ],
      },
      {
        name: 'Orange County',
        lat: 33.7175,
        lng: -117.8311,
        cities: [
          {
            name: 'Irvine',
            lat: 33.6846,
            lng: -117.8265,
            areas: [
              ['Irvine Spectrum', 33.6500, -117.7430],
              ['Woodbridge', 33.6770, -117.7980],
              ['Turtle Rock', 33.6450, -117.8130],
            ],
          },
          {
            name: 'Newport Beach',
            lat: 33.6189,
            lng: -117.9298,
            areas: [
              ['Newport Beach', 33.6189, -117.9298],
            ],
          },
        ],
      },
      {
        name: 'San Diego County',
        lat: 33.0000,
        lng: -116.8000,
        cities: [
          {
            name: 'San Diego',
            lat: 32.7157,
            lng: -117.1611,
            areas: [
              ['Downtown', 32.7110, -117.1600],
              ['Hillcrest', 32.7480, -117.1640],
              ['North Park', 32.7400, -117.1290],
              ['Mission Valley', 32.7700, -117.1500],
              ['Point Loma', 32.7300, -117.2300],
              ['Pacific Beach', 32.7978, -117.2400],
              ['La Jolla', 32.8328, -117.2713],
              ['Carmel Valley', 32.9400, -117.2300],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'New Jersey',
    lat: 40.0583,
    lng: -74.4057,
    districts: [
      {
        name: 'Middlesex County',
        lat: 40.4400,
        lng: -74.4100,
        cities: [
          {
            name: 'Edison',
            lat: 40.5187,
            lng: -74.4121,
            areas: [
              ['North Edison', 40.5470, -74.3900],
              ['Menlo Park', 40.5612, -74.3291],
              ['Oak Tree Road', 40.5730, -74.3420],
              ['Clara Barton', 40.5150, -74.3395],
              ['Stelton', 40.5350, -74.4430],
            ],
          },
          {
            name: 'Woodbridge',
            lat: 40.5576,
            lng: -74.2846,
            areas: [
              ['Iselin', 40.5754, -74.3224],
              ['Colonia', 40.5746, -74.3021],
            ],
          },
          {
            name: 'Piscataway',
            lat: 40.5501,
            lng: -74.4609,
            areas: [
              ['Piscataway', 40.5501, -74.4609],
            ],
          },
          {
            name: 'New Brunswick',
            lat: 40.4862,
            lng: -74.4518,
            areas: [
              ['Downtown New Brunswick', 40.4940, -74.4440],
            ],
          },
          {
            name: 'East Brunswick',
            lat: 40.4279,
            lng: -74.4157,
            areas: [
              ['East Brunswick', 40.4279, -74.4157],
            ],
          },
          {
            name: 'South Brunswick',
            lat: 40.3790,
            lng: -74.5310,
            areas: [
              ['Kendall Park', 40.4207, -74.5607],
              ['Monmouth Junction', 40.3790, -74.5460],
              ['Dayton', 40.3732, -74.5138],
            ],
          },
          {
            name: 'Plainsboro',
            lat: 40.3330,
            lng: -74.5930,
            areas: [
              ['Plainsboro Center', 40.3301, -74.5960],
            ],
          },
          {
            name: 'Metuchen',
            lat: 40.5432,
            lng: -74.3632,
            areas: [
              ['Downtown Metuchen', 40.5432, -74.3632],
            ],
          },
        ],
      },
      {
        name: 'Hudson County',
        lat: 40.7300,
        lng: -74.0800,
        cities: [
          {
            name: 'Jersey City',
            lat: 40.7178,
            lng: -74.0431,
            areas: [
              ['Downtown', 40.7180, -74.0380],
              ['Paulus Hook', 40.7145, -74.0340],
              ['Newport', 40.7275, -74.0337],
              ['Hamilton Park', 40.7270, -74.0450],
              ['Journal Square', 40.7330, -74.0630],
              ['The Heights', 40.7470, -74.0480],
              ['Bergen-Lafayette', 40.7120, -74.0700],
              ['West Side', 40.7210, -74.0830],
              ['Greenville', 40.6970, -74.0900],
            ],
          },
          {
            name: 'Hoboken',
            lat: 40.7440,
            lng: -74.0324,
            areas: [
              ['Hoboken', 40.7440, -74.0324],
            ],
          },
          {
            name: 'Weehawken',
            lat: 40.7695,
            lng: -74.0204,
            areas: [
              ['Weehawken', 40.7695, -74.0204],
            ],
          },
          {
            name: 'Bayonne',
            lat: 40.6687,
            lng: -74.1143,
            areas: [
              ['Bayonne', 40.6687, -74.1143],
            ],
          },
        ],
      },
      {
        name: 'Mercer County',
        lat: 40.2830,
        lng: -74.7010,
        cities: [
          {
            name: 'Princeton',
            lat: 40.3573,
            lng: -74.6672,
            areas: [
              ['Downtown Princeton', 40.3500, -74.6590],
            ],
          },
          {
            name: 'West Windsor',
            lat: 40.2891,
            lng: -74.6249,
            areas: [
              ['Princeton Junction', 40.3173, -74.6238],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'New York',
    lat: 42.9538,
    lng: -75.5268,
    districts: [
      {
        name: 'New York County',
        lat: 40.7831,
        lng: -73.9712,
        cities: [
          {
            name: 'Manhattan',
            lat: 40.7831,
            lng: -73.9712,
            areas: [
              ['Financial District', 40.7075, -74.0113],
              ['Battery Park City', 40.7115, -74.0156],
              ['Tribeca', 40.7163, -74.0086],
              ['SoHo', 40.7233, -74.0030],
              ['Lower East Side', 40.7150, -73.9843],
              ['East Village', 40.7265, -73.9815],
              ['Greenwich Village', 40.7336, -74.0027],
              ['Chelsea', 40.7465, -74.0014],
              ['Murray Hill', 40.7479, -73.9757],
              ['Midtown', 40.7549, -73.9840],
              ['Hell\'s Kitchen', 40.7638, -73.9918],
              ['Upper West Side', 40.7870, -73.9754],
              ['Upper East Side', 40.7736, -73.9566],
              ['Harlem', 40.8116, -73.9465],
            ],
          },
        ],
      },
      {
        name: 'Kings County',
        lat: 40.6782,
        lng: -73.9442,
        cities: [
          {
            name: 'Brooklyn',
            lat: 40.6782,
            lng: -73.9442,
            areas: [
              ['Downtown Brooklyn', 40.6930, -73.9870],
              ['Brooklyn Heights', 40.6960, -73.9950],
              ['DUMBO', 40.7033, -73.9881],
              ['Williamsburg', 40.7081, -73.9571],
              ['Greenpoint', 40.7305, -73.9515],
              ['Fort Greene', 40.6892, -73.9760],
              ['Park Slope', 40.6710, -73.9814],
              ['Bedford-Stuyvesant', 40.6872, -73.9418],
              ['Crown Heights', 40.6694, -73.9422],
              ['Bushwick', 40.6944, -73.9213],
              ['Bay Ridge', 40.6264, -74.0299],
            ],
          },
        ],
      },
      {
        name: 'Queens County',
        lat: 40.7282,
        lng: -73.7949,
        cities: [
          {
            name: 'Queens',
            lat: 40.7282,
            lng: -73.7949,
            areas: [
              ['Long Island City', 40.7447, -73.9485],
              ['Astoria', 40.7644, -73.9235],
              ['Sunnyside', 40.7433, -73.9196],
              ['Jackson Heights', 40.7557, -73.8831],
              ['Elmhurst', 40.7365, -73.8780],
              ['Rego Park', 40.7256, -73.8624],
              ['Forest Hills', 40.7196, -73.8448],
              ['Flushing', 40.7675, -73.8330],
              ['Bayside', 40.7630, -73.7710],
              ['Richmond Hill', 40.6958, -73.8272],
              ['Jamaica', 40.7000, -73.7990],
            ],
          },
        ],
      },
      {
        name: 'Nassau County',
        lat: 40.7400,
        lng: -73.5900,
        cities: [
          {
            name: 'Hicksville',
            lat: 40.7684,
            lng: -73.5251,
            areas: [
              ['Hicksville', 40.7684, -73.5251],
            ],
          },
          {
            name: 'Garden City',
            lat: 40.7268,
            lng: -73.6343,
            areas: [
              ['Garden City', 40.7268, -73.6343],
            ],
          },
          {
            name: 'Great Neck',
            lat: 40.8007,
            lng: -73.7285,
            areas: [
              ['Great Neck', 40.8007, -73.7285],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Illinois',
    lat: 40.0417,
    lng: -89.1965,
    districts: [
      {
        name: 'Cook County',
        lat: 41.8400,
        lng: -87.8200,
        cities: [
          {
            name: 'Chicago',
            lat: 41.8781,
            lng: -87.6298,
            areas: [
              ['The Loop', 41.8837, -87.6289],
              ['South Loop', 41.8568, -87.6244],
              ['West Loop', 41.8830, -87.6470],
              ['River North', 41.8924, -87.6341],
              ['Streeterville', 41.8927, -87.6200],
              ['Gold Coast', 41.9058, -87.6273],
              ['Lincoln Park', 41.9214, -87.6513],
              ['Lakeview', 41.9434, -87.6553],
              ['Wicker Park', 41.9088, -87.6796],
              ['Logan Square', 41.9231, -87.7093],
              ['Andersonville', 41.9800, -87.6690],
              ['Hyde Park', 41.7943, -87.5907],
            ],
          },
          {
            name: 'Evanston',
            lat: 42.0451,
            lng: -87.6877,
            areas: [
              ['Downtown Evanston', 42.0451, -87.6877],
            ],
          },
          {
            name: 'Oak Park',
            lat: 41.8850,
            lng: -87.7845,
            areas: [
              ['Oak Park', 41.8850, -87.7845],
            ],
          },
          {
            name: 'Skokie',
            lat: 42.0324,
            lng: -87.7416,
            areas: [
              ['Skokie', 42.0324, -87.7416],
            ],
          },
          {
            name: 'Schaumburg',
            lat: 42.0334,
            lng: -88.0834,
            areas: [
              ['Schaumburg', 42.0334, -88.0834],
            ],
          },
          {
            name: 'Arlington Heights',
            lat: 42.0884,
            lng: -87.9806,
            areas: [
              ['Downtown Arlington Heights', 42.0884, -87.9806],
            ],
          },
        ],
      },
      {
        name: 'DuPage County',
        lat: 41.8520,
        lng: -88.0860,
        cities: [
          {
            name: 'Naperville',
            lat: 41.7508,
            lng: -88.1535,
            areas: [
              ['Downtown Naperville', 41.7730, -88.1480],
            ],
          },
          {
            name: 'Downers Grove',
            lat: 41.8089,
            lng: -88.0112,
            areas: [
              ['Downers Grove', 41.8089, -88.0112],
            ],
          },
          {
            name: 'Wheaton',
            lat: 41.8661,
            lng: -88.1070,
            areas: [
              ['Downtown Wheaton', 41.8661, -88.1070],
            ],
          },
          {
            name: 'Oak Brook',
            lat: 41.8328,
            lng: -87.9290,
            areas: [
              ['Oak Brook', 41.8328, -87.9290],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Washington',
    lat: 47.4000,
    lng: -120.5000,
    districts: [
      {
        name: 'King County',
        lat: 47.5480,
        lng: -122.1500,
        cities: [
          {
            name: 'Seattle',
            lat: 47.6062,
            lng: -122.3321,
            areas: [
              ['Downtown', 47.6050, -122.3350],
              ['Belltown', 47.6145, -122.3460],
              ['South Lake Union', 47.6270, -122.3370],
              ['Capitol Hill', 47.6253, -122.3222],
              ['Queen Anne', 47.6370, -122.3570],
              ['Fremont', 47.6510, -122.3500],
              ['Wallingford', 47.6590, -122.3340],
              ['University District', 47.6616, -122.3137],
              ['Green Lake', 47.6780, -122.3270],
              ['Ballard', 47.6687, -122.3842],
              ['West Seattle', 47.5710, -122.3860],
              ['Columbia City', 47.5590, -122.2870],
            ],
          },
          {
            name: 'Bellevue',
            lat: 47.6101,
            lng: -122.2015,
            areas: [
              ['Downtown Bellevue', 47.6160, -122.1980],
              ['Bridle Trails', 47.6480, -122.1800],
              ['Crossroads', 47.6180, -122.1280],
              ['Eastgate', 47.5800, -122.1500],
              ['Factoria', 47.5760, -122.1690],
            ],
          },
          {
            name: 'Redmond',
            lat: 47.6740,
            lng: -122.1215,
            areas: [
              ['Downtown Redmond', 47.6730, -122.1210],
              ['Overlake', 47.6320, -122.1400],
              ['Education Hill', 47.6880, -122.1150],
            ],
          },
          {
            name: 'Kirkland',
            lat: 47.6769,
            lng: -122.2060,
            areas: [
              ['Downtown Kirkland', 47.6769, -122.2060],
            ],
          },
          {
            name: 'Sammamish',
            lat: 47.6163,
            lng: -122.0356,
            areas: [
              ['Sammamish', 47.6163, -122.0356],
            ],
          },
          {
            name: 'Issaquah',
            lat: 47.5301,
            lng: -122.0326,
            areas: [
              ['Issaquah', 47.5301, -122.0326],
            ],
          },
          {
            name: 'Renton',
            lat: 47.4829,
            lng: -122.2171,
            areas: [
              ['Renton', 47.4829, -122.2171],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Georgia',
    lat: 32.6415,
    lng: -83.4426,
    districts: [
      {
        name: 'Fulton County',
        lat: 33.7900,
        lng: -84.4700,
        cities: [
          {
            name: 'Atlanta',
            lat: 33.7490,
            lng: -84.3880,
            areas: [
              ['Downtown', 33.7550, -84.3900],
              ['Midtown', 33.7812, -84.3830],
              ['Old Fourth Ward', 33.7640, -84.3720],
              ['Inman Park', 33.7600, -84.3540],
              ['Virginia-Highland', 33.7810, -84.3530],
              ['West Midtown', 33.7870, -84.4100],
              ['Grant Park', 33.7380, -84.3710],
              ['Buckhead', 33.8390, -84.3790],
            ],
          },
          {
            name: 'Alpharetta',
            lat: 34.0754,
            lng: -84.2941,
            areas: [
              ['Downtown Alpharetta', 34.0754, -84.2941],
              ['Avalon', 34.0710, -84.2750],
              ['Windward', 34.0880, -84.2490],
            ],
          },
          {
            name: 'Sandy Springs',
            lat: 33.9304,
            lng: -84.3733,
            areas: [
              ['Sandy Springs', 33.9304, -84.3733],
            ],
          },
          {
            name: 'Johns Creek',
            lat: 34.0289,
            lng: -84.1986,
            areas: [
              ['Johns Creek', 34.0289, -84.1986],
            ],
          },
          {
            name: 'Roswell',
            lat: 34.0232,
            lng: -84.3616,
            areas: [
              ['Historic Roswell', 34.0232, -84.3616],
            ],
          },
          {
            name: 'Milton',
            lat: 34.1320,
            lng: -84.3007,
            areas: [
              ['Milton', 34.1320, -84.3007],
            ],
          },
        ],
      },
      {
        name: 'Gwinnett County',
        lat: 33.9600,
        lng: -84.0230,
        cities: [
          {
            name: 'Duluth',
            lat: 34.0029,
            lng: -84.1446,
            areas: [
              ['Downtown Duluth', 34.0029, -84.1446],
            ],
          },
          {
            name: 'Suwanee',
            lat: 34.0515,
            lng: -84.0713,
            areas: [
              ['Suwanee Town Center', 34.0515, -84.0713],
            ],
          },
          {
            name: 'Lawrenceville',
            lat: 33.9562,
            lng: -83.9880,
            areas: [
              ['Downtown Lawrenceville', 33.9562, -83.9880],
            ],
          },
        ],
      },
      {
        name: 'DeKalb County',
        lat: 33.7710,
        lng: -84.2260,
        cities: [
          {
            name: 'Decatur',
            lat: 33.7748,
            lng: -84.2963,
            areas: [
              ['Downtown Decatur', 33.7748, -84.2963],
            ],
          },
          {
            name: 'Dunwoody',
            lat: 33.9462,
            lng: -84.3346,
            areas: [
              ['Dunwoody', 33.9462, -84.3346],
            ],
          },
          {
            name: 'Brookhaven',
            lat: 33.8651,
            lng: -84.3366,
            areas: [
              ['Brookhaven', 33.8651, -84.3366],
            ],
          },
        ],
      },
      {
        name: 'Cobb County',
        lat: 33.9410,
        lng: -84.5770,
        cities: [
          {
            name: 'Marietta',
            lat: 33.9526,
            lng: -84.5499,
            areas: [
              ['Marietta Square', 33.9526, -84.5499],
            ],
          },
          {
            name: 'Smyrna',
            lat: 33.8840,
            lng: -84.5144,
            areas: [
              ['Smyrna', 33.8840, -84.5144],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'North Carolina',
    lat: 35.5000,
    lng: -79.4000,
    districts: [
      {
        name: 'Wake County',
        lat: 35.7900,
        lng: -78.6500,
        cities: [
          {
            name: 'Raleigh',
            lat: 35.7796,
            lng: -78.6382,
            areas: [
              ['Downtown', 35.7790, -78.6380],
              ['Glenwood South', 35.7880, -78.6450],
              ['Oakwood', 35.7860, -78.6300],
              ['Cameron Village', 35.7900, -78.6560],
              ['Five Points', 35.8030, -78.6470],
              ['North Hills', 35.8380, -78.6420],
              ['Brier Creek', 35.9070, -78.7840],
            ],
          },
          {
            name: 'Cary',
            lat: 35.7915,
            lng: -78.7811,
            areas: [
              ['Downtown Cary', 35.7880, -78.7810],
              ['Preston', 35.8150, -78.8300],
            ],
          },
          {
            name: 'Morrisville',
            lat: 35.8235,
            lng: -78.8256,
            areas: [
              ['Morrisville', 35.8235, -78.8256],
            ],
          },
          {
            name: 'Apex',
            lat: 35.7327,
            lng: -78.8503,
            areas: [
              ['Downtown Apex', 35.7327, -78.8503],
            ],
          },
          {
            name: 'Wake Forest',
            lat: 35.9799,
            lng: -78.5097,
            areas: [
              ['Downtown Wake Forest', 35.9799, -78.5097],
            ],
          },
          {
            name: 'Holly Springs',
            lat: 35.6513,
            lng: -78.8336,
            areas: [
              ['Holly Springs', 35.6513, -78.8336],
            ],
          },
        ],
      },
      {
        name: 'Mecklenburg County',
        lat: 35.2460,
        lng: -80.8330,
        cities: [
          {
            name: 'Charlotte',
            lat: 35.2271,
            lng: -80.8431,
            areas: [
              ['Uptown', 35.2270, -80.8430],
              ['South End', 35.2120, -80.8590],
              ['Dilworth', 35.2060, -80.8500],
              ['Myers Park', 35.1920, -80.8250],
              ['Plaza Midwood', 35.2220, -80.8110],
              ['NoDa', 35.2470, -80.8080],
              ['SouthPark', 35.1530, -80.8300],
              ['Ballantyne', 35.0535, -80.8490],
              ['University City', 35.3070, -80.7360],
            ],
          },
          {
            name: 'Huntersville',
            lat: 35.4107,
            lng: -80.8429,
            areas: [
              ['Huntersville', 35.4107, -80.8429],
            ],
          },
          {
            name: 'Cornelius',
            lat: 35.4868,
            lng: -80.8601,
            areas: [
              ['Cornelius', 35.4868, -80.8601],
            ],
          },
          {
            name: 'Matthews',
            lat: 35.1168,
            lng: -80.7237,
            areas: [
              ['Downtown Matthews', 35.1168, -80.7237],
            ],
          },
        ],
      },
      {
        name: 'Durham County',
        lat: 36.0360,
        lng: -78.8760,
        cities: [
          {
            name: 'Durham',
            lat: 35.9940,
            lng: -78.8986,
            areas: [
              ['Downtown Durham', 35.9940, -78.8986],
              ['Research Triangle Park', 35.8992, -78.8636],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Florida',
    lat: 28.1000,
    lng: -81.6000,
    districts: [
      {
        name: 'Hillsborough County',
        lat: 27.9047,
        lng: -82.3500,
        cities: [
          {
            name: 'Tampa',
            lat: 27.9506,
            lng: -82.4572,
            areas: [
              ['Downtown', 27.9480, -82.4580],
              ['Channel District', 27.9470, -82.4480],
              ['Ybor City', 27.9600, -82.4370],
              ['Hyde Park', 27.9380, -82.4740],
              ['Davis Islands', 27.9230, -82.4530],
              ['Westshore', 27.9530, -82.5250],
              ['Seminole Heights', 27.9980, -82.4600],
              ['Carrollwood', 28.0506, -82.4929],
              ['Westchase', 28.0550, -82.6110],
              ['New Tampa', 28.1270, -82.3350],
            ],
          },
          {
            name: 'Brandon',
            lat: 27.9378,
            lng: -82.2859,
            areas: [
              ['Brandon', 27.9378, -82.2859],
            ],
          },
          {
            name: 'Riverview',
            lat: 27.8661,
            lng: -82.3265,
            areas: [
              ['Riverview', 27.8661, -82.3265],
            ],
          },
        ],
      },
      {
        name: 'Orange County',
        lat: 28.5100,
        lng: -81.3200,
        cities: [
          {
            name: 'Orlando',
            lat: 28.5383,
            lng: -81.3792,
            areas: [
              ['Downtown', 28.5410, -81.3790],
              ['Thornton Park', 28.5430, -81.3680],
              ['College Park', 28.5690, -81.3930],
              ['Baldwin Park', 28.5660, -81.3260],
              ['MetroWest', 28.5130, -81.4700],
              ['Dr. Phillips', 28.4494, -81.4923],
              ['Lake Nona', 28.3920, -81.2460],
            ],
          },
          {
            name: 'Winter Park',
            lat: 28.6000,
            lng: -81.3392,
            areas: [
              ['Park Avenue', 28.5970, -81.3510],
            ],
          },
          {
            name: 'Windermere',
            lat: 28.4956,
            lng: -81.5348,
            areas: [
              ['Windermere', 28.4956, -81.5348],
            ],
          },
          {
            name: 'Winter Garden',
            lat: 28.5653,
            lng: -81.5862,
            areas: [
              ['Downtown Winter Garden', 28.5653, -81.5862],
            ],
          },
        ],
      },
      {
        name: 'Miami-Dade County',
        lat: 25.7000,
        lng: -80.4000,
        cities: [
          {
            name: 'Miami',
            lat: 25.7617,
            lng: -80.1918,
            areas: [
              ['Brickell', 25.7590, -80.1920],
              ['Downtown', 25.7740, -80.1930],
              ['Edgewater', 25.8000, -80.1880],
              ['Wynwood', 25.8007, -80.1991],
              ['Design District', 25.8130, -80.1930],
              ['Little Havana', 25.7670, -80.2250],
              ['Coconut Grove', 25.7270, -80.2420],
            ],
          },
          {
            name: 'Miami Beach',
            lat: 25.7907,
            lng: -80.1300,
            areas: [
              ['South Beach', 25.7826, -80.1341],
            ],
          },
          {
            name: 'Coral Gables',
            lat: 25.7215,
            lng: -80.2684,
            areas: [
              ['Coral Gables', 25.7215, -80.2684],
            ],
          },
          {
            name: 'Doral',
            lat: 25.8195,
            lng: -80.3553,
            areas: [
              ['Doral', 25.8195, -80.3553],
            ],
          },
        ],
      },
      {
        name: 'Duval County',
        lat: 30.3322,
        lng: -81.6557,
        cities: [
          {
            name: 'Jacksonville',
            lat: 30.3322,
            lng: -81.6557,
            areas: [
              ['Downtown', 30.3270, -81.6600],
              ['Riverside', 30.3110, -81.6880],
              ['San Marco', 30.3060, -81.6530],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Massachusetts',
    lat: 42.3700,
    lng: -71.9000,
    districts: [
      {
        name: 'Suffolk County',
        lat: 42.3400,
        lng: -71.0500,
        cities: [
          {
            name: 'Boston',
            lat: 42.3601,
            lng: -71.0589,
            areas: [
              ['Downtown', 42.3550, -71.0600],
              ['Back Bay', 42.3503, -71.0810],
              ['Beacon Hill', 42.3588, -71.0707],
              ['North End', 42.3647, -71.0542],
              ['South End', 42.3388, -71.0765],
              ['Seaport', 42.3510, -71.0450],
              ['South Boston', 42.3381, -71.0476],
              ['Fenway', 42.3467, -71.0972],
              ['Charlestown', 42.3782, -71.0602],
              ['Jamaica Plain', 42.3097, -71.1151],
              ['Allston', 42.3539, -71.1337],
              ['Dorchester', 42.3016, -71.0676],
            ],
          },
        ],
      },
      {
        name: 'Middlesex County',
        lat: 42.4800,
        lng: -71.3900,
        cities: [
          {
            name: 'Cambridge',
            lat: 42.3736,
            lng: -71.1097,
            areas: [
              ['Harvard Square', 42.3736, -71.1190],
              ['Central Square', 42.3654, -71.1035],
              ['Kendall Square', 42.3629, -71.0901],
              ['Inman Square', 42.3740, -71.1010],
              ['Porter Square', 42.3884, -71.1191],
            ],
          },
          {
            name: 'Somerville',
            lat: 42.3876,
            lng: -71.0995,
            areas: [
              ['Davis Square', 42.3967, -71.1225],
              ['Union Square', 42.3796, -71.0934],
              ['Assembly Row', 42.3925, -71.0773],
            ],
          },
          {
            name: 'Newton',
            lat: 42.3370,
            lng: -71.2092,
            areas: [
              ['Newton Centre', 42.3290, -71.1930],
              ['West Newton', 42.3490, -71.2290],
            ],
          },
          {
            name: 'Waltham',
            lat: 42.3765,
            lng: -71.2356,
            areas: [
              ['Waltham', 42.3765, -71.2356],
            ],
          },
          {
            name: 'Lexington',
            lat: 42.4473,
            lng: -71.2245,
            areas: [
              ['Lexington Center', 42.4473, -71.2245],
            ],
          },
          {
            name: 'Burlington',
            lat: 42.5048,
            lng: -71.1956,
            areas: [
              ['Burlington', 42.5048, -71.1956],
            ],
          },
          {
            name: 'Framingham',
            lat: 42.2793,
            lng: -71.4162,
            areas: [
              ['Framingham', 42.2793, -71.4162],
            ],
          },
        ],
      },
      {
        name: 'Norfolk County',
        lat: 42.1700,
        lng: -71.1800,
        cities: [
          {
            name: 'Brookline',
            lat: 42.3318,
            lng: -71.1212,
            areas: [
              ['Coolidge Corner', 42.3420, -71.1210],
            ],
          },
          {
            name: 'Quincy',
            lat: 42.2529,
            lng: -71.0023,
            areas: [
              ['Quincy Center', 42.2529, -71.0023],
            ],
          },
          {
            name: 'Needham',
            lat: 42.2809,
            lng: -71.2378,
            areas: [
              ['Needham', 42.2809, -71.2378],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Virginia',
    lat: 37.5215,
    lng: -78.8537,
    districts: [
      {
        name: 'Fairfax County',
        lat: 38.8300,
        lng: -77.2800,
        cities: [
          {
            name: 'Reston',
            lat: 38.9586,
            lng: -77.3570,
            areas: [
              ['Reston Town Center', 38.9580, -77.3580],
              ['Lake Anne', 38.9690, -77.3390],
            ],
          },
          {
            name: 'Tysons',
            lat: 38.9187,
            lng: -77.2311,
            areas: [
              ['Tysons', 38.9187, -77.2311],
            ],
          },
          {
            name: 'McLean',
            lat: 38.9339,
            lng: -77.1773,
            areas: [
              ['McLean', 38.9339, -77.1773],
            ],
          },
          {
            name: 'Herndon',
            lat: 38.9696,
            lng: -77.3861,
            areas: [
              ['Downtown Herndon', 38.9696, -77.3861],
            ],
          },
          {
            name: 'Vienna',
            lat: 38.9012,
            lng: -77.2653,
            areas: [
              ['Vienna', 38.9012, -77.2653],
            ],
          },
          {
            name: 'Chantilly',
            lat: 38.8943,
            lng: -77.4311,
            areas: [
              ['Chantilly', 38.8943, -77.4311],
            ],
          },
          {
            name: 'Centreville',
            lat: 38.8404,
            lng: -77.4289,
            areas: [
              ['Centreville', 38.8404, -77.4289],
            ],
          },
          {
            name: 'Annandale',
            lat: 38.8304,
            lng: -77.1964,
            areas: [
              ['Annandale', 38.8304, -77.1964],
            ],
          },
          {
            name: 'Springfield',
            lat: 38.7893,
            lng: -77.1872,
            areas: [
              ['Springfield', 38.7893, -77.1872],
            ],
          },
        ],
      },
      {
        name: 'Loudoun County',
        lat: 39.0900,
        lng: -77.6400,
        cities: [
          {
            name: 'Ashburn',
            lat: 39.0438,
            lng: -77.4874,
            areas: [
              ['Ashburn', 39.0438, -77.4874],
              ['One Loudoun', 39.0550, -77.4650],
              ['Broadlands', 39.0180, -77.5200],
              ['Brambleton', 38.9820, -77.5390],
            ],
          },
          {
            name: 'Sterling',
            lat: 39.0062,
            lng: -77.4286,
            areas: [
              ['Sterling', 39.0062, -77.4286],
            ],
          },
          {
            name: 'Leesburg',
            lat: 39.1157,
            lng: -77.5636,
            areas: [
              ['Downtown Leesburg', 39.1157, -77.5636],
            ],
          },
          {
            name: 'South Riding',
            lat: 38.9209,
            lng: -77.5039,
            areas: [
              ['South Riding', 38.9209, -77.5039],
            ],
          },
        ],
      },
      {
        name: 'Arlington County',
        lat: 38.8816,
        lng: -77.0910,
        cities: [
          {
            name: 'Arlington',
            lat: 38.8816,
            lng: -77.0910,
            areas: [
              ['Rosslyn', 38.8966, -77.0720],
              ['Courthouse', 38.8910, -77.0840],
              ['Clarendon', 38.8870, -77.0950],
              ['Ballston', 38.8820, -77.1110],
              ['Pentagon City', 38.8620, -77.0590],
              ['Crystal City', 38.8570, -77.0510],
              ['Shirlington', 38.8410, -77.0860],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Pennsylvania',
    lat: 40.8960,
    lng: -77.8380,
    districts: [
      {
        name: 'Philadelphia County',
        lat: 40.0000,
        lng: -75.1300,
        cities: [
          {
            name: 'Philadelphia',
            lat: 39.9526,
            lng: -75.1652,
            areas: [
              ['Center City', 39.9520, -75.1640],
              ['Rittenhouse Square', 39.9496, -75.1718],
              ['Old City', 39.9524, -75.1445],
              ['Society Hill', 39.9450, -75.1470],
              ['Queen Village', 39.9380, -75.1500],
              ['Graduate Hospital', 39.9430, -75.1780],
              ['Fairmount', 39.9670, -75.1740],
              ['Northern Liberties', 39.9645, -75.1420],
              ['Fishtown', 39.9720, -75.1340],
              ['University City', 39.9540, -75.1940],
              ['Manayunk', 40.0267, -75.2240],
              ['Chestnut Hill', 40.0763, -75.2080],
            ],
          },
        ],
      },
      {
        name: 'Montgomery County',
        lat: 40.2100,
        lng: -75.3700,
        cities: [
          {
            name: 'King of Prussia',
            lat: 40.0893,
            lng: -75.3963,
            areas: [
              ['King of Prussia', 40.0893, -75.3963],
            ],
          },
          {
            name: 'Conshohocken',
            lat: 40.0793,
            lng: -75.3016,
            areas: [
              ['Conshohocken', 40.0793, -75.3016],
            ],
          },
          {
            name: 'Lower Merion',
            lat: 40.0300,
            lng: -75.2800,
            areas: [
              ['Ardmore', 40.0068, -75.2857],
              ['Bryn Mawr', 40.0220, -75.3160],
            ],
          },
        ],
      },
      {
        name: 'Allegheny County',
        lat: 40.4700,
        lng: -79.9800,
        cities: [
          {
            name: 'Pittsburgh',
            lat: 40.4406,
            lng: -79.9959,
            areas: [
              ['Downtown', 40.4410, -79.9960],
              ['Strip District', 40.4516, -79.9780],
              ['Lawrenceville', 40.4660, -79.9600],
              ['North Shore', 40.4470, -80.0070],
              ['South Side', 40.4286, -79.9770],
              ['Mount Washington', 40.4310, -80.0080],
              ['Oakland', 40.4418, -79.9560],
              ['Shadyside', 40.4560, -79.9330],
              ['Squirrel Hill', 40.4338, -79.9230],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Michigan',
    lat: 44.3148,
    lng: -85.6024,
    districts: [
      {
        name: 'Oakland County',
        lat: 42.6600,
        lng: -83.3800,
        cities: [
          {
            name: 'Troy',
            lat: 42.6064,
            lng: -83.1498,
            areas: [
              ['Troy', 42.6064, -83.1498],
              ['Somerset Collection', 42.5613, -83.1839],
            ],
          },
          {
            name: 'Novi',
            lat: 42.4806,
            lng: -83.4755,
            areas: [
              ['Novi', 42.4806, -83.4755],
              ['Twelve Oaks', 42.4910, -83.4690],
            ],
          },
          {
            name: 'Farmington Hills',
            lat: 42.4989,
            lng: -83.3677,
            areas: [
              ['Farmington Hills', 42.4989, -83.3677],
            ],
          },
          {
            name: 'Rochester Hills',
            lat: 42.6584,
            lng: -83.1499,
            areas: [
              ['Rochester Hills', 42.6584, -83.1499],
            ],
          },
          {
            name: 'Bloomfield Hills',
            lat: 42.5836,
            lng: -83.2455,
            areas: [
              ['Bloomfield Hills', 42.5836, -83.2455],
            ],
          },
          {
            name: 'Birmingham',
            lat: 42.5467,
            lng: -83.2113,
            areas: [
              ['Downtown Birmingham', 42.5467, -83.2113],
            ],
          },
          {
            name: 'Royal Oak',
            lat: 42.4895,
            lng: -83.1446,
            areas: [
              ['Downtown Royal Oak', 42.4895, -83.1446],
            ],
          },
          {
            name: 'Southfield',
            lat: 42.4734,
            lng: -83.2219,
            areas: [
              ['Southfield', 42.4734, -83.2219],
            ],
          },
          {
            name: 'Auburn Hills',
            lat: 42.6875,
            lng: -83.2341,
            areas: [
              ['Auburn Hills', 42.6875, -83.2341],
            ],
          },
        ],
      },
      {
        name: 'Wayne County',
        lat: 42.2800,
        lng: -83.2800,
        cities: [
          {
            name: 'Detroit',
            lat: 42.3314,
            lng: -83.0458,
            areas: [
              ['Downtown', 42.3310, -83.0460],
              ['Corktown', 42.3300, -83.0700],
              ['Lafayette Park', 42.3400, -83.0300],
              ['Midtown', 42.3516, -83.0640],
              ['New Center', 42.3690, -83.0750],
              ['Boston-Edison', 42.3810, -83.0900],
              ['Indian Village', 42.3580, -82.9990],
            ],
          },
          {
            name: 'Dearborn',
            lat: 42.3223,
            lng: -83.1763,
            areas: [
              ['Dearborn', 42.3223, -83.1763],
            ],
          },
        ],
      },
      {
        name: 'Washtenaw County',
        lat: 42.2530,
        lng: -83.8380,
        cities: [
          {
            name: 'Ann Arbor',
            lat: 42.2808,
            lng: -83.7430,
            areas: [
              ['Downtown Ann Arbor', 42.2808, -83.7430],
              ['Kerrytown', 42.2850, -83.7470],
              ['Burns Park', 42.2660, -83.7250],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Arizona',
    lat: 34.1682,
    lng: -111.9302,
    districts: [
      {
        name: 'Maricopa County',
        lat: 33.3490,
        lng: -112.4910,
        cities: [
          {
            name: 'Phoenix',
            lat: 33.4484,
            lng: -112.0740,
            areas: [
              ['Downtown', 33.4480, -112.0740],
              ['Roosevelt Row', 33.4590, -112.0710],
              ['Encanto', 33.4750, -112.0870],
              ['North Central', 33.5300, -112.0740],
              ['Biltmore', 33.5130, -112.0230],
              ['Arcadia', 33.5000, -111.9830],
              ['Ahwatukee', 33.3400, -111.9900],
              ['Desert Ridge', 33.6770, -111.9740],
            ],
          },
          {
            name: 'Scottsdale',
            lat: 33.4942,
            lng: -111.9261,
            areas: [
              ['Old Town Scottsdale', 33.4940, -111.9250],
              ['McCormick Ranch', 33.5600, -111.8960],
              ['Gainey Ranch', 33.5750, -111.9090],
              ['North Scottsdale', 33.6700, -111.9000],
              ['DC Ranch', 33.6680, -111.8530],
            ],
          },
          {
            name: 'Tempe',
            lat: 33.4255,
            lng: -111.9400,
            areas: [
              ['Downtown Tempe', 33.4255, -111.9400],
            ],
          },
          {
            name: 'Chandler',
            lat: 33.3062,
            lng: -111.8413,
            areas: [
              ['Downtown Chandler', 33.3062, -111.8413],
            ],
          },
          {
            name: 'Gilbert',
            lat: 33.3528,
            lng: -111.7890,
            areas: [
              ['Gilbert', 33.3528, -111.7890],
            ],
          },
          {
            name: 'Mesa',
            lat: 33.4152,
            lng: -111.8315,
            areas: [
              ['Downtown Mesa', 33.4152, -111.8315],
            ],
          },
          {
            name: 'Peoria',
            lat: 33.5806,
            lng: -112.2374,
            areas: [
              ['Peoria', 33.5806, -112.2374],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Colorado',
    lat: 38.9972,
    lng: -105.5478,
    districts: [
      {
        name: 'Denver County',
        lat: 39.7392,
        lng: -104.9903,
        cities: [
          {
            name: 'Denver',
            lat: 39.7392,
            lng: -104.9903,
            areas: [
              ['LoDo', 39.7527, -104.9996],
              ['Five Points', 39.7540, -104.9790],
              ['RiNo', 39.7680, -104.9810],
              ['Highland', 39.7590, -105.0120],
              ['Capitol Hill', 39.7312, -104.9810],
              ['Cherry Creek', 39.7170, -104.9530],
              ['Washington Park', 39.7000, -104.9700],
              ['Central Park', 39.7610, -104.8900],
            ],
          },
        ],
      },
      {
        name: 'Douglas County',
        lat: 39.3300,
        lng: -104.9300,
        cities: [
          {
            name: 'Highlands Ranch',
            lat: 39.5539,
            lng: -104.9694,
            areas: [
              ['Highlands Ranch', 39.5539, -104.9694],
            ],
          },
          {
            name: 'Castle Rock',
            lat: 39.3722,
            lng: -104.8561,
            areas: [
              ['Castle Rock', 39.3722, -104.8561],
            ],
          },
          {
            name: 'Parker',
            lat: 39.5186,
            lng: -104.7614,
            areas: [
              ['Parker', 39.5186, -104.7614],
            ],
          },
        ],
      },
      {
        name: 'Boulder County',
        lat: 40.0920,
        lng: -105.3580,
        cities: [
          {
            name: 'Boulder',
            lat: 40.0150,
            lng: -105.2705,
            areas: [
              ['Downtown Boulder', 40.0150, -105.2705],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Tennessee',
    lat: 35.8580,
    lng: -86.3505,
    districts: [
      {
        name: 'Davidson County',
        lat: 36.1700,
        lng: -86.7800,
        cities: [
          {
            name: 'Nashville',
            lat: 36.1627,
            lng: -86.7816,
            areas: [
              ['Downtown', 36.1627, -86.7816],
              ['The Gulch', 36.1520, -86.7870],
              ['Midtown', 36.1520, -86.7990],
              ['Germantown', 36.1800, -86.7890],
              ['East Nashville', 36.1800, -86.7510],
              ['12 South', 36.1240, -86.7900],
              ['Sylvan Park', 36.1490, -86.8400],
              ['Green Hills', 36.1050, -86.8160],
            ],
          },
        ],
      },
      {
        name: 'Williamson County',
        lat: 35.9000,
        lng: -86.9000,
        cities: [
          {
            name: 'Franklin',
            lat: 35.9251,
            lng: -86.8689,
            areas: [
              ['Downtown Franklin', 35.9251, -86.8689],
            ],
          },
          {
            name: 'Brentwood',
            lat: 36.0331,
            lng: -86.7828,
            areas: [
              ['Brentwood', 36.0331, -86.7828],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Maryland',
    lat: 39.0458,
    lng: -76.6413,
    districts: [
      {
        name: 'Montgomery County',
        lat: 39.1500,
        lng: -77.2000,
        cities: [
          {
            name: 'Bethesda',
            lat: 38.9807,
            lng: -77.1003,
            areas: [
              ['Bethesda', 38.9807, -77.1003],
            ],
          },
          {
            name: 'Rockville',
            lat: 39.0840,
            lng: -77.1528,
            areas: [
              ['Rockville Town Square', 39.0840, -77.1528],
            ],
          },
          {
            name: 'Silver Spring',
            lat: 38.9907,
            lng: -77.0261,
            areas: [
              ['Downtown Silver Spring', 38.9907, -77.0261],
            ],
          },
          {
            name: 'Gaithersburg',
            lat: 39.1434,
            lng: -77.2014,
            areas: [
              ['Gaithersburg', 39.1434, -77.2014],
            ],
          },
          {
            name: 'Germantown',
            lat: 39.1732,
            lng: -77.2717,
            areas: [
              ['Germantown', 39.1732, -77.2717],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Minnesota',
    lat: 46.7296,
    lng: -94.6859,
    districts: [
      {
        name: 'Hennepin County',
        lat: 45.0050,
        lng: -93.4800,
        cities: [
          {
            name: 'Minneapolis',
            lat: 44.9778,
            lng: -93.2650,
            areas: [
              ['Downtown', 44.9778, -93.2650],
              ['North Loop', 44.9860, -93.2750],
              ['Loring Park', 44.9700, -93.2820],
              ['Uptown', 44.9500, -93.2980],
              ['Linden Hills', 44.9250, -93.3150],
              ['Northeast', 45.0050, -93.2500],
            ],
          },
          {
            name: 'Eden Prairie',
            lat: 44.8547,
            lng: -93.4708,
            areas: [
              ['Eden Prairie', 44.8547, -93.4708],
            ],
          },
          {
            name: 'Minnetonka',
            lat: 44.9133,
            lng: -93.5033,
            areas: [
              ['Minnetonka', 44.9133, -93.5033],
            ],
          },
          {
            name: 'Plymouth',
            lat: 45.0105,
            lng: -93.4555,
            areas: [
              ['Plymouth', 45.0105, -93.4555],
            ],
          },
        ],
      },
    ],
  },
]
