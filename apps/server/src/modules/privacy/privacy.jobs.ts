import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/jobs';

/** What a "Download my data" job carries: the export's row, which holds everything else. */
export const dataExportPayload = z.object({ exportId: z.string().uuid() });

/** STYLE §6: the export job; its handler is DataExportService.run. It streams for minutes on a big account. */
export const dataExportJob: JobDefinition<typeof dataExportPayload> = {
  name: 'data-export',
  payload: dataExportPayload,
  attempts: 2,
  long: true,
};

export const accountDeletionPayload = z.object({ deletionId: z.string().uuid() });

/** The account deletion's steps; a run cut short is handed back and resumes at the step it had reached. */
export const accountDeletionJob: JobDefinition<typeof accountDeletionPayload> = {
  name: 'account-deletion',
  payload: accountDeletionPayload,
  attempts: 5,
};
