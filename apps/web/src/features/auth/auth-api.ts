import {
  API_BASE,
  type LoginResponse,
  type NativeAuthResponse,
  type OAuthLoginResponse,
  type SignupPayload,
  type SignupResponse,
} from '@podloom/contract';
import { restRequest } from '../../api/rest';

const NATIVE = `${API_BASE}/auth/native`;

/** Spec 001 §3: the sign-up answer may carry its fields at the top or nested under `detail`. */
export type SignupAnswer = Partial<SignupResponse> & { detail?: Partial<SignupResponse> | string };

/** POST /auth/native/signup with the payload of spec 001 §3. */
export function signUp(payload: SignupPayload): Promise<SignupAnswer> {
  return restRequest<SignupAnswer>(`${NATIVE}/signup`, { body: payload });
}

/** POST /auth/native/confirm: username, code, optional user_id (spec 001 §7). */
export function confirmSignUp(input: { email: string; code: string; userId?: string | null }) {
  const body: Record<string, string> = { username: input.email, code: input.code.trim() };
  if (input.userId) body.user_id = input.userId;
  return restRequest<NativeAuthResponse>(`${NATIVE}/confirm`, { body });
}

export function resendConfirmationCode(email: string) {
  return restRequest<NativeAuthResponse>(`${NATIVE}/resend`, { body: { username: email } });
}

/** POST /auth/native/login: username and password (spec 001 §7). */
export function logIn(email: string, password: string) {
  return restRequest<LoginResponse>(`${NATIVE}/login`, { body: { username: email.trim(), password } });
}

export function sendResetCode(email: string) {
  return restRequest<NativeAuthResponse>(`${NATIVE}/forgot-password`, { body: { username: email.trim() } });
}

/** The identity-provider client's field names (spec 001 §7 "Confirm reset"). */
export function resetPassword(input: { email: string; code: string; newPassword: string }) {
  return restRequest<NativeAuthResponse>(`${NATIVE}/reset-password`, {
    body: { username: input.email.trim(), confirmationCode: input.code.trim(), newPassword: input.newPassword },
  });
}

/** The OAuth return (spec 001 §7): form data `code` and `code_verifier`. */
export function exchangeAuthorizationCode(code: string, codeVerifier: string) {
  const form = new URLSearchParams({ code, code_verifier: codeVerifier });
  return restRequest<OAuthLoginResponse>(`${API_BASE}/auth/login`, { body: form });
}
