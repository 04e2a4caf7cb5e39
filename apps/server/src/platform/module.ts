import type { FastifyInstance } from 'fastify';
import type { DomainEvents } from './events/domain-events';
import type { GraphQLModule } from './graphql/context';
import type { JobQueue } from './jobs/jobs';

/** A module's share of GET /api/podloom/v1/config. */
export type PublicConfigPart = () => Promise<Record<string, unknown>> | Record<string, unknown>;

/**
 * What `create<Name>Module(deps)` answers: the module's service, and each part it brings to the app.
 * Every part but the name and the service may be absent. buildApp builds each module once, in dependency order,
 * and wires the parts: the GraphQL schema, the routes, the job handlers, the event handlers, the public config
 * and the background tasks of processes that run jobs.
 */
export interface AppModule<Service = unknown> {
  name: string;
  service: Service;
  graphQL?: GraphQLModule;
  routes?: (app: FastifyInstance) => Promise<void> | void;
  jobs?: (queue: JobQueue) => void;
  /** Subscribes handlers to other modules' domain events (dispatched from the outbox, at least once). */
  events?: (events: DomainEvents) => void;
  publicConfig?: PublicConfigPart;
  /** Started by the processes that run jobs (roles worker and all); answers a function that stops it. */
  background?: () => () => Promise<void>;
  close?: () => Promise<void>;
}
