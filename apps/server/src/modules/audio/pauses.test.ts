import type { ScriptLine } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import type { VoiceRef } from '../../providers/tts/tts';
import { gapDistribution, gapSituation, isQuickReply, LEAD_IN_SECONDS, pauseBefore } from './pauses';
import { assignSpeakerVoices } from './speaker-voices';

const line = (speaker: string, text: string): ScriptLine => ({ speaker, text });

describe('pauses between turns', () => {
  const script = [
    line('A', 'Welcome to the show, it is good to have you here today.'),
    line('B', 'Thank you, I am glad to be here and to talk about this.'),
    line('A', 'What got you started in this field in the first place?'),
    line('B', 'Curiosity, mostly, and a very patient teacher in school.'),
    line('A', 'Exactly.'),
    line('B', 'And then a lot of practice over many years of work.'),
    line('B', 'It never really stopped, to be honest with you.'),
    line('A', "Now, let's turn to the second part of our conversation."),
  ];

  it('opens with a lead-in and is shorter after questions and quick replies, longer at a new segment', () => {
    expect(pauseBefore(script, 0)).toBe(LEAD_IN_SECONDS);
    const turn = pauseBefore(script, 1);
    const afterQuestion = pauseBefore(script, 3);
    const quickReply = pauseBefore(script, 4);
    const sameSpeaker = pauseBefore(script, 6);
    const segment = pauseBefore(script, 7);
    expect(afterQuestion).toBeLessThan(turn);
    expect(quickReply).toBeLessThan(turn);
    expect(sameSpeaker).toBeLessThan(turn);
    expect(segment).toBeGreaterThan(turn * 1.5);
    expect(pauseBefore(script, 1)).toBe(turn);
  });

  it('knows a quick reply', () => {
    expect(isQuickReply('Exactly!')).toBe(true);
    expect(isQuickReply('Yes, of course, that is right.')).toBe(true);
    expect(isQuickReply('That depends on a great many things we have not covered.')).toBe(false);
  });
});

describe('assignSpeakerVoices', () => {
  const host: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
  const guest: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };

  it('matches the host and guest names, in any case', () => {
    const lines = [line('Leo', 'Hi.'), line('maya', 'Hello.')];
    expect(
      assignSpeakerVoices(lines, [
        { name: 'Maya', voice: host },
        { name: 'Leo', voice: guest },
      ]),
    ).toEqual({
      Leo: guest,
      maya: host,
    });
  });

  it('gives unnamed speakers the voices in order of appearance', () => {
    const lines = [line('Host', 'Hi.'), line('Guest', 'Hello.'), line('Host', 'Bye.')];
    expect(
      assignSpeakerVoices(lines, [
        { name: 'Maya', voice: host },
        { name: 'Leo', voice: guest },
      ]),
    ).toEqual({
      Host: host,
      Guest: guest,
    });
    expect(assignSpeakerVoices(lines, [{ voice: host }])).toEqual({ Host: host, Guest: host });
  });

  it('gives each of four speakers their own voice (the Create New Podcast wizard)', () => {
    const third: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f2', languageCode: 'en-US' };
    const fourth: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m7', languageCode: 'en-US' };
    const lines = [line('Maya', 'Hi.'), line('Leo', 'Hello.'), line('Ana', 'Hey.'), line('Speaker 4', 'Yo.')];
    const cast = [
      { name: 'Maya', voice: host },
      { name: 'Leo', voice: guest },
      { name: 'Ana', voice: third },
      { name: 'Raj', voice: fourth },
    ];
    expect(assignSpeakerVoices(lines, cast)).toEqual({ Maya: host, Leo: guest, Ana: third, 'Speaker 4': fourth });
  });
});

describe('gaps by situation', () => {
  const long = Array.from({ length: 34 }, (_, i) => `word${i}`).join(' ');
  const conversation = [
    line('A', 'Welcome to the show, it is good to have you here today.'),
    line('B', 'Thank you, I am glad to be here and to talk about this.'),
    line('A', 'So what went wrong with the first launch?'),
    line('B', `Where do I start. ${long}.`),
    line('A', 'Wow.'),
    line('B', 'It was a long year for all of us on that team.'),
    line('A', 'Moving on, what did the second launch change for you?'),
  ];

  it('takes a breath before a long answer, longer than before an ordinary turn, shorter than a new segment', () => {
    expect(conversation.map((_, i) => gapSituation(conversation, i))).toEqual([
      'opening',
      'turn',
      'turn',
      'long-answer',
      // "Wow." after a statement: the first short agreement that may overlap does.
      'overlap',
      'quick-reply',
      'segment',
    ]);
    const turn = pauseBefore(conversation, 1);
    const longAnswer = pauseBefore(conversation, 3);
    expect(longAnswer).toBeGreaterThan(turn * 1.1);
    expect(longAnswer).toBeLessThan(pauseBefore(conversation, 6));
  });

  it('measures the gaps of a programme by situation from its line timings', () => {
    let at = 0;
    const timings = conversation.map((l, index) => {
      const start = at + pauseBefore(conversation, index);
      at = start + l.text.length / 15;
      return { index, start, end: at };
    });
    const gaps = gapDistribution(conversation, timings);
    expect(gaps.turn?.count).toBe(2);
    expect(gaps['quick-reply']?.count).toBe(1);
    expect(gaps.overlap?.max).toBeLessThan(0);
    expect(gaps['long-answer']?.median).toBeCloseTo(pauseBefore(conversation, 3), 2);
    expect(gaps.segment?.min).toBeGreaterThan(gaps['quick-reply']?.max as number);
    expect(gaps.opening).toBeUndefined();
  });
});
