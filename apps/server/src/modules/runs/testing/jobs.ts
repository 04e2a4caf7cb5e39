/** Tests write job rows directly, as if a job had been started (or had finished) at a chosen time. */
export { findJobByRef, insertJob } from '../runs.repository';
