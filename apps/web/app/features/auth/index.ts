// The auth feature's public surface: what other features and the app shell may import.

export { getMe, refreshSession } from './api/auth-api';
export { meQueryKey, useMeQuery } from './api/use-me-query';
export { useSignOut } from './api/use-sign-out';
export { readSignUpContext } from './auth-links';
export { AuthCard } from './components/auth-card';
export { PasswordResetRequestForm } from './components/password-reset-request-form';
export { SignInForm } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
