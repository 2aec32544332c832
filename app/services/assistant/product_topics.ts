import { wordRegex } from '#services/assistant/normalize'

/**
 * The product's own questions the assistant answers from the facts the pages
 * use: credit packages, posting, bulk upload, contact and business hours.
 */
export type ProductTopic = 'credits' | 'posting' | 'bulk_upload' | 'contact' | 'hours'

const TOPICS: [ProductTopic, string[]][] = [
  [
    'bulk_upload',
    [
      'bulk',
      'bulk upload',
      'excel',
      'xlsx',
      'xls',
      'spreadsheet',
      'upload many',
      'import',
      'बल्क',
      'एक्सेल',
      'स्प्रेडशीट',
      'బల్క్',
      'ఎక్సెల్',
      'స్ప్రెడ్షీట్',
    ],
  ],
  [
    'credits',
    [
      'credit',
      'credits',
      'package',
      'packages',
      'credit plans',
      'pricing',
      'wallet',
      'क्रेडिट',
      'क्रेडिट्स',
      'पैकेज',
      'प्लान',
      'వాలెట్',
      'క్రెడిట్',
      'క్రెడిట్లు',
      'క్రెడిట్ల',
      'క్రెడిట్స్',
      'ప్యాకేజీ',
      'ప్లాన్',
    ],
  ],
  [
    'hours',
    [
      'hours',
      'timings',
      'timing',
      'working hours',
      'business hours',
      'opening hours',
      'open on sunday',
      'when are you open',
      'समय',
      'टाइमिंग',
      'कितने बजे',
      'खुला',
      'వేళలు',
      'సమయం',
      'సమయాలు',
      'టైమింగ్స్',
    ],
  ],
  [
    'contact',
    [
      'contact',
      'support',
      'customer care',
      'helpline',
      'reach you',
      'call you',
      'email you',
      'संपर्क',
      'सहायता',
      'सपोर्ट',
      'సంప్రదించ',
      'సంప్రదించాలి',
      'సంప్రదింపు',
      'సపోర్ట్',
      'సహాయం',
    ],
  ],
  [
    'posting',
    [
      'post',
      'posting',
      'list my',
      'sell my',
      'add property',
      'add my',
      'advertise',
      'पोस्ट',
      'बेचना',
      'बेचनी',
      'लिस्ट करें',
      'పోస్ట్',
      'అమ్మాలి',
      'అమ్మాలంటే',
      'జోడించాలి',
    ],
  ],
]

const PATTERNS = TOPICS.map(([topic, list]) => ({ topic, pattern: wordRegex(list) }))

export function productTopic(text: string): ProductTopic | null {
  return PATTERNS.find(({ pattern }) => pattern.test(text))?.topic ?? null
}
