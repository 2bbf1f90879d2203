// The plans feature's public surface: what other features and the app shell may import.

export { PlanFeatures } from './components/plan-features';
export { PlansOrSignUp } from './components/plans-or-sign-up';
export { FaqList } from './landing/faq-list';
export { HowItWorks } from './landing/how-it-works';
