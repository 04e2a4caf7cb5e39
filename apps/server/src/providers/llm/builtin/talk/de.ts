import type { TalkPhrases } from './talk-phrases';

export const deTalk: TalkPhrases = {
  askAbout: [
    '{Phrase}: was ist da passiert?',
    'Und {phrase}, was ist da die Geschichte?',
    'Was wissen wir über {phrase}?',
    '{Phrase}: wie passt das hinein?',
    'Erzähl mal: {phrase}.',
    'Und dann {phrase}: was war da los?',
    '{Phrase}: was sollten die Leute darüber wissen?',
  ],
  askWho: ['{Name}: wer war das eigentlich?', 'Und {name}, welche Rolle spielt {name} hier?'],
  askWhen: ['{Phrase}: wann war das?', 'Und {phrase}, in welchem Jahr war das?'],
  askHowMany: ['{Phrase}: wie viele {unit} waren es?', 'Und {phrase}, in Zahlen: wie viele {unit}?'],
  reactFigure: [
    '{Figure}, das ist mehr, als ich gedacht hätte.',
    '{Figure}, das muss man sich erst vorstellen.',
    'Also {figure}.',
    '{Figure}, diese Zahl bleibt hängen.',
    'Moment, {figure}, wirklich.',
  ],
  reactYear: ['Also {year}.', 'Das reicht also bis {year} zurück.', 'Das war {year}, interessant.'],
  reactName: [
    'Von {name} hatte ich noch nie gehört.',
    '{Name} also, das merke ich mir.',
    '{Name} taucht hier also auch auf.',
    'Schön, dass {name} hier vorkommt.',
  ],
  reactPhrase: [
    'Es läuft also auf {phrase} hinaus.',
    '{Phrase}, daran hätte ich nicht gedacht.',
    '{Phrase}, ausgerechnet.',
    'Über {phrase} muss ich noch nachdenken.',
  ],
  interjections: ['', 'Oh, ', 'Okay, ', 'Hm, ', 'Ach, ', 'Na ja, '],
};
