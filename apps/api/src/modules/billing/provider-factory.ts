import { paymentProviderMessages } from '@contabil/contracts';
import type { AppConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** The configured provider: Stripe, or the sandbox of development and tests. */
export function createPaymentProvider(
  config: Pick<AppConfig, 'payments' | 'webOrigin'>,
  log: { warn(obj: object, msg: string): void },
): PaymentProvider {
  return config.payments.provider === 'stripe'
    ? answeringUnavailable(createStripeProvider(config.payments.secretKey, log), log)
    : createSandboxProvider(config.webOrigin);
}

/**
 * The provider's own failures (network, Stripe's errors) become one 502 with a Portuguese
 * message, never a 500; the services call the provider last in their transaction, so our
 * change is rolled back. The cause is logged by its type and message only.
 */
export function answeringUnavailable(
  provider: PaymentProvider,
  log: { warn(obj: object, msg: string): void },
): PaymentProvider {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.warn(
          { reason: error instanceof Error ? `${error.name}: ${error.message}` : 'unknown' },
          'payment provider call failed',
        );
        throw new AppError('internal_error', 502, paymentProviderMessages.unavailable);
      }
    };
  return {
    name: provider.name,
    createCheckout: guard(provider.createCheckout.bind(provider)),
    cancelCheckout: guard(provider.cancelCheckout.bind(provider)),
    changePlan: guard(provider.changePlan.bind(provider)),
    setCancelAtPeriodEnd: guard(provider.setCancelAtPeriodEnd.bind(provider)),
    applyCredit: guard(provider.applyCredit.bind(provider)),
  };
}
