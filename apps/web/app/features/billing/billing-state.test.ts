import { describe, expect, test } from 'vitest';
import type { CurrentSubscription, Payment } from '@contabil/contracts';
import { needsPayment, payNowAction, readPaymentReturn } from './billing-state';

const subscription = (status: CurrentSubscription['status']): CurrentSubscription => ({
  id: '11111111-1111-4111-8111-111111111111',
  status,
  planId: '22222222-2222-4222-8222-222222222222',
  planName: 'Essencial',
  price: 149.9,
});
const payment = (status: Payment['status']) => ({ status }) as Payment;

describe('readPaymentReturn', () => {
  test('sucesso, cancelado, or nothing', () => {
    expect(readPaymentReturn(new URLSearchParams('pagamento=sucesso'))).toBe('success');
    expect(readPaymentReturn(new URLSearchParams('pagamento=cancelado'))).toBe('canceled');
    expect(readPaymentReturn(new URLSearchParams('pagamento=talvez'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams())).toBeNull();
  });
});

describe('needsPayment', () => {
  test('overdue company, pending or past-due subscription, or an open charge', () => {
    expect(needsPayment({ status: 'overdue', currentSubscription: subscription('active') }, [])).toBe(true);
    expect(needsPayment({ status: 'pending', currentSubscription: subscription('pending') }, [])).toBe(true);
    expect(needsPayment({ status: 'active', currentSubscription: subscription('past_due') }, [])).toBe(true);
    expect(
      needsPayment({ status: 'active', currentSubscription: subscription('active') }, [
        payment('paid'),
        payment('pending'),
      ]),
    ).toBe(true);
  });

  test('nothing owed, no subscription or a canceled one: no button', () => {
    expect(needsPayment({ status: 'active', currentSubscription: subscription('active') }, [payment('paid')])).toBe(
      false,
    );
    expect(needsPayment({ status: 'active', currentSubscription: subscription('active') }, [payment('failed')])).toBe(
      false,
    );
    expect(needsPayment({ status: 'overdue', currentSubscription: null }, [])).toBe(false);
    expect(needsPayment({ status: 'overdue', currentSubscription: subscription('canceled') }, [])).toBe(false);
  });
});

describe('payNowAction', () => {
  const charge = (status: Payment['status'], checkoutUrl: string | null) =>
    ({
      id: '33333333-3333-4333-8333-333333333333',
      subscriptionId: subscription('active').id,
      status,
      provider: 'stripe',
      checkoutUrl,
    }) as Payment;

  test('the first payment: a new checkout for the plan', () => {
    expect(payNowAction({ status: 'pending', currentSubscription: subscription('pending') }, [])).toEqual({
      kind: 'checkout',
      planId: subscription('pending').planId,
    });
  });

  test('a first payment with a Pix code or boleto already made: its own page, not a new checkout', () => {
    const pending = { status: 'pending', currentSubscription: subscription('pending') } as const;
    const sandbox = 'http://localhost:3000/pagamento/sandbox/33333333-3333-4333-8333-333333333333';
    for (const method of ['pix', 'boleto'] as const) {
      expect(payNowAction(pending, [{ ...charge('pending', sandbox), method }])).toEqual({
        kind: 'open',
        href: sandbox,
      });
    }
    // A card payment left open, or an expired boleto, gets a fresh checkout.
    expect(payNowAction(pending, [{ ...charge('pending', sandbox), method: 'card' }])).toEqual({
      kind: 'checkout',
      planId: subscription('pending').planId,
    });
    expect(payNowAction(pending, [{ ...charge('expired', sandbox), method: 'boleto' }])).toEqual({
      kind: 'checkout',
      planId: subscription('pending').planId,
    });
  });

  test('an open or failed renewal: the page where it is paid', () => {
    const overdue = { status: 'overdue', currentSubscription: subscription('past_due') } as const;
    const sandbox = 'http://localhost:3000/pagamento/sandbox/33333333-3333-4333-8333-333333333333';
    expect(payNowAction(overdue, [charge('pending', sandbox)])).toEqual({ kind: 'open', href: sandbox });
    const invoice = 'https://invoice.stripe.com/i/acct_1/in_1';
    expect(payNowAction(overdue, [charge('failed', invoice)])).toEqual({ kind: 'open', href: invoice });
  });

  test('owed without a payment page: talk to us', () => {
    expect(
      payNowAction({ status: 'overdue', currentSubscription: subscription('past_due') }, [charge('failed', null)]),
    ).toEqual({ kind: 'unavailable' });
  });

  test('nothing owed: nothing to do', () => {
    expect(payNowAction({ status: 'active', currentSubscription: subscription('active') }, [])).toBeNull();
  });
});
