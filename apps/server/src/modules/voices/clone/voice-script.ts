import type { CloneLanguage } from '@podloom/contract';

/**
 * Passages to read aloud for a voice sample, written for Podloom ('Get Voice Script Form'): each covers
 * its language's vowels and consonants, its hard clusters, questions and numbers, so a clone hears every sound.
 * About two minutes read at an easy pace; a minute of it is plenty for a clone.
 */
const SCRIPTS: Readonly<Record<CloneLanguage, { title: string; intro: string; passage: string[] }>> = {
  en: {
    title: 'Podloom voice script (English)',
    intro: 'Read this aloud in your natural podcast voice, in a quiet room, about a hand-width from the microphone.',
    passage: [
      'Thank you for joining me this morning. The weather over the valley was strange: thick fog, then a sharp, bright sun.',
      'Which of these things would you choose first: the cheap watch, the beige jacket, or the huge orange yacht?',
      'My brother Joseph measured the garage with a yellow ruler and found it was exactly six feet, nine inches wide.',
      'She thought the theatre on Thursday was thrilling, although the usual vision of the judge seemed rather vague.',
      'Good podcasts begin with a question. Why do we pause? How long should a pause be? Nobody knows for sure.',
      'Zebras, oysters and puppies all quietly boarded the bus at twelve, loyal to the plan, choosing joy over noise.',
      'Look at the cookbook: it says to put the sugar in the pool of butter, then push it slowly to the edge.',
      'The numbers were 3, 17, 42 and 1,980; the date was the 21st of August, and the time was half past four.',
      'Bring the red wagon, wash the white mug, and hang the long string of lights along the ceiling.',
      'Finally, I would like to say how pleasant it has been to share this with you. Until next time, take care.',
    ],
  },
  es: {
    title: 'Guion de voz de Podloom (español)',
    intro: 'Léalo en voz alta con su voz natural de pódcast, en una sala tranquila, a un palmo del micrófono.',
    passage: [
      'Buenos días y gracias por acompañarme. Hoy el cielo de la ciudad amaneció gris, pero después salió un sol brillante.',
      'El perro de Ramón corrió por la carretera mientras la jirafa y el gorrión miraban desde el jardín.',
      '¿Quién quiere chocolate caliente? ¿Cuántas tazas necesitamos? ¡Yo quiero dos, por favor!',
      'La señora Núñez llevó una pequeña caja de zapatos llena de llaves, hilos y viejas fotografías.',
      'El año pasado viajamos a Zaragoza, Jaén y Guadalajara; allí comimos queso, churros y unas ciruelas dulces.',
      'Los números eran 3, 17, 42 y 1.980; la cita fue el 21 de agosto a las cuatro y media de la tarde.',
      'Un buen pódcast empieza con una pregunta sencilla y termina con una idea clara que todos recuerdan.',
      'Para terminar, quiero decir que ha sido un placer compartir este rato con ustedes. ¡Hasta la próxima!',
    ],
  },
  fr: {
    title: 'Texte de voix Podloom (français)',
    intro: 'Lisez-le à voix haute avec votre voix naturelle de podcast, dans une pièce calme, à une main du micro.',
    passage: [
      "Bonjour et merci d'être avec moi. Ce matin, un brouillard épais couvrait la vallée, puis un soleil vif est apparu.",
      'Le chat gris de Jérôme a sauté sur la chaise jaune pendant que les enfants chantaient dans le jardin.',
      "Qu'est-ce que tu préfères : un croissant chaud, une brioche au beurre ou un bol de chocolat ?",
      'Une jeune fille a vu un feu follet près du vieux moulin, au bord du lac où nagent les cygnes.',
      "L'oncle Gaston a acheté un parapluie vert, des gants bruns et un panier plein de champignons.",
      'Les chiffres étaient 3, 17, 42 et 1 980 ; le rendez-vous était le 21 août à quatre heures et demie.',
      'Un bon podcast commence par une question simple et se termine par une idée claire dont on se souvient.',
      'Pour finir, je veux dire que ce fut un plaisir de partager ce moment avec vous. À bientôt !',
    ],
  },
  de: {
    title: 'Podloom-Sprechtext (Deutsch)',
    intro:
      'Lesen Sie ihn laut mit Ihrer natürlichen Podcast-Stimme, in einem ruhigen Raum, eine Handbreit vom Mikrofon.',
    passage: [
      'Guten Morgen und danke, dass Sie dabei sind. Über dem Tal lag dichter Nebel, dann kam plötzlich die Sonne.',
      'Der Fuchs sprang über den Zaun, während zwölf Vögel fröhlich auf dem Dach der Scheune zwitscherten.',
      'Möchten Sie lieber Käse, Brötchen oder eine Schüssel Suppe? Wie viele Löffel brauchen wir noch?',
      'Jürgen hat am Wochenende die Küche gestrichen, das Fahrrad geputzt und acht schwere Kisten getragen.',
      'Die Pflanzen im Garten wachsen schnell, doch die Pfirsiche und Äpfel sind noch nicht ganz reif.',
      'Die Zahlen waren 3, 17, 42 und 1.980; der Termin war am 21. August um halb fünf am Nachmittag.',
      'Ein guter Podcast beginnt mit einer einfachen Frage und endet mit einem klaren Gedanken.',
      'Zum Schluss möchte ich sagen, dass es mir eine Freude war. Bis zum nächsten Mal und alles Gute!',
    ],
  },
};

const baseOf = (language: string): CloneLanguage => {
  const base = language.split('-')[0]?.toLowerCase();
  return base === 'es' || base === 'fr' || base === 'de' ? base : 'en';
};

/** The passage to read aloud for a sample in this language (a language code or its base; English otherwise). */
export function voiceScript(language: string): { title: string; text: string; fileName: string } {
  const base = baseOf(language);
  const script = SCRIPTS[base];
  return {
    title: script.title,
    text: `${script.title}\n\n${script.intro}\n\n${script.passage.join('\n\n')}\n`,
    fileName: `podloom-voice-script-${base}.txt`,
  };
}

/** About 30 seconds of speech for a clone's preview (spec 000 §9: preview 30 s). */
export function clonePreviewText(language: string): string {
  return SCRIPTS[baseOf(language)].passage.slice(0, 4).join(' ');
}

/**
 * The passage the offline clone calibrates eSpeak with: most of the script, since a median pitch moves a few per
 * cent from one sentence to the next and a long passage averages that out.
 */
export function calibrationText(language: string): string {
  return SCRIPTS[baseOf(language)].passage.slice(0, 7).join(' ');
}
