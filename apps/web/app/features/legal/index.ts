// The legal feature's public surface: the privacy policy and the terms of use pages.

export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { TermsOfUsePage } from './components/terms-of-use-page';
