/** Accounts (spec 001): sign-up, confirmation, login, the Google return, and the profile. */
export { CompanySignupForm } from './company-signup-form';
export { ConfirmSignupForm } from './confirm-signup-form';
export { LoginForm } from './login-form';
export { OAuthCallback } from './oauth-callback';
export { type UserProfile, useProfile } from './profile-api';
export { ProfileForm } from './profile-form';
export { SignupForm } from './signup-form';
export type { ConfirmSignupState } from './use-sign-up';
