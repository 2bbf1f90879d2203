import type { AppConfig } from '../../config/env.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** The configured provider: Stripe, or the sandbox of development and tests. */
export function createPaymentProvider(
  config: Pick<AppConfig, 'payments' | 'webOrigin'>,
  log: { warn(obj: object, msg: string): void },
): PaymentProvider {
  return config.payments.provider === 'stripe'
    ? createStripeProvider(config.payments.secretKey, log)
    : createSandboxProvider(config.webOrigin);
}
