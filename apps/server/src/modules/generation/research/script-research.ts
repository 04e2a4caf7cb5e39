import { basedOnLine, type ResearchPreview, type ResearchRequestInput, type ResearchSource } from '@podloom/contract';
import { generalConversationMinutes } from '../../../providers/llm/writer';
import type { ScriptProgressReporter } from '../script-progress';
import type { Researcher } from './research';

export interface ScriptMaterial {
  /** The source text the writer grounds the script in: the user's own, or what research found. */
  sourceText?: string;
  sources: ResearchSource[];
  /** The pages research read, each with its text. */
  pages: Array<ResearchSource & { text: string }>;
}

/**
 * The material of one script job: the user's source material when given (research is not needed), otherwise
 * what research finds for the topic. Progress shows the research as its own stage and its sources at once.
 */
export async function materialForScript(
  researcher: Researcher,
  job: { topic: string; description?: string; sourceText?: string; language: string },
  reporter: Pick<ScriptProgressReporter, 'researching' | 'researched'>,
  signal: AbortSignal,
): Promise<ScriptMaterial> {
  if (job.sourceText?.trim() || !researcher.enabled) return { sourceText: job.sourceText, sources: [], pages: [] };
  reporter.researching();
  const findings = await researcher.research({ ...job, signal });
  if (findings.status !== 'found') return { sourceText: undefined, sources: [], pages: [] };
  reporter.researched(findings.sources);
  return { sourceText: findings.text, sources: findings.sources, pages: findings.pages ?? [] };
}

/** The podcast's description cites what the script was based on (it seeds the episode's show notes). */
export function describeWithSources(description: string | null | undefined, sources: ResearchSource[]): string {
  return [description?.trim(), basedOnLine(sources)].filter(Boolean).join('\n\n');
}

/** What the home screen shows before writing: will this be a general conversation, and how long can it be? */
export async function previewResearch(
  researcher: Researcher,
  offlineWriter: boolean,
  input: ResearchRequestInput,
): Promise<ResearchPreview> {
  const findings = await researcher.research(input);
  const general = offlineWriter && findings.status !== 'found';
  return {
    status: findings.status,
    sources: findings.sources,
    offlineWriter,
    general,
    ...(general ? { generalMinutes: generalConversationMinutes(input) } : {}),
  };
}
