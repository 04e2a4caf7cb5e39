import { SERIES_MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { emptySeriesForm, seriesInputOf } from './series-form-state';

describe('the series form', () => {
  const filled = {
    ...emptySeriesForm('show-1'),
    name: 'Hive News',
    sources: 'https://a.example.com/feed.xml\n https://b.example.com/page ',
    timeZone: 'Europe/Berlin',
    hostVoice: 'en-f',
  };

  it('sends one source a line and no weekday for a daily series', () => {
    const result = seriesInputOf({ ...filled, cadence: 'daily' });
    expect(result).toMatchObject({
      input: { sources: ['https://a.example.com/feed.xml', 'https://b.example.com/page'], weekday: null, guest: null },
    });
  });

  it("says what is wrong with the server's sentences", () => {
    expect(seriesInputOf({ ...filled, sources: '' })).toEqual({ problem: SERIES_MESSAGES.sources });
    expect(seriesInputOf({ ...filled, time: '7am' })).toEqual({ problem: SERIES_MESSAGES.time });
    expect(seriesInputOf({ ...filled, guest: 'Ravi' })).toEqual({ problem: SERIES_MESSAGES.guestVoice });
  });
});
