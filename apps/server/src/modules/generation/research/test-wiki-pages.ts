import type { WikiPage } from './test-wiki-server';

/** Short articles written for the tests (no third-party text), in English and Hindi. Test-only. */
export const ROME: WikiPage = {
  title: 'Fall of the Western Roman Empire',
  text: [
    'The fall of the Western Roman Empire was the loss of central political control in the western half of the Roman Empire during the fifth century.',
    'Historians date the end to 476, when the Germanic general Odoacer deposed the young emperor Romulus Augustulus and sent the imperial regalia to Constantinople.',
    'Causes',
    'Economic causes included heavy taxation, debased silver coinage and the decline of long-distance trade across the Mediterranean.',
    'Military causes included the growing reliance on Gothic and Frankish mercenaries, whose loyalty to Rome was often uncertain.',
    'Political causes included civil wars between rival generals, a rapid succession of short-lived emperors and corruption in the imperial court.',
    'The Visigoths under Alaric sacked Rome in 410, the first time in eight centuries that the city had fallen to a foreign enemy.',
    'The Vandals crossed into North Africa in 429 and took Carthage in 439, cutting Rome off from the grain and taxes of its richest provinces.',
    'Debate',
    'Edward Gibbon blamed the loss of civic virtue and the spread of Christianity, a view most modern historians reject.',
    'Some historians describe a violent collapse that destroyed urban life, while others describe a slow transformation into Germanic kingdoms.',
    'The Eastern Roman Empire, later called the Byzantine Empire, survived for almost another thousand years until Constantinople fell in 1453.',
    'See also',
    'Decline of the Roman Empire',
  ].join('\n'),
};

export const COFFEE: WikiPage = {
  title: 'Coffee preparation',
  text: [
    'Coffee preparation is the process of turning roasted coffee beans into a drink by grinding them and extracting their flavour with hot water.',
    'The grind size must match the brewing method: espresso needs a fine grind, while a French press needs a coarse one.',
    'Water between 90 and 96 degrees Celsius extracts the aromatic oils without scalding the grounds.',
    'A common brewing ratio is one gram of coffee to sixteen grams of water for filter methods.',
  ].join('\n'),
};

/** चाय (tea), in Hindi. */
export const CHAI: WikiPage = {
  title: 'चाय',
  text: [
    'चाय एक सुगंधित पेय है जो कैमेलिया साइनेंसिस पौधे की सूखी पत्तियों को गरम पानी में उबालकर बनाया जाता है।',
    'भारत में चाय की खेती उन्नीसवीं शताब्दी में असम और दार्जिलिंग के पहाड़ी इलाकों में बड़े पैमाने पर शुरू हुई।',
    'असम की चाय अपने गहरे रंग और तेज़ स्वाद के लिए जानी जाती है, जबकि दार्जिलिंग की चाय हल्की और खुशबूदार होती है।',
    'भारतीय घरों में मसाला चाय सबसे लोकप्रिय है, जिसमें दूध, चीनी, अदरक और इलायची मिलाई जाती है।',
    'चीन के बाद भारत दुनिया का दूसरा सबसे बड़ा चाय उत्पादक देश है।',
  ].join('\n'),
};
