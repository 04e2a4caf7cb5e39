import {
  API_BASE,
  accountNameInput,
  confirmSignupInput,
  loginInput,
  logoutInput,
  oauthLoginInput,
  refreshInput,
  resetPasswordInput,
  signupInput,
} from '@podloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AuthService, RequestInfo } from './auth.service';
import { installFormParsers } from './form-body';
import type { GoogleSignInService } from './google-sign-in';
import { RateLimitedError } from './rate-limit';

const AUTH = `${API_BASE}/auth`;

function requestInfo(request: FastifyRequest): RequestInfo {
  // request.ip follows the proxy headers only when TRUST_PROXY is set (buildApp passes it to Fastify).
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

const body = (request: FastifyRequest) => request.body ?? {};

/** POST /api/podloom/v1/auth/... (spec 001 §7, DESIGN §4). Hand-offs only: parse, call the service, answer. */
export async function registerAuthRoutes(
  app: FastifyInstance,
  { auth, google }: { auth: AuthService; google: GoogleSignInService },
): Promise<void> {
  await app.register(async (scope) => {
    installFormParsers(scope);

    // Refusals carry the sentence twice: `message` for every client, `detail.message` where the spec's client reads it.
    scope.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof AppError)) throw error;
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ message: error.message, detail: { success: false, message: error.message } });
    });

    scope.post(`${AUTH}/native/signup`, async (request, reply) => {
      const result = await auth.signup(parseInput(signupInput, body(request)), requestInfo(request));
      return reply.status(201).send(result);
    });
    scope.post(`${AUTH}/native/confirm`, async (request) =>
      auth.confirm(parseInput(confirmSignupInput, body(request)), requestInfo(request)),
    );
    scope.post(`${AUTH}/native/resend`, async (request) =>
      auth.resendCode(parseInput(accountNameInput, body(request)), requestInfo(request)),
    );
    scope.post(`${AUTH}/native/login`, async (request) =>
      auth.login(parseInput(loginInput, body(request)), requestInfo(request)),
    );
    scope.post(`${AUTH}/native/forgot-password`, async (request) =>
      auth.forgotPassword(parseInput(accountNameInput, body(request)), requestInfo(request)),
    );
    scope.post(`${AUTH}/native/reset-password`, async (request) =>
      auth.resetPassword(parseInput(resetPasswordInput, body(request)), requestInfo(request)),
    );
    scope.post(`${AUTH}/refresh`, async (request) =>
      auth.refresh(parseInput(refreshInput, body(request)), requestInfo(request)),
    );
    scope.post(`${AUTH}/logout`, async (request) =>
      auth.logout(parseInput(logoutInput, body(request)), request.user?.userId ?? null),
    );
    // The OAuth return: form fields `code` and `code_verifier` (urlencoded, multipart or JSON).
    scope.post(`${AUTH}/login`, async (request) =>
      google.signIn(parseInput(oauthLoginInput, body(request)), requestInfo(request)),
    );
  });
}
