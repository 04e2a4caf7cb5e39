import { tooManyRequests } from '../../../platform/http/errors';

/**
 * Turns at the document readers of a process. A few slow documents from one account used to hold every reader
 * while another account's tiny upload waited over a minute; now each account has at most one document being read
 * or waiting, waiting turns are served in arrival order (so accounts take turns), and the waiting line is bounded:
 * a request that finds it full is answered 429 with a sentence at once rather than left hanging.
 */
export const PARSE_TURN_MESSAGES = {
  oneAtATime: 'We are still reading your previous document. Please wait for it to finish, then try again.',
  busy: 'The document reader is busy right now. Please try again in a minute.',
} as const;

export interface ParseTurnLimits {
  /** Documents read at once (each in a child of up to heapMb). */
  readers: number;
  /** Requests that may wait for a reader; one more is refused with 429. */
  waiting: number;
}

export class ParseTurns {
  private running = 0;
  private readonly queue: Array<() => void> = [];
  /** Accounts with a document being read or waiting. */
  private readonly owners = new Set<string>();

  constructor(private readonly limits: ParseTurnLimits) {}

  /**
   * Waits for a reader; answers the function that gives it back. `owner` is the account asking; work without one
   * (a job's research, already bounded by the job limits) waits its turn without the per-account rule.
   */
  async take(owner?: string): Promise<() => void> {
    if (owner !== undefined && this.owners.has(owner)) throw tooManyRequests(PARSE_TURN_MESSAGES.oneAtATime);
    const mustWait = this.running >= this.limits.readers;
    if (mustWait && owner !== undefined && this.queue.length >= this.limits.waiting) {
      throw tooManyRequests(PARSE_TURN_MESSAGES.busy);
    }
    if (owner !== undefined) this.owners.add(owner);
    if (mustWait) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      if (owner !== undefined) this.owners.delete(owner);
      this.running -= 1;
      this.queue.shift()?.();
    };
  }
}
