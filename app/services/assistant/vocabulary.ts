/**
 * The words people use for each filter value, in English, Hindi and Telugu
 * (and the English loan words written in Devanagari or Telugu script).
 * Values are the ones GET /api/properties and /api/ventures take.
 */

export const PROPERTY_TYPE_WORDS: Record<string, string[]> = {
  apartment: ['apartment', 'apartments', 'flat', 'flats', 'condo', 'condos', 'अपार्टमेंट', 'फ्लैट', 'फ़्लैट', 'फ्लैट्स', 'అపార్ట్మెంట్', 'అపార్ట్మెంట్లు', 'ఫ్లాట్', 'ఫ్లాట్లు', 'ఫ్లాట్స్'],
  villa: ['villa', 'villas', 'विला', 'विल्ला', 'విల్లా', 'విల్లాలు', 'విల్లాస్'],
  plot: ['plot', 'plots', 'open plot', 'open plots', 'प्लॉट', 'प्लाट', 'भूखंड', 'ప్లాట్', 'ప్లాట్లు', 'ప్లాట్స్', 'స్థలం'],
  farmland: ['farmland', 'farm land', 'farm lands', 'farmlands', 'farm', 'agricultural land', 'खेत', 'फार्म लैंड', 'फार्मलैंड', 'कृषि भूमि', 'వ్యవసాయ భూమి', 'ఫామ్ ల్యాండ్', 'ఫార్మ్ ల్యాండ్', 'పొలం'],
  commercial: ['commercial', 'office', 'offices', 'shop', 'shops', 'showroom', 'कमर्शियल', 'ऑफिस', 'दुकान', 'वाणिज्यिक', 'కమర్షియల్', 'ఆఫీస్', 'దుకాణం', 'షాప్'],
  independent_house: ['independent house', 'independent houses', 'individual house', 'house', 'houses', 'मकान', 'घर', 'स्वतंत्र मकान', 'इंडिपेंडेंट हाउस', 'ఇల్లు', 'ఇళ్లు', 'ఇండిపెండెంట్ హౌస్', 'స్వతంత్ర ఇల్లు'],
}

/** Venture-only property types (000 §9). */
export const VENTURE_ONLY_TYPE_WORDS: Record<string, string[]> = {
  townhouse: ['townhouse', 'townhouses', 'टाउनहाउस', 'టౌన్హౌస్'],
  duplex: ['duplex', 'duplexes', 'डुप्लेक्स', 'డ్యూప్లెక్స్'],
  penthouse: ['penthouse', 'penthouses', 'पेंटहाउस', 'పెంట్హౌస్'],
  studio: ['studio', 'studios', 'स्टूडियो', 'స్టూడియో'],
}

export const BEDROOM_WORDS = ['bhk', 'b h k', 'bed', 'beds', 'bedroom', 'bedrooms', 'br', 'bd', 'बीएचके', 'बेडरूम', 'बेड', 'कमरे', 'कमरों', 'కమరా', 'బీహెచ్కే', 'బిహెచ్కే', 'బెడ్రూమ్', 'బెడ్రూమ్లు', 'బెడ్', 'పడక గదులు', 'పడకగదులు', 'గదులు']

/** Words that ask for projects rather than single listings. */
export const VENTURE_WORDS = ['venture', 'ventures', 'project', 'projects', 'development', 'developments', 'new launch', 'new launches', 'gated community', 'township',
  'वेंचर', 'प्रोजेक्ट', 'प्रोजेक्ट्स', 'परियोजना', 'परियोजनाएं', 'परियोजनाएँ', 'వెంచర్', 'వెంచర్లు', 'ప్రాజెక్ట్', 'ప్రాజెక్టులు', 'ప్రాజెక్ట్లు']

export const VENTURE_STATUS_WORDS: Record<string, string[]> = {
  ready_to_move: ['ready to move', 'ready-to-move', 'ready to move in', 'move in ready', 'ready', 'रेडी टू मूव', 'रहने के लिए तैयार', 'तैयार', 'రెడీ టు మూవ్', 'సిద్ధంగా'],
  under_construction: ['under construction', 'under-construction', 'निर्माणाधीन', 'अंडर कंस्ट्रक्शन', 'నిర్మాణంలో', 'అండర్ కన్స్ట్రక్షన్'],
  upcoming: ['upcoming', 'new launch', 'new launches', 'pre launch', 'prelaunch', 'आगामी', 'नया लॉन्च', 'రాబోయే', 'కొత్త లాంచ్'],
  completed: ['completed', 'finished', 'पूर्ण', 'पूरा', 'పూర్తయిన', 'పూర్తి'],
}

export const PROPERTY_STATUS_WORDS: Record<string, string[]> = {
  available: ['available', 'for sale', 'उपलब्ध', 'అందుబాటులో'],
  under_construction: VENTURE_STATUS_WORDS.under_construction,
}

