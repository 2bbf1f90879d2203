// The billing feature's public surface: what other features and the app shell may import.

export { billingKeys, fetchPayments } from './api/billing-api';
export { PaymentsList } from './components/payments-list';
export { subscriptionStatusLabels, subscriptionStatusTones } from './subscription-labels';
