import env from '#start/env'

/**
 * Payment gateways (001 §4, ARCHITECTURE §6). A country pays through its
 * gateway when its keys are set; otherwise, outside production, through the
 * clearly labelled demo gateway (PAYMENTS_DEMO=auto), so a purchase can be
 * finished locally. The *_API_BASE settings point the official SDKs at
 * another host (the tests' local fake of the providers' HTTP APIs).
 */
export default {
  razorpay: {
    keyId: env.get('RAZORPAY_KEY_ID', ''),
    keySecret: env.get('RAZORPAY_KEY_SECRET', ''),
    webhookSecret: env.get('RAZORPAY_WEBHOOK_SECRET', ''),
    apiBase: env.get('RAZORPAY_API_BASE', ''),
  },
  stripe: {
    secretKey: env.get('STRIPE_SECRET_KEY', ''),
    webhookSecret: env.get('STRIPE_WEBHOOK_SECRET', ''),
    apiBase: env.get('STRIPE_API_BASE', ''),
  },
  /** auto: demo where a gateway has no keys; on: demo everywhere; off: never. Never in production. */
  demo: env.get('PAYMENTS_DEMO', 'auto'),
  /** Stripe's signature tolerance: older webhook timestamps are refused (seconds). */
  webhookToleranceSeconds: 300,
  /** Share of every purchase by a referred user that goes to the agent (001 §1). */
  commissionPercent: 25,
}

export type PaymentsConfig = {
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiBase: string }
  stripe: { secretKey: string; webhookSecret: string; apiBase: string }
  demo: 'auto' | 'on' | 'off'
  webhookToleranceSeconds: number
  commissionPercent: number
}
