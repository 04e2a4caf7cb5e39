import { GENERAL_CONVERSATION_NOTICE, type ResearchPreview } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { researchNoticeFor } from './research-preview';

const preview = (overrides: Partial<ResearchPreview>): ResearchPreview => ({
  status: 'nothing',
  sources: [],
  offlineWriter: true,
  general: true,
  ...overrides,
});

describe('what the home screen says beside Generate Script', () => {
  it('says the conversation will be general when no model is configured and nothing was found', () => {
    for (const status of ['nothing', 'off', 'unreachable'] as const) {
      expect(researchNoticeFor(preview({ status }), false)).toEqual({
        kind: 'general',
        message: GENERAL_CONVERSATION_NOTICE,
      });
    }
    expect(GENERAL_CONVERSATION_NOTICE).toBe(
      'No model is configured and nothing was found about this topic: the conversation will be general. Add source material for a real one.',
    );
  });

  it('names the sources it found instead', () => {
    const sources = [{ title: 'Fall of the Western Roman Empire', url: 'https://en.wikipedia.org/wiki/Fall' }];
    expect(researchNoticeFor(preview({ status: 'found', sources, general: false }), false)).toEqual({
      kind: 'based-on',
      sources,
    });
  });

  it('says nothing with a model configured, with the user’s own material, or before the preview arrives', () => {
    expect(researchNoticeFor(preview({ offlineWriter: false, general: false }), false)).toEqual({ kind: 'none' });
    expect(researchNoticeFor(preview({}), true)).toEqual({ kind: 'none' });
    expect(researchNoticeFor(undefined, false)).toEqual({ kind: 'none' });
  });
});
