import type { PhraseBook } from './phrase-book';

export const fr: PhraseBook = {
  name: 'French',
  spaced: true,
  address: '{name}, ',
  and: ' et ',
  defaultHost: 'Animateur',
  defaultGuest: 'Invité',
  welcome: {
    formal: 'Bonjour et bienvenue. Je suis {host}, et dans cet épisode nous examinons un sujet : {topic}.',
    witty:
      'Bonjour, bonjour ! Ici {host}, et aujourd’hui on s’attaque à un sujet, armés de nos seules opinions et de café : {topic}.',
    empathetic:
      'Bonjour à toutes et à tous, je suis {host}. Aujourd’hui, on parle avec douceur et franchise de ce sujet : {topic}.',
    inspirational:
      'Bienvenue, chers amis. Je suis {host}, et aujourd’hui nous explorons ce que ce sujet rend possible : {topic}.',
    investigative:
      'Bienvenue. Je suis {host}, et aujourd’hui nous enquêtons sur un sujet : {topic}, ce que l’on sait et ce que l’on ignore.',
    casual: 'Salut et bienvenue ! Moi, c’est {host}, et aujourd’hui on discute tranquillement de ce sujet : {topic}.',
    quirky: 'Salutations, esprits curieux ! Ici {host}, et le terrier du jour, c’est : {topic}.',
  },
  introduceGuests: ['Avec moi aujourd’hui : {guests}.', 'J’ai le plaisir d’être avec {guests}.'],
  soloIntro: 'Aujourd’hui, c’est un épisode en solo, alors entrons tout de suite dans le vif du sujet.',
  guestHello: [
    'Merci pour l’invitation, {host}.',
    'Quel plaisir d’être là, {host}.',
    'Bonjour {host}, c’est un plaisir.',
  ],
  headings: {
    basics: 'les bases',
    why: 'pourquoi c’est important',
    example: 'un exemple concret',
    challenges: 'les difficultés',
    future: 'la suite',
    advice: 'des conseils pratiques',
  },
  // A colon spares the article contractions (à les, de les) a heading would need.
  transition: [
    'Passons au point suivant : {heading}.',
    'Prochaine étape : {heading}.',
    'Un autre volet maintenant : {heading}.',
  ],
  questions: {
    basics: [
      'Par où devrait commencer quelqu’un qui débute ?',
      'Comment l’expliquerais-tu à un ami ?',
      'Quelle est l’idée sur laquelle tout le reste repose ?',
    ],
    why: [
      'Pourquoi est-ce que ça devrait nous intéresser maintenant ?',
      'Qui en ressent le plus les effets ?',
      'Qu’est-ce qui change quand on s’y prend bien ?',
    ],
    example: [
      'Tu peux nous donner un exemple concret ?',
      'À quoi ça ressemble au quotidien ?',
      'Y a-t-il une histoire qui le résume bien ?',
    ],
    challenges: [
      'Qu’est-ce qui rend ça plus difficile qu’il n’y paraît ?',
      'Où est-ce que les gens se trompent le plus souvent ?',
      'Quelle est l’idée reçue que tu entends le plus ?',
    ],
    future: [
      'Où vois-tu tout cela dans quelques années ?',
      'Quelle évolution suis-tu de plus près ?',
      'Qu’est-ce qui surprendrait les gens sur l’avenir de ce domaine ?',
    ],
    advice: [
      'Que pourrait faire un auditeur dès cette semaine ?',
      'Si l’on ne retient qu’un conseil, lequel ?',
      'Comment continuer à apprendre sur le sujet ?',
    ],
  },
  answers: {
    basics: [
      'Commence par l’idée centrale et oublie le jargon pendant un moment.',
      'Au fond, il s’agit de quelques choix simples qui s’additionnent avec le temps.',
      'Presque tout devient clair quand on voit le problème de départ.',
    ],
    why: [
      'Cela touche nos décisions quotidiennes bien plus souvent qu’on ne le croit.',
      'Ceux qui ont le moins de temps pour y penser sont souvent les plus concernés.',
      'Ici, les petites améliorations rapportent encore et encore.',
    ],
    example: [
      'Imagine une petite équipe qui tente quelque chose de nouveau avec un budget minuscule.',
      'Pense à une famille qui prépare son mois en pesant chaque option.',
      'J’ai vu un projet bloqué pendant des semaines jusqu’à ce qu’un simple changement le débloque.',
    ],
    challenges: [
      'Le plus dur, c’est que les résultats mettent du temps à se voir.',
      'On copie souvent ce qui a marché ailleurs sans vérifier que cela convient.',
      'Il y a beaucoup de conseils très assurés, et beaucoup se contredisent.',
    ],
    future: [
      'Je pense que cela deviendra plus ordinaire et beaucoup moins mystérieux.',
      'Les outils coûtent de moins en moins cher, donc bien plus de gens pourront s’y mettre.',
      'Les prochaines années récompenseront ceux qui expérimentent tôt et avec soin.',
    ],
    advice: [
      'Choisis une petite étape et fais-la cette semaine au lieu de tout planifier.',
      'Parle à quelqu’un qui l’a déjà fait et demande-lui ce qu’il changerait.',
      'Note ce que tu apprends, car les schémas apparaissent plus vite qu’on ne pense.',
    ],
  },
  elaborations: [
    'Ça paraît simple, mais les détails comptent énormément.',
    'Et cela arrive rarement d’un coup ; ça se construit pas à pas.',
    'Ce qui m’a le plus frappé, c’est à quel point tout dépend des habitudes plutôt que du talent.',
    'La bonne nouvelle, c’est que personne n’est obligé de tout découvrir seul.',
    'Il aide aussi de se rappeler que chaque expert a commencé débutant.',
    'En pratique, la régularité l’emporte presque toujours sur l’intensité.',
  ],
  followUps: [
    'Pourquoi ça ?',
    'Tu peux développer ?',
    'Et comment ça s’est passé ?',
    'Qu’est-ce que tu ferais autrement ?',
  ],
  sourceLead: ['Voici un passage du document.', 'Un point m’a vraiment frappé.', 'Je vous lis une phrase.'],
  sourceAsk: [
    'Qu’est-ce qu’on doit en retenir ?',
    'Comment cela s’inscrit-il dans l’ensemble ?',
    'Que faut-il encore savoir ici ?',
  ],
  sourceAnswer: ['Cela rejoint un autre point.', 'Voici comment je le lis.', 'Mets ça en regard de ceci.'],
  reactions: {
    formal: ['En effet.', 'C’est une distinction importante.'],
    witty: ['Eh bien, ça a vite dégénéré.', 'Je vais faire semblant de le savoir déjà.'],
    empathetic: ['Ça se comprend tout à fait.', 'J’imagine ce que l’on ressent.'],
    inspirational: ['C’est exactement l’état d’esprit qu’il nous faut.', 'J’adore.'],
    investigative: ['Vérifions cette affirmation.', 'Intéressant, et quelles sont les preuves ?'],
    casual: ['Carrément.', 'Oui, ça se tient.'],
    quirky: ['Rebondissement !', 'Mon cerveau vient de faire une petite pirouette.'],
  },
  handOver: ['{name}, qu’ajouterais-tu ?', 'Et toi, {name}, comment le vois-tu ?'],
  wrapUp: ['Nous arrivons bientôt à la fin.', 'Faisons le point.'],
  thanks: ['Merci, {guests}, pour cette belle conversation.', 'Un grand merci à {guests} d’avoir été là.'],
  guestGoodbye: [
    'Merci à toi, {host}. C’était un plaisir.',
    'Avec plaisir, {host}. Au revoir à tous.',
    'Merci, {host}. Prenez soin de vous.',
  ],
  signOff: {
    formal: 'Merci de votre écoute. À bientôt.',
    witty: 'C’est tout pour nous. Allez briller au prochain dîner.',
    empathetic: 'Prenez soin de vous, et merci de nous avoir écoutés.',
    inspirational: 'Allez créer quelque chose de merveilleux. Merci de votre écoute.',
    investigative: 'Continuez à poser des questions. Merci de votre écoute.',
    casual: 'C’est tout pour aujourd’hui. À la prochaine !',
    quirky: 'Restez curieux, restez bizarres, et à bientôt.',
  },
  soloClose: 'Merci d’avoir passé ce moment avec moi.',
};
