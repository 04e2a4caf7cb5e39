import type { TalkPhrases } from './talk-phrases';

export const frTalk: TalkPhrases = {
  askAbout: [
    'Et {phrase}, que s’est-il passé ?',
    '{Phrase} : où est-ce que ça intervient ?',
    'Que sait-on de {phrase} ?',
    'Et {phrase}, quelle est l’histoire ?',
    '{Phrase} : comment ça s’inscrit dans le tableau ?',
    'Ensuite il y a {phrase} : que s’est-il passé ?',
    'Que faut-il savoir sur {phrase} ?',
  ],
  askWho: ['Et {name}, qui était-ce dans cette histoire ?', '{Name} : quel rôle dans cette histoire ?'],
  askWhen: ['{Phrase} : c’était quand ?', 'Et à quelle époque, pour {phrase} ?'],
  askHowMany: ['{Phrase} : combien de {unit}, à peu près ?', 'Et {phrase}, en chiffres, combien de {unit} ?'],
  reactFigure: [
    '{Figure}, c’est plus que je n’aurais cru.',
    '{Figure}, il faut se le représenter.',
    'Donc {figure}.',
    '{Figure}, ce chiffre reste en tête.',
    'Attends, {figure}, vraiment.',
  ],
  reactYear: ['Donc en {year}.', 'Ça remonte donc à {year}.', 'En {year}, rien que ça.'],
  reactName: [
    'Je ne connaissais pas {name}.',
    'Donc {name} fait aussi partie de l’histoire.',
    '{Name}, un nom à retenir.',
    'J’aime bien que {name} apparaisse ici.',
  ],
  reactPhrase: [
    'Tout revient donc à {phrase}.',
    '{Phrase}, je n’y aurais pas pensé.',
    '{Phrase}, rien que ça.',
    'Je retiens {phrase}.',
  ],
  interjections: ['', 'Tiens, ', 'Oh, ', 'D’accord, ', 'Hm, ', 'Ah, '],
};
