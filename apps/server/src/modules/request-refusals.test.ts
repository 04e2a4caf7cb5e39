import {
  accountNameInput,
  audioRequestInput,
  confirmSignupInput,
  episodeFormInput,
  loginInput,
  logoutInput,
  MESSAGES,
  oauthLoginInput,
  refreshInput,
  resetPasswordInput,
  rssFormInput,
  scriptRequestInput,
  signupInput,
  supportTicketInput,
  updateProfileInput,
} from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AppError } from '../platform/http/errors';
import { parseInput } from '../platform/http/validation';
import { exportInput } from './audio/export';
import { sourceRequest } from './generation/generation.routes';

/**
 * Every input schema a request body meets at the edge (REST routes and the GraphQL mutations that parse a form),
 * each with a body it accepts. Billing has no payment routes yet; when it does, its inputs join this list.
 */
const INPUTS: Array<{ name: string; schema: z.ZodType; valid: Record<string, unknown> }> = [
  {
    name: 'POST /generate/script',
    schema: scriptRequestInput,
    valid: { topic: 'Tea', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2, language: 'en-IN' },
  },
  {
    name: 'POST /generate/audio',
    schema: audioRequestInput,
    valid: {
      podcast_id: 3,
      conversation_output: 'Asha: Hello.',
      host_voice: 'en-1',
      guest_voice: 'en-2',
      no_of_speaker: 2,
    },
  },
  { name: 'POST /generate/sources', schema: sourceRequest, valid: { text: 'Some notes.' } },
  {
    name: 'POST auth/native/signup',
    schema: signupInput,
    valid: {
      given_name: 'Asha',
      family_name: 'Rao',
      email: 'asha@example.com',
      phone_number: '+919876543210',
      password: 'Str0ng!pass',
    },
  },
  {
    name: 'POST auth/native/confirm',
    schema: confirmSignupInput,
    valid: { username: 'a@example.com', code: '123456' },
  },
  { name: 'POST auth/native/login', schema: loginInput, valid: { username: 'a@example.com', password: 'Str0ng!pass' } },
  { name: 'POST auth/native/resend', schema: accountNameInput, valid: { username: 'a@example.com' } },
  {
    name: 'POST auth/native/reset-password',
    schema: resetPasswordInput,
    valid: { username: 'a@example.com', confirmationCode: '123456', newPassword: 'Str0ng!pass' },
  },
  { name: 'POST auth/refresh', schema: refreshInput, valid: { refresh_token: 'abc' } },
  { name: 'POST auth/logout', schema: logoutInput, valid: { refresh_token: 'abc', all: true } },
  { name: 'POST auth/login (OAuth return)', schema: oauthLoginInput, valid: { code: 'c', code_verifier: 'v' } },
  { name: 'updateProfile', schema: updateProfileInput, valid: { name: 'Asha Rao' } },
  {
    name: 'submitSupportTicket',
    schema: supportTicketInput,
    valid: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      subject: 'Audio trouble',
      issueType: 'technical',
      priorityLevel: 'low',
      description: 'The audio stops halfway through.',
    },
  },
  {
    name: 'createRSSFeed',
    schema: rssFormInput,
    valid: {
      podcastTitle: 'Tea Talk',
      podcastDescription: 'About tea.',
      podcastWebsite: 'https://example.com',
      podcastAuthor: 'Asha',
      ownerEmail: 'asha@example.com',
    },
  },
  { name: 'publishEpisode', schema: episodeFormInput, valid: { title: 'One', description: 'The first.' } },
  { name: 'convertAudio', schema: exportInput, valid: { sourceKey: 'a.mp3', format: 'mp3', quality: 128 } },
];

/** zod's own wording ("Invalid input: expected string, received null", "Too small: …") and other non-sentences. */
const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Invalid string|Invalid number|Invalid element|Invalid key|Invalid value|Invalid union|Too (big|small)|Unrecognized key)|expected [a-z]+, received|received (null|undefined)/i;

function expectSentence(message: string, context: string): void {
  const reason = `${context} → ${JSON.stringify(message)}`;
  expect(ZOD_DEFAULT.test(message), reason).toBe(false);
  expect(/^[A-Z]/.test(message), reason).toBe(true);
  expect(message.trim().split(/\s+/).length, reason).toBeGreaterThanOrEqual(3);
}

