import type { PhraseBook } from './phrase-book';

export const nl: PhraseBook = {
  name: 'Dutch',
  spaced: true,
  address: '{name}, ',
  and: ' en ',
  defaultHost: 'Presentator',
  defaultGuest: 'Gast',
  welcome: {
    formal: 'Goedendag en welkom. Ik ben {host}, en in deze aflevering bespreken we een onderwerp: {topic}.',
    witty:
      'Hallo, hallo! Ik ben {host}, en vandaag duiken we, gewapend met meningen en koffie, in een onderwerp: {topic}.',
    empathetic: 'Hoi allemaal, ik ben {host}. Vandaag praten we rustig en eerlijk over een onderwerp: {topic}.',
    inspirational:
      'Welkom, vrienden. Ik ben {host}, en vandaag ontdekken we wat dit onderwerp mogelijk maakt: {topic}.',
    investigative: 'Welkom. Ik ben {host}, en vandaag zoeken we een onderwerp tot op de bodem uit: {topic}.',
    casual: 'Hé, welkom! Ik ben {host}, en vandaag kletsen we gewoon over een onderwerp: {topic}.',
    quirky: 'Gegroet, nieuwsgierige geesten! Hier is {host}, en het konijnenhol van vandaag is: {topic}.',
  },
  introduceGuests: ['Vandaag bij mij: {guests}.', 'Ik ben blij dat ik hier zit met {guests}.'],
  soloIntro: 'Vandaag is het een solo-aflevering, dus we beginnen meteen.',
  guestHello: [
    'Bedankt voor de uitnodiging, {host}.',
    'Leuk om hier te zijn, {host}.',
    'Hoi {host}, fijn dat ik mag aanschuiven.',
  ],
  headings: {
    basics: 'de basis',
    why: 'waarom het ertoe doet',
    example: 'een echt voorbeeld',
    challenges: 'de lastige kanten',
    future: 'wat er komt',
    advice: 'praktische tips',
  },
  transition: [
    'Door naar het volgende punt: {heading}.',
    'Volgende stap: {heading}.',
    'Nu een ander aspect: {heading}.',
  ],
  questions: {
    basics: [
      'Waar zou iemand die nieuw is moeten beginnen?',
      'Hoe zou je het aan een vriend uitleggen?',
      'Wat is het idee waar al het andere op rust?',
    ],
    why: [
      'Waarom zou dit mensen nu moeten interesseren?',
      'Wie merkt de gevolgen het sterkst?',
      'Wat verandert er als je het goed doet?',
    ],
    example: [
      'Kun je een concreet voorbeeld geven?',
      'Hoe ziet dit eruit op een gewone dag?',
      'Is er een verhaal dat het goed samenvat?',
    ],
    challenges: [
      'Wat maakt het moeilijker dan het lijkt?',
      'Waar gaan mensen meestal de mist in?',
      'Wat is het grootste misverstand dat je hoort?',
    ],
    future: [
      'Waar zie je dit over een paar jaar staan?',
      'Welke ontwikkeling volg je het nauwst?',
      'Wat zou mensen verrassen aan de toekomst hiervan?',
    ],
    advice: [
      'Wat kan een luisteraar deze week al doen?',
      'Als iemand maar één tip onthoudt, welke moet dat zijn?',
      'Hoe kunnen mensen hier meer over blijven leren?',
    ],
  },
  answers: {
    basics: [
      'Begin bij het kernidee en vergeet het vakjargon even.',
      'In de kern gaat het om een paar eenvoudige keuzes die zich in de loop van de tijd opstapelen.',
      'Het meeste wordt duidelijk zodra je ziet welk probleem het oplost.',
    ],
    why: [
      'Het raakt dagelijkse beslissingen veel vaker dan mensen denken.',
      'Wie de minste tijd heeft om erover na te denken, merkt er vaak het meeste van.',
      'Kleine verbeteringen betalen zich hier steeds weer terug.',
    ],
    example: [
      'Stel je een klein team voor dat met heel weinig budget iets nieuws probeert.',
      'Denk aan een gezin dat de maand plant en elke optie afweegt.',
      'Ik zag ooit een project wekenlang vastzitten tot één simpele wijziging het losmaakte.',
    ],
    challenges: [
      'Het lastigste is dat de resultaten pas na een tijd zichtbaar worden.',
      'Vaak wordt overgenomen wat elders werkte, zonder te kijken of het past.',
      'Er is veel stellig advies, en veel daarvan spreekt elkaar tegen.',
    ],
    future: [
      'Ik verwacht dat het gewoner wordt en veel minder mysterieus.',
      'De hulpmiddelen worden goedkoper, dus veel meer mensen kunnen meedoen.',
      'De komende jaren belonen wie vroeg en zorgvuldig experimenteert.',
    ],
    advice: [
      'Kies één kleine stap en zet die deze week, in plaats van eindeloos te plannen.',
      'Praat met iemand die het al gedaan heeft en vraag wat die anders zou doen.',
      'Schrijf op wat je leert, want patronen worden sneller zichtbaar dan je denkt.',
    ],
  },
  elaborations: [
    'Dat klinkt simpel, maar de details maken enorm veel uit.',
    'En het gebeurt zelden in één keer; het groeit stap voor stap.',
    'Wat mij het meest verraste, is hoeveel er afhangt van gewoontes in plaats van talent.',
    'Het goede nieuws is dat niemand het alleen hoeft uit te zoeken.',
    'Het helpt ook om te onthouden dat elke expert ooit beginner was.',
    'In de praktijk wint volharding bijna altijd van intensiteit.',
  ],
  followUps: ['Waarom is dat?', 'Kun je daar meer over vertellen?', 'En hoe pakte dat uit?', 'Wat zou je anders doen?'],
  sourceLead: ['Hier staat iets in het materiaal.', 'Eén punt viel me echt op.', 'Ik lees een zin voor.'],
  sourceAsk: [
    'Wat moeten we daaruit meenemen?',
    'Hoe past dat in het grotere plaatje?',
    'Wat moeten luisteraars hier verder nog weten?',
  ],
  sourceAnswer: ['Dat hangt samen met een ander punt.', 'Zo lees ik het.', 'Zet dat eens naast dit.'],
  reactions: {
    formal: ['Inderdaad.', 'Dat is een belangrijk onderscheid.'],
    witty: ['Nou, dat liep snel uit de hand.', 'Ik doe gewoon alsof ik dat al wist.'],
    empathetic: ['Dat is heel begrijpelijk.', 'Ik kan me voorstellen hoe dat voelt.'],
    inspirational: ['Dat is precies de instelling die we nodig hebben.', 'Prachtig.'],
    investigative: ['Laten we die bewering toetsen.', 'Interessant, en wat is het bewijs?'],
    casual: ['Ja, helemaal.', 'Klopt, logisch.'],
    quirky: ['Plotwending!', 'Mijn brein maakte net een kleine koprol.'],
  },
  handOver: ['{name}, wat zou jij eraan toevoegen?', 'En {name}, hoe zie jij het?'],
  wrapUp: ['We zijn bijna door onze tijd heen.', 'Laat me het even samenvatten.'],
  thanks: ['Dank je wel, {guests}, voor dit mooie gesprek.', 'Veel dank aan {guests} voor het meedoen.'],
  guestGoodbye: [
    'Dank je, {host}. Het was leuk.',
    'Graag gedaan, {host}. Dag allemaal.',
    'Bedankt, {host}. Het ga jullie goed.',
  ],
  signOff: {
    formal: 'Dank u wel voor het luisteren. Tot de volgende keer.',
    witty: 'Dat was het. Ga nu indruk maken op het volgende etentje.',
    empathetic: 'Zorg goed voor jezelf, en bedankt voor het luisteren.',
    inspirational: 'Ga iets moois maken. Bedankt voor het luisteren.',
    investigative: 'Blijf vragen stellen. Bedankt voor het luisteren.',
    casual: 'Dat was het voor vandaag. Tot de volgende keer!',
    quirky: 'Blijf nieuwsgierig, blijf eigenaardig, en tot de volgende keer.',
  },
  soloClose: 'Bedankt dat je deze tijd met mij doorbracht.',
};
