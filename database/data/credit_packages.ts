/**
 * Credit packages per country (001 §2, §9): India pays in INR through
 * Razorpay (UPI, Card, Net Banking), the US in USD through Stripe.
 * Prices in minor units (paise, cents). 1 credit = 1 listing for 30 days.
 */
export const CREDIT_PACKAGES = [
  { code: 'in_starter', countryCode: 'IN', name: 'Starter', description: 'Post 5 properties for 30 days each.', credits: 5, priceMinor: 49_900, originalPriceMinor: null, discountPercent: 0, currency: 'INR', provider: 'razorpay' },
  { code: 'in_popular', countryCode: 'IN', name: 'Popular', description: 'Post 20 properties for 30 days each.', credits: 20, priceMinor: 179_900, originalPriceMinor: 199_600, discountPercent: 10, currency: 'INR', provider: 'razorpay' },
  { code: 'in_professional', countryCode: 'IN', name: 'Professional', description: 'For agents and builders: 50 posts or units.', credits: 50, priceMinor: 399_900, originalPriceMinor: 499_000, discountPercent: 20, currency: 'INR', provider: 'razorpay' },
  { code: 'us_starter', countryCode: 'US', name: 'Starter', description: 'Post 5 properties for 30 days each.', credits: 5, priceMinor: 999, originalPriceMinor: null, discountPercent: 0, currency: 'USD', provider: 'stripe' },
  { code: 'us_popular', countryCode: 'US', name: 'Popular', description: 'Post 20 properties for 30 days each.', credits: 20, priceMinor: 3_599, originalPriceMinor: 3_996, discountPercent: 10, currency: 'USD', provider: 'stripe' },
  { code: 'us_professional', countryCode: 'US', name: 'Professional', description: 'For agents and builders: 50 posts or units.', credits: 50, priceMinor: 7_999, originalPriceMinor: 9_990, discountPercent: 20, currency: 'USD', provider: 'stripe' },
] as const
