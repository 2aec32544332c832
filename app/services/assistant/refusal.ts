import { wordRegex } from '#services/assistant/normalize'

/**
 * Conditions the assistant will not search by: who may live somewhere by
 * religion, caste, community, ethnicity or race, national origin, or family
 * status (and their usual proxies on Indian portals, "vegetarians only",
 * "no bachelors"). Such conditions are discrimination, illegal in the US
 * (Fair Housing Act) and not allowed here. The ground is returned so the
 * reply can name it.
 */
export type RefusalGround = 'religion' | 'caste' | 'ethnicity' | 'origin' | 'family'

const GROUNDS: Record<RefusalGround, string[]> = {
  religion: [
    'religion', 'religious', 'hindu', 'hindus', 'muslim', 'muslims', 'islamic', 'christian', 'christians', 'sikh', 'sikhs', 'jain', 'jains', 'parsi', 'parsis',
    'buddhist', 'jewish', 'jews', 'vegetarian', 'vegetarians', 'veg only', 'pure veg', 'non veg', 'non-veg',
    'धर्म', 'हिंदू', 'हिन्दू', 'हिंदुओं', 'मुस्लिम', 'मुसलमान', 'मुसलमानों', 'ईसाई', 'सिख', 'जैन', 'पारसी', 'शाकाहारी', 'मांसाहारी',
    'మతం', 'హిందూ', 'హిందువులు', 'హిందువుల', 'ముస్లిం', 'ముస్లింలు', 'ముస్లిముల', 'క్రిస్టియన్', 'క్రైస్తవ', 'సిక్కు', 'జైన్', 'శాకాహారి', 'శాకాహారులు', 'మాంసాహారి',
  ],
  caste: [
    'caste', 'castes', 'brahmin', 'brahmins', 'dalit', 'dalits', 'sc st', 'reddy only', 'kamma', 'kapu', 'jati',
    'जाति', 'जात', 'ब्राह्मण', 'ब्राह्मणों', 'दलित', 'सवर्ण',
    'కులం', 'కుల', 'బ్రాహ్మణ', 'బ్రాహ్మణులు', 'బ్రాహ్మణుల', 'దళిత', 'కమ్మ', 'కాపు',
  ],
  ethnicity: [
    'community only', 'same community', 'our community', 'my community', 'communities only', 'ethnic', 'ethnicity', 'race', 'racial', 'caucasian', 'african american', 'hispanic', 'latino', 'asian only', 'marwari', 'gujarati only',
    'समुदाय', 'समाज', 'नस्ल', 'जातीय',
    'సమాజం', 'సామాజిక వర్గం', 'వర్గం', 'జాతి',
  ],
  origin: [
    'nationality', 'national origin', 'foreigner', 'foreigners', 'indians only', 'americans only', 'immigrant', 'immigrants', 'nri not',
    'राष्ट्रीयता', 'विदेशी', 'విదేశీ', 'విదేశీయులు', 'జాతీయత',
  ],
  family: [
    'family status', 'families only', 'family only', 'no bachelors', 'bachelors', 'bachelor', 'no kids', 'no children', 'without children', 'married only', 'married couples only', 'singles only', 'no singles',
    'सिर्फ परिवार', 'केवल परिवार', 'बैचलर', 'बैचलर्स', 'कुंवारे', 'शादीशुदा',
    'కుటుంబాలకు మాత్రమే', 'బ్యాచిలర్', 'బ్యాచిలర్స్', 'బ్రహ్మచారులు', 'పెళ్ళైన వారికి మాత్రమే',
  ],
}

const PATTERNS = Object.entries(GROUNDS).map(([ground, list]) => ({ ground: ground as RefusalGround, pattern: wordRegex(list) }))

export function refusalGround(text: string): RefusalGround | null {
  return PATTERNS.find(({ pattern }) => pattern.test(text))?.ground ?? null
}
