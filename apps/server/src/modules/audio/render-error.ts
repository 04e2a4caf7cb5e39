/** A render refused for a reason the user can act on: its message is the sentence they see. */
export class RenderError extends Error {
  override name = 'RenderError';
}

/**
 * The sentence of a render stopped at the plan's minutes: the estimate let it start, but the voices read longer.
 * Nothing of it is kept or counted, so the podcast keeps the audio it had.
 */
export const pastAllowanceMessage = (allowedSeconds: number) =>
  `This render was stopped at ${Math.max(0, Math.floor(allowedSeconds / 60))} minutes: reading the script took ` +
  'longer than the audio minutes your plan has left this month. What was made so far is discarded and not ' +
  'counted; shorten the script, or upgrade your plan on the pricing page for more minutes.';
