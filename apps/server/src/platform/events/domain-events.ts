import type { z } from 'zod';
import type { DbOrTx } from '../db/client';

/** A domain event: a name and the zod schema of its payload. The raising module exports it from its index.ts. */
export interface DomainEventDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
}

export function defineEvent<S extends z.ZodType>(name: string, payload: S): DomainEventDefinition<S> {
  return { name, payload };
}

/** Handlers run at least once per event (again after a crash or a failure), so each must be idempotent. */
export type DomainEventHandler<S extends z.ZodType> = (payload: z.infer<S>) => Promise<void>;

export interface DomainEvents {
  /**
   * Writes the event inside the caller's transaction: it exists exactly when the change does, so a process
   * that dies before dispatching loses nothing. Answers the event's id for `dispatch`.
   */
  raise<S extends z.ZodType>(tx: DbOrTx, definition: DomainEventDefinition<S>, payload: z.infer<S>): Promise<number>;
  /** Subscribes a handler; every process subscribes the same handlers, so any of them can dispatch. */
  on<S extends z.ZodType>(definition: DomainEventDefinition<S>, handler: DomainEventHandler<S>): void;
  /**
   * Dispatches these events now, after their transaction committed (so the reaction is done when the request
   * answers). A failure is logged and left to the job system's sweep, which retries it.
   */
  dispatch(ids: number[]): Promise<void>;
  /** Dispatches every event still waiting (the job system runs this at start and every little while). */
  dispatchPending(): Promise<number>;
}
