import type { PhraseBook } from './phrase-book';

export const de: PhraseBook = {
  name: 'German',
  spaced: true,
  address: '{name}, ',
  and: ' und ',
  defaultHost: 'Moderator',
  defaultGuest: 'Gast',
  welcome: {
    formal: 'Guten Tag und herzlich willkommen. Ich bin {host}, und in dieser Folge geht es um ein Thema: {topic}.',
    witty:
      'Hallo, hallo! Ich bin {host}, und heute wagen wir uns an ein Thema, bewaffnet nur mit Meinungen und Kaffee: {topic}.',
    empathetic: 'Hallo zusammen, ich bin {host}. Heute sprechen wir behutsam und ehrlich über ein Thema: {topic}.',
    inspirational:
      'Willkommen, liebe Freunde. Ich bin {host}, und heute entdecken wir, was dieses Thema möglich macht: {topic}.',
    investigative: 'Willkommen. Ich bin {host}, und heute gehen wir einem Thema auf den Grund: {topic}.',
    casual: 'Hey, schön, dass ihr da seid! Ich bin {host}, und heute plaudern wir ganz locker über ein Thema: {topic}.',
    quirky: 'Seid gegrüßt, neugierige Köpfe! Hier ist {host}, und unser Kaninchenbau heute heißt: {topic}.',
  },
  introduceGuests: ['Heute bei mir: {guests}.', 'Ich freue mich auf das Gespräch mit {guests}.'],
  soloIntro: 'Heute bin ich allein am Mikrofon, also legen wir direkt los.',
  guestHello: [
    'Danke für die Einladung, {host}.',
    'Schön, hier zu sein, {host}.',
    'Hallo {host}, ich freue mich, dabei zu sein.',
  ],
  headings: {
    basics: 'die Grundlagen',
    why: 'warum es wichtig ist',
    example: 'ein echtes Beispiel',
    challenges: 'die schwierigen Seiten',
    future: 'der Blick nach vorn',
    advice: 'praktische Tipps',
  },
  // A colon keeps the heading in the nominative whatever it is.
  transition: [
    'Nächstes Thema: {heading}.',
    'Weiter geht es mit dem nächsten Punkt: {heading}.',
    'Jetzt zu einem neuen Aspekt: {heading}.',
  ],
  questions: {
    basics: [
      'Wo sollte jemand anfangen, der neu in dem Thema ist?',
      'Wie würdest du es einem Freund erklären?',
      'Welche Idee trägt alles andere?',
    ],
    why: [
      'Warum sollte uns das gerade jetzt interessieren?',
      'Wer spürt die Auswirkungen am stärksten?',
      'Was ändert sich, wenn man es richtig macht?',
    ],
    example: [
      'Kannst du uns ein konkretes Beispiel geben?',
      'Wie sieht das an einem ganz normalen Tag aus?',
      'Gibt es eine Geschichte, die es gut auf den Punkt bringt?',
    ],
    challenges: [
      'Was macht es schwieriger, als es aussieht?',
      'Wo liegen die meisten Leute daneben?',
      'Welches Missverständnis hörst du am häufigsten?',
    ],
    future: [
      'Wohin entwickelt sich das in den nächsten Jahren?',
      'Welche Entwicklung verfolgst du am genauesten?',
      'Was würde die Leute an der Zukunft des Themas überraschen?',
    ],
    advice: [
      'Was könnte jemand, der zuhört, noch diese Woche tun?',
      'Wenn man sich nur einen Tipp merkt, welcher sollte es sein?',
      'Wie kann man weiter dazulernen?',
    ],
  },
  answers: {
    basics: [
      'Fang mit der Kernidee an und ignoriere den Fachjargon erst einmal.',
      'Im Grunde geht es um ein paar einfache Entscheidungen, die sich mit der Zeit summieren.',
      'Das meiste ergibt Sinn, sobald man das Problem sieht, das dahintersteht.',
    ],
    why: [
      'Es betrifft alltägliche Entscheidungen viel öfter, als man denkt.',
      'Wer am wenigsten Zeit hat, darüber nachzudenken, ist oft am stärksten betroffen.',
      'Kleine Verbesserungen zahlen sich hier immer wieder aus.',
    ],
    example: [
      'Stell dir ein kleines Team vor, das mit sehr wenig Budget etwas Neues ausprobiert.',
      'Denk an eine Familie, die ihren Monat plant und jede Möglichkeit abwägt.',
      'Ich habe einmal ein Projekt gesehen, das wochenlang feststeckte, bis eine einfache Änderung es löste.',
    ],
    challenges: [
      'Das Schwierigste ist, dass sich die Ergebnisse erst mit der Zeit zeigen.',
      'Oft wird kopiert, was anderswo funktioniert hat, ohne zu prüfen, ob es passt.',
      'Es gibt viele selbstsichere Ratschläge, und viele widersprechen sich.',
    ],
    future: [
      'Ich erwarte, dass es alltäglicher und viel weniger geheimnisvoll wird.',
      'Die Werkzeuge werden günstiger, also können viel mehr Menschen mitmachen.',
      'Die nächsten Jahre belohnen alle, die früh und sorgfältig experimentieren.',
    ],
    advice: [
      'Such dir einen kleinen Schritt aus und geh ihn diese Woche, statt ewig zu planen.',
      'Sprich mit jemandem, der es schon gemacht hat, und frag, was er anders machen würde.',
      'Schreib auf, was du lernst, denn Muster zeigen sich schneller, als man denkt.',
    ],
  },
  elaborations: [
    'Das klingt einfach, aber die Details sind enorm wichtig.',
    'Und es passiert selten auf einmal; es baut sich Schritt für Schritt auf.',
    'Am meisten hat mich überrascht, wie viel von Gewohnheiten abhängt und wie wenig von Talent.',
    'Die gute Nachricht ist, dass niemand das allein herausfinden muss.',
    'Es hilft auch, sich daran zu erinnern, dass jeder Profi einmal Anfänger war.',
    'In der Praxis schlägt Beständigkeit fast immer die Intensität.',
  ],
  followUps: [
    'Warum ist das so?',
    'Kannst du das genauer erklären?',
    'Und wie ist es ausgegangen?',
    'Was würdest du anders machen?',
  ],
  sourceLead: [
    'Hier ist etwas aus dem Material.',
    'Ein Punkt ist mir besonders aufgefallen.',
    'Ich lese euch einen Satz vor.',
  ],
  sourceAsk: [
    'Was sollten wir daraus mitnehmen?',
    'Wie passt das ins große Ganze?',
    'Was sollten die Zuhörer hier noch wissen?',
  ],
  sourceAnswer: [
    'Das hängt mit einem anderen Punkt zusammen.',
    'So lese ich das.',
    'Stell das mal neben diesen Punkt.',
  ],
  reactions: {
    formal: ['In der Tat.', 'Das ist eine wichtige Unterscheidung.'],
    witty: ['Na, das ist ja schnell eskaliert.', 'Ich tue jetzt einfach so, als hätte ich das gewusst.'],
    empathetic: ['Das ist gut nachvollziehbar.', 'Ich kann mir vorstellen, wie sich das anfühlt.'],
    inspirational: ['Genau diesen Geist brauchen wir.', 'Das gefällt mir sehr.'],
    investigative: ['Prüfen wir diese Behauptung.', 'Interessant, und was sind die Belege?'],
    casual: ['Ja, absolut.', 'Stimmt, klingt logisch.'],
    quirky: ['Überraschende Wendung!', 'Mein Gehirn hat gerade einen kleinen Purzelbaum geschlagen.'],
  },
  handOver: ['{name}, was würdest du ergänzen?', 'Und du, {name}, wie siehst du das?'],
  wrapUp: ['Unsere Zeit ist fast um.', 'Lass mich kurz zusammenfassen.'],
  thanks: ['Danke, {guests}, für dieses tolle Gespräch.', 'Vielen Dank an {guests} fürs Mitmachen.'],
  guestGoodbye: [
    'Danke dir, {host}. Hat Spaß gemacht.',
    'Sehr gern, {host}. Tschüss, alle zusammen.',
    'Danke, {host}. Macht es gut.',
  ],
  signOff: {
    formal: 'Vielen Dank fürs Zuhören. Bis zum nächsten Mal.',
    witty: 'Das war es von uns. Jetzt könnt ihr auf der nächsten Party glänzen.',
    empathetic: 'Passt auf euch auf, und danke fürs Zuhören.',
    inspirational: 'Macht etwas Wunderbares daraus. Danke fürs Zuhören.',
    investigative: 'Stellt weiter Fragen. Danke fürs Zuhören.',
    casual: 'Das war es für heute. Bis bald!',
    quirky: 'Bleibt neugierig, bleibt schräg, und bis zum nächsten Mal.',
  },
  soloClose: 'Danke, dass ihr euch die Zeit genommen habt.',
};