/** The sentence a refusal carries, or null when the body was accepted. */
function refusal(schema: z.ZodType, body: unknown): string | null {
  try {
    parseInput(schema, body);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.message;
  }
}

const WRONG_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['a number', 12345],
  ['text', 'not-what-was-asked'],
  ['a boolean', true],
  ['an object', { nested: 1 }],
  ['a list', ['x']],
  ['too long text', 'x'.repeat(250_000)],
];

describe('every refusal of a request body is a sentence', () => {
  for (const { name, schema, valid } of INPUTS) {
    it(`${name}: accepts its valid body and refuses each wrong field with a sentence`, () => {
      expect(refusal(schema, valid)).toBeNull();
      let refused = 0;
      for (const body of [null, 'text', 42, [], {}]) {
        const message = refusal(schema, body);
        if (message !== null) {
          refused++;
          expectSentence(message, `${name} body ${JSON.stringify(body)}`);
        }
      }
      for (const field of Object.keys(valid)) {
        const { [field]: _dropped, ...missing } = valid;
        const absent = refusal(schema, missing);
        if (absent !== null) expectSentence(absent, `${name} without ${field}`);
        for (const [label, value] of WRONG_VALUES) {
          const message = refusal(schema, { ...valid, [field]: value });
          if (message === null) continue;
          refused++;
          expectSentence(message, `${name} ${field} as ${label}`);
          // null is absence: it is refused exactly when leaving the field out is.
          if (value === null) expect(message).toBe(absent);
        }
      }
      expect(refused).toBeGreaterThan(0);
    });
  }
});

describe('null in an optional field is absent', () => {
  it('accepts the spec client’s script request with host_voice and guest_voice null', () => {
    const body = { topic: 'Tea', host: 'Asha', guest: 'Ravi', host_voice: null, guest_voice: null, no_of_speaker: 2 };
    const input = parseInput(scriptRequestInput, body);
    expect(input.host_voice).toBeUndefined();
    expect(input.guest_voice).toBeUndefined();
  });

  it('asks for the voices in the spec’s words when an audio request sends them as null', () => {
    const base = { podcast_id: 3, conversation_output: 'Asha: Hello.' };
    expect(refusal(audioRequestInput, { ...base, host_voice: null, guest_voice: null, no_of_speaker: 2 })).toBe(
      MESSAGES.bothVoicesRequired,
    );
    expect(refusal(audioRequestInput, { ...base, host_voice: null, guest_voice: null, no_of_speaker: 1 })).toBe(
      MESSAGES.hostVoiceRequired,
    );
  });

  it('uses the spec’s texts for fields of the wrong type', () => {
    const script = { topic: 'Tea', host: 'Asha', guest: 'Ravi', no_of_speaker: 2 };
    expect(refusal(scriptRequestInput, { ...script, topic: 5 })).toBe(MESSAGES.topicRequired);
    expect(refusal(scriptRequestInput, { ...script, host: 5 })).toBe(MESSAGES.hostRequired);
    expect(refusal(scriptRequestInput, { ...script, guest: 5 })).toBe(MESSAGES.guestRequired);
    const audio = { podcast_id: 3, conversation_output: 'Asha: Hello.', no_of_speaker: 1 };
    expect(refusal(audioRequestInput, { ...audio, host_voice: 5 })).toBe(MESSAGES.hostVoiceRequired);
    expect(refusal(audioRequestInput, { ...audio, host_voice: 'a', guest_voice: 5, no_of_speaker: 2 })).toBe(
      MESSAGES.bothVoicesRequired,
    );
    const signup = INPUTS.find((i) => i.schema === signupInput)?.valid ?? {};
    expect(refusal(signupInput, { ...signup, phone_number: 5 })).toBe(MESSAGES.invalidPhone('+919876543210'));
    expect(refusal(confirmSignupInput, { username: 'a@example.com', code: 5 })).toBe(MESSAGES.confirmationCodeRequired);
  });

  it('names the field in its own sentence where the spec has no text', () => {
    expect(refusal(logoutInput, { all: 'yes' })).toBe('The all must be true or false.');
    expect(refusal(sourceRequest, { url: 5 })).toBe('The url must be text.');
    expect(refusal(scriptRequestInput, 'topic')).toBe('Please send the request as a JSON object of named fields.');
  });
});