export const BUILDER_WORDS: Record<string, string[]> = {
  prestige_group: ['prestige', 'प्रेस्टीज', 'प्रेस्टिज', 'ప్రెస్టీజ్', 'ప్రెస్టిజ్'],
  brigade_group: ['brigade', 'ब्रिगेड', 'బ్రిగేడ్'],
  sobha_developers: ['sobha', 'shobha', 'शोभा', 'శోభా', 'శోభ'],
  godrej_properties: ['godrej', 'गोदरेज', 'గోద్రెజ్'],
  dlf_limited: ['dlf', 'डीएलएफ', 'డీఎల్ఎఫ్'],
  lodha_group: ['lodha', 'लोढ़ा', 'लोढा', 'లోధా'],
  mahindra_lifespaces: ['mahindra', 'महिंद्रा', 'మహీంద్రా'],
  puravankara: ['puravankara', 'purva', 'पुरवनकारा', 'పురవంకర'],
  shapoorji_pallonji: ['shapoorji', 'shapoorji pallonji', 'शापूरजी', 'షాపూర్జీ'],
}

export const AMENITY_WORDS: Record<string, string[]> = {
  swimming_pool: ['swimming pool', 'pool', 'स्विमिंग पूल', 'पूल', 'స్విమ్మింగ్ పూల్', 'పూల్'],
  gym_fitness: ['gym', 'fitness', 'जिम', 'జిమ్'],
  clubhouse: ['clubhouse', 'club house', 'क्लब हाउस', 'क्लबहाउस', 'క్లబ్ హౌస్', 'క్లబ్హౌస్'],
  children_play_area: ['play area', 'playground', 'kids play area', 'children play area', 'खेल का मैदान', 'ప్లే ఏరియా', 'ఆట స్థలం'],
  sports_facilities: ['sports', 'tennis', 'badminton', 'खेल सुविधाएं', 'క్రీడా'],
  landscaped_gardens: ['garden', 'gardens', 'park', 'बगीचा', 'गार्डन', 'తోట', 'గార్డెన్'],
  security_24x7: ['security', 'gated', '24x7 security', 'सुरक्षा', 'సెక్యూరిటీ', 'భద్రత'],
  power_backup: ['power backup', 'backup', 'पावर बैकअप', 'పవర్ బ్యాకప్'],
  car_parking: ['parking', 'car parking', 'पार्किंग', 'పార్కింగ్'],
  elevators: ['lift', 'lifts', 'elevator', 'elevators', 'लिफ्ट', 'లిఫ్ట్'],
  intercom: ['intercom', 'इंटरकॉम', 'ఇంటర్కామ్'],
  fire_safety: ['fire safety', 'फायर सेफ्टी', 'ఫైర్ సేఫ్టీ'],
  jogging_track: ['jogging track', 'jogging', 'जॉगिंग ट्रैक', 'జాగింగ్ ట్రాక్'],
  yoga_meditation: ['yoga', 'meditation', 'योग', 'యోగా'],
  cctv: ['cctv', 'सीसीटीवी', 'సీసీటీవీ'],
}

/** Renting: every listing here is for sale, so this is answered, not filtered. */
export const RENT_WORDS = ['rent', 'rental', 'rentals', 'renting', 'lease', 'for rent', 'on rent', 'किराया', 'किराए', 'किराये', 'किराए पर', 'भाड़े', 'అద్దె', 'అద్దెకు', 'రెంట్']
export const BUY_WORDS = ['buy', 'buying', 'purchase', 'for sale', 'sale', 'खरीदना', 'खरीदें', 'खरीद', 'बिक्री', 'కొనాలి', 'కొనుగోలు', 'అమ్మకానికి', 'కొనడానికి']

/** Words that carry no filter: what is left of a question after them is checked for places. */
export const FILLER_WORDS = [
  'i', 'want', 'need', 'looking', 'look', 'for', 'a', 'an', 'the', 'in', 'at', 'near', 'nearby', 'around', 'close', 'to', 'of', 'with', 'and', 'or',
  'show', 'me', 'find', 'search', 'list', 'any', 'some', 'please', 'by', 'from', 'properties', 'property', 'listings', 'listing', 'homes', 'home',
  'is', 'are', 'there', 'what', 'which', 'can', 'you', 'get', 'my', 'family', 'good', 'best', 'cheap', 'affordable', 'luxury', 'new', 'builder', 'builders', 'under', 'price', 'budget', 'within', 'area', 'city', 'locality', 'road',
  'मुझे', 'चाहिए', 'में', 'के', 'की', 'का', 'पास', 'नज़दीक', 'नजदीक', 'दिखाओ', 'दिखाएं', 'ढूंढो', 'ढूंढें', 'और', 'वाला', 'वाले', 'वाली', 'द्वारा', 'एक', 'कोई', 'है', 'हैं', 'क्या', 'संपत्ति', 'प्रॉपर्टी', 'बिल्डर', 'बजट', 'लिए', 'साथ',
  'నాకు', 'కావాలి', 'లో', 'లోని', 'దగ్గర', 'సమీపంలో', 'చూపించు', 'చూపించండి', 'వెతకండి', 'మరియు', 'ఉన్న', 'గల', 'ద్వారా', 'ఏదైనా', 'ఆస్తి', 'ప్రాపర్టీ', 'బిల్డర్', 'బడ్జెట్', 'కోసం', 'తో', 'ఉన్నాయా', 'కట్టిన',
]
