import type { PhraseBook } from './phrase-book';

export const it: PhraseBook = {
  name: 'Italian',
  spaced: true,
  address: '{name}, ',
  and: ' e ',
  defaultHost: 'Conduttore',
  defaultGuest: 'Ospite',
  welcome: {
    formal: 'Buongiorno e benvenuti. Sono {host}, e in questo episodio approfondiamo un tema: {topic}.',
    witty: 'Ciao, ciao! Sono {host}, e oggi affrontiamo un tema armati solo di opinioni e caffè: {topic}.',
    empathetic: 'Ciao a tutti, sono {host}. Oggi parliamo con calma e sincerità di un tema: {topic}.',
    inspirational:
      'Benvenuti, amici. Sono {host}, e oggi esploriamo che cosa può rendere possibile questo tema: {topic}.',
    investigative:
      'Benvenuti. Sono {host}, e oggi indaghiamo a fondo un tema: {topic}, ciò che sappiamo e ciò che non sappiamo.',
    casual: 'Ehi, benvenuti! Sono {host}, e oggi facciamo due chiacchiere su un tema: {topic}.',
    quirky: 'Salve, menti curiose! Qui {host}, e la tana del coniglio di oggi è: {topic}.',
  },
  introduceGuests: ['Con me oggi: {guests}.', 'Ho il piacere di essere in compagnia di {guests}.'],
  soloIntro: 'Oggi è un episodio in solitaria, quindi entriamo subito nel vivo.',
  guestHello: [
    'Grazie per l’invito, {host}.',
    'Che piacere essere qui, {host}.',
    'Ciao {host}, è un piacere partecipare.',
  ],
  headings: {
    basics: 'le basi',
    why: 'perché conta',
    example: 'un esempio reale',
    challenges: 'le parti difficili',
    future: 'cosa ci aspetta',
    advice: 'consigli pratici',
  },
  transition: [
    'Passiamo al prossimo punto: {heading}.',
    'Prossima tappa: {heading}.',
    'Adesso un altro aspetto: {heading}.',
  ],
  questions: {
    basics: [
      'Da dove dovrebbe cominciare chi è alle prime armi?',
      'Come lo spiegheresti a un amico?',
      'Qual è l’idea su cui poggia tutto il resto?',
    ],
    why: [
      'Perché dovrebbe interessarci proprio adesso?',
      'Chi ne sente di più gli effetti?',
      'Che cosa cambia quando lo si fa bene?',
    ],
    example: [
      'Puoi farci un esempio concreto?',
      'Come si presenta in una giornata normale?',
      'C’è una storia che lo riassume bene?',
    ],
    challenges: [
      'Che cosa lo rende più difficile di quanto sembri?',
      'Dove si sbaglia più spesso?',
      'Qual è il malinteso più comune che senti?',
    ],
    future: [
      'Dove vedi tutto questo tra qualche anno?',
      'Quale sviluppo segui più da vicino?',
      'Che cosa sorprenderebbe la gente sul futuro di questo tema?',
    ],
    advice: [
      'Che cosa potrebbe fare chi ci ascolta già questa settimana?',
      'Se ci si ricorda un solo consiglio, quale dovrebbe essere?',
      'Come si può continuare a imparare?',
    ],
  },
  answers: {
    basics: [
      'Si parte dall’idea centrale e per un po’ si ignora il gergo.',
      'In fondo si tratta di poche scelte semplici che si sommano nel tempo.',
      'Quasi tutto ha senso quando vedi il problema da cui nasce.',
    ],
    why: [
      'Tocca le decisioni di ogni giorno molto più spesso di quanto si pensi.',
      'Chi ha meno tempo per pensarci spesso è anche il più colpito.',
      'Qui i piccoli miglioramenti ripagano di continuo.',
    ],
    example: [
      'Immagina una piccola squadra che prova qualcosa di nuovo con pochissimo budget.',
      'Pensa a una famiglia che pianifica il mese e valuta ogni opzione.',
      'Una volta ho visto un progetto bloccato per settimane finché una modifica semplice lo ha sbloccato.',
    ],
    challenges: [
      'La parte più difficile è che i risultati arrivano con il tempo.',
      'Spesso si copia ciò che ha funzionato altrove senza verificare se è adatto.',
      'Ci sono tanti consigli dati con sicurezza, e molti si contraddicono.',
    ],
    future: [
      'Mi aspetto che diventi più normale e molto meno misterioso.',
      'Gli strumenti costano sempre meno, quindi molte più persone potranno partecipare.',
      'I prossimi anni premieranno chi sperimenta presto e con attenzione.',
    ],
    advice: [
      'Scegli un piccolo passo e fallo questa settimana invece di pianificare all’infinito.',
      'Parla con qualcuno che l’ha già fatto e chiedi cosa cambierebbe.',
      'Annota ciò che impari, perché gli schemi emergono prima di quanto pensi.',
    ],
  },
  elaborations: [
    'Sembra semplice, ma i dettagli contano moltissimo.',
    'E raramente succede tutto insieme; si costruisce passo dopo passo.',
    'La cosa più sorprendente è quanto dipenda dalle abitudini più che dal talento.',
    'La buona notizia è che nessuno deve capirlo da solo.',
    'Aiuta anche ricordare che ogni esperto ha cominciato da principiante.',
    'Nella pratica, la costanza batte l’intensità quasi sempre.',
  ],
  followUps: ['Perché?', 'Puoi dirci di più?', 'E com’è andata?', 'Che cosa faresti diversamente?'],
  sourceLead: ['Ecco un passaggio del materiale.', 'Un punto mi ha colpito molto.', 'Vi leggo una frase.'],
  sourceAsk: [
    'Che cosa dovremmo ricavarne?',
    'Come si inserisce nel quadro generale?',
    'Che altro dovrebbero sapere gli ascoltatori?',
  ],
  sourceAnswer: ['Si collega a un altro punto.', 'Io la leggo così.', 'Mettila accanto a questo.'],
  reactions: {
    formal: ['Esattamente.', 'È una distinzione importante.'],
    witty: ['Be’, la cosa è degenerata in fretta.', 'Farò finta di saperlo già.'],
    empathetic: ['Ha molto senso.', 'Immagino come ci si senta.'],
    inspirational: ['È proprio lo spirito che ci serve.', 'Mi piace tantissimo.'],
    investigative: ['Mettiamo alla prova questa affermazione.', 'Interessante, e quali sono le prove?'],
    casual: ['Sì, assolutamente.', 'Giusto, ci sta.'],
    quirky: ['Colpo di scena!', 'Il mio cervello ha appena fatto una capriola.'],
  },
  handOver: ['{name}, tu che cosa aggiungeresti?', 'E tu, {name}, come la vedi?'],
  wrapUp: ['Il tempo sta per finire.', 'Proviamo a tirare le fila.'],
  thanks: ['Grazie, {guests}, per questa bella conversazione.', 'Un grande grazie a {guests} per essere stati con me.'],
  guestGoodbye: [
    'Grazie a te, {host}. È stato un piacere.',
    'Con piacere, {host}. Ciao a tutti.',
    'Grazie, {host}. Abbiate cura di voi.',
  ],
  signOff: {
    formal: 'Grazie per l’ascolto. Alla prossima.',
    witty: 'È tutto. Andate e fate colpo alla prossima cena.',
    empathetic: 'Abbiate cura di voi, e grazie per l’ascolto.',
    inspirational: 'Andate a creare qualcosa di meraviglioso. Grazie per l’ascolto.',
    investigative: 'Continuate a fare domande. Grazie per l’ascolto.',
    casual: 'Per oggi è tutto. Alla prossima!',
    quirky: 'Restate curiosi, restate strani, e alla prossima.',
  },
  soloClose: 'Grazie per aver passato questo tempo con me.',
};
