import { type Domain, writeMaterial } from '../../apps/server/src/providers/llm/builtin/test-material';

/**
 * The ten fixed topics of bench/script-quality. Five come with a material file of 2,000–5,000 words;
 * five are topic-only and found by research on a local MediaWiki server, whose articles are 2,000–4,000 words.
 * All texts are generated here from small domain descriptions (fictional, fact-shaped prose: no third-party text).
 */
export interface BenchTopic {
  topic: string;
  description: string;
  /** Given as source material; absent for topic-only topics. */
  material?: string;
  /** Topic-only: the article the local wiki serves for it. */
  article?: { title: string; text: string };
}

const domain = (subject: string, places: string[], people: string[], things: string[], measures: string[]): Domain => ({
  subject,
  places,
  people,
  things,
  measures,
});

const WITH_MATERIAL: Array<[string, string, Domain, number]> = [
  [
    'The story of tea',
    'Where it grew, how it travelled, what it cost ordinary people',
    domain(
      'tea',
      ['Assam', 'Darjeeling', 'Kandy', 'Mombasa', 'Fujian', 'Uji'],
      ['Meera Dutta', 'Arthur Pell', 'Li Wen', 'Kofi Mensah'],
      [
        'black tea',
        'green tea',
        'oolong',
        'tea auctions',
        'hand plucking',
        'withering sheds',
        'masala chai',
        'clay cups',
      ],
      ['tonnes', 'chests'],
    ),
    2_000,
  ],
  [
    'How railways changed small towns',
    'Stations, freight, timetables and who lost out',
    domain(
      'railways',
      ['Harrowgate', 'Millbrook', 'Eastwick', 'Stonefield', 'Ashby', 'Carrow'],
      ['Edith Marsh', 'Samuel Okoro', 'Priya Nair', 'Jonas Berg'],
      [
        'branch lines',
        'freight yards',
        'steam engines',
        'station clocks',
        'parcel offices',
        'level crossings',
        'goods wagons',
        'excursion trains',
      ],
      ['passengers', 'tonnes'],
    ),
    2_800,
  ],
  [
    'Beekeeping through the seasons',
    'Hives, honey harvests, swarms and the threats bees face',
    domain(
      'beekeeping',
      ['Orchard Vale', 'Hillcrest', 'Brookside', 'Larkmoor', 'Fenwick', 'Redbank'],
      ['Alma Rios', 'Tomas Keller', 'Grace Ade', 'Yusuf Demir'],
      [
        'wooden hives',
        'wildflower honey',
        'queen rearing',
        'varroa mites',
        'winter feeding',
        'swarm traps',
        'beeswax candles',
        'pollination contracts',
      ],
      ['kilograms', 'hives'],
    ),
    3_500,
  ],
  [
    'The printing press and the news',
    'Presses, pamphlets, censorship and literacy',
    domain(
      'printing',
      ['Mainz', 'Leiden', 'Lyon', 'Antwerp', 'Basel', 'Venice'],
      ['Hanna Vogt', 'Pieter Claes', 'Lucia Moretti', 'Emile Roux'],
      [
        'movable type',
        'broadsheets',
        'paper mills',
        'ink recipes',
        'licensing laws',
        'almanacs',
        'reading rooms',
        'woodcut images',
      ],
      ['copies', 'sheets'],
    ),
    4_200,
  ],
  [
    'City water supply',
    'Reservoirs, pipes, public health and who pays',
    domain(
      'water supply',
      ['Northport', 'Kellam', 'Riverton', 'Dunmore', 'Westfield', 'Calder'],
      ['Ruth Alden', 'Kwame Boateng', 'Sofia Lind', 'Arjun Rao'],
      [
        'reservoirs',
        'cast iron pipes',
        'sand filters',
        'water meters',
        'public fountains',
        'pumping stations',
        'cholera outbreaks',
        'rain tanks',
      ],
      ['megalitres', 'kilometres'],
    ),
    5_000,
  ],
];

const TOPIC_ONLY: Array<[string, string, string, Domain, number]> = [
  [
    'Lighthouses and their keepers',
    'Lighthouse keepers',
    'How the lights worked and the people who kept them',
    domain(
      'lighthouses',
      ['Gull Point', 'Skerryvale', 'Cape Morrow', 'Farhaven', 'Lowrie Head', 'Tarn Isle'],
      ['Agnes Boyd', 'Elias Frost', 'Mara Quinn', 'Owen Hale'],
      [
        'oil lamps',
        'fresnel lenses',
        'fog signals',
        'keepers cottages',
        'supply boats',
        'logbooks',
        'clockwork rotation',
        'storm watches',
      ],
      ['nautical miles', 'litres'],
    ),
    2_000,
  ],
  [
    'The history of public libraries',
    'Public libraries',
    'Who built them, who used them, what they lent',
    domain(
      'public libraries',
      ['Bramford', 'Castlegate', 'Linwood', 'Oakridge', 'Penmore', 'Sutton Vale'],
      ['Clara Webb', 'Ibrahim Sesay', 'Nora Holt', 'Felix Brandt'],
      [
        'lending desks',
        'card catalogues',
        'reading rooms',
        'mobile libraries',
        'childrens sections',
        'subscription fees',
        'printed catalogues',
        'evening classes',
      ],
      ['books', 'members'],
    ),
    2_600,
  ],
  [
    'How windmills ground grain',
    'Windmills',
    'Sails, millstones, millers and the end of an era',
    domain(
      'windmills',
      ['Holmfirth', 'Zeeland', 'Norfolk Broads', 'Kinderdijk', 'Cley', 'Saxtead'],
      ['Willem Baas', 'Hester Dunn', 'Jacob Lowe', 'Anneke Smit'],
      [
        'common sails',
        'millstones',
        'post mills',
        'tower mills',
        'grain sacks',
        'fantail gears',
        'millers guilds',
        'flour prices',
      ],
      ['bushels', 'sacks'],
    ),
    3_200,
  ],
  [
    'The early days of the postal service',
    'Postal service',
    'Stamps, post roads, letter carriers and rates',
    domain(
      'the postal service',
      ['Kingsbury', 'Elmstead', 'Marlow', 'Tollbridge', 'Wexcombe', 'Daleford'],
      ['Henry Ashe', 'Martha Cole', 'Rashid Karim', 'Ida Strand'],
      [
        'penny stamps',
        'post roads',
        'mail coaches',
        'letter carriers',
        'sorting offices',
        'postal rates',
        'pillar boxes',
        'telegrams',
      ],
      ['letters', 'miles'],
    ),
    3_600,
  ],
  [
    'Salt and the salt trade',
    'Salt trade',
    'Salt works, caravans, taxes and preserving food',
    domain(
      'salt',
      ['Hallstatt', 'Droitwich', 'Taoudenni', 'Guérande', 'Wieliczka', 'Sambhar'],
      ['Amara Toure', 'Karl Hofer', 'Elena Vidal', 'Deepak Joshi'],
      [
        'salt pans',
        'brine springs',
        'camel caravans',
        'salt taxes',
        'rock salt',
        'salted fish',
        'evaporation ponds',
        'salt roads',
      ],
      ['tonnes', 'blocks'],
    ),
    4_000,
  ],
];

export function benchTopics(): BenchTopic[] {
  return [
    ...WITH_MATERIAL.map(([topic, description, d, words], i) => ({
      topic,
      description,
      material: writeMaterial(d, words, 100 + i),
    })),
    ...TOPIC_ONLY.map(([topic, title, description, d, words], i) => ({
      topic,
      description,
      article: { title, text: writeMaterial(d, words, 200 + i) },
    })),
  ];
}
