/** Policy facts of spec 001 §2 "Legal pages", stated once for both pages. */
export const POLICY = {
  refundExceptionHours: 48,
  trialReminderHours: 48,
  supportReplyBusinessDays: '1–2',
  tiers: ['Free', 'Lite', 'Pro'],
} as const;
