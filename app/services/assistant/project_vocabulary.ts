/**
 * Project words: construction status, builders and amenities, in English,
 * Hindi and Telugu. Values are the ones GET /api/properties and /api/ventures take.
 */

export const VENTURE_STATUS_WORDS: Record<string, string[]> = {
  ready_to_move: [
    'ready to move',
    'ready-to-move',
    'ready to move in',
    'move in ready',
    'ready',
    'रेडी टू मूव',
    'रहने के लिए तैयार',
    'तैयार',
    'రెడీ టు మూవ్',
    'సిద్ధంగా',
  ],
  under_construction: [
    'under construction',
    'under-construction',
    'निर्माणाधीन',
    'अंडर कंस्ट्रक्शन',
    'నిర్మాణంలో',
    'అండర్ కన్స్ట్రక్షన్',
  ],
  upcoming: [
    'upcoming',
    'new launch',
    'new launches',
    'pre launch',
    'prelaunch',
    'आगामी',
    'नया लॉन्च',
    'రాబోయే',
    'కొత్త లాంచ్',
  ],
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
  children_play_area: [
    'play area',
    'playground',
    'kids play area',
    'children play area',
    'खेल का मैदान',
    'ప్లే ఏరియా',
    'ఆట స్థలం',
  ],
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
