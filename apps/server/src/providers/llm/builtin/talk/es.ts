import type { TalkPhrases } from './talk-phrases';

export const esTalk: TalkPhrases = {
  askAbout: [
    '¿Y qué pasó con {phrase}?',
    '¿Dónde entra {phrase} en todo esto?',
    '¿Qué sabemos de {phrase}?',
    '¿Y {phrase}, cuál es la historia ahí?',
    '¿Cómo encaja {phrase}?',
    'Luego tenemos {phrase}: ¿qué pasó ahí?',
    '¿Qué debería saber la gente sobre {phrase}?',
  ],
  askWho: ['¿Y quién era {name} en esta historia?', '¿Dónde entra {name}?'],
  askWhen: ['¿Cuándo fue eso, lo de {phrase}?', '¿Y en qué año pasó lo de {phrase}?'],
  askHowMany: ['Y {phrase}, ¿cuántos {unit} fueron, más o menos?', '¿Y en números, con {phrase}, cuántos {unit}?'],
  howManyFeminine: /as$/i,
  askHowManyFeminine: [
    'Y {phrase}, ¿cuántas {unit} fueron, más o menos?',
    '¿Y en números, con {phrase}, cuántas {unit}?',
  ],
  reactFigure: [
    '{Figure}, es más de lo que habría imaginado.',
    '{Figure}, cuesta imaginarlo.',
    'Así que {figure}.',
    '{Figure}, esa cifra se queda grabada.',
    'Espera, {figure}, de verdad.',
  ],
  reactYear: ['Así que en {year}.', 'Entonces esto se remonta a {year}.', 'En {year}, nada menos.'],
  reactName: [
    'No sabía nada de {name}.',
    'Así que {name} también forma parte de esto.',
    '{Name}, un nombre para recordar.',
    'Me gusta que aparezca {name}.',
  ],
  reactPhrase: [
    'Así que todo se reduce a {phrase}.',
    '{Phrase}, no lo habría pensado.',
    '{Phrase}, nada menos.',
    'Me quedo pensando en {phrase}.',
  ],
  interjections: ['', 'Vaya, ', 'Oh, ', 'Vale, ', 'Mmm, ', 'Bueno, '],
};
