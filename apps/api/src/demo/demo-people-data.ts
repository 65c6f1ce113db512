import type { DemoSport } from './demo-sports-data.ts';

/**
 * What the demo's clubs and contacts are made of (D5): lower-division clubs, and the names, phone
 * formats, addresses and job titles of the countries the demo leagues play in, so that the data
 * looks like an agency's own. Spellings keep their accents (ADR 001's accent-insensitive sorting).
 */

export type DemoCountry = 'Denmark' | 'Sweden' | 'Norway' | 'Germany';
export const DEMO_COUNTRIES: readonly DemoCountry[] = ['Denmark', 'Sweden', 'Norway', 'Germany'];

export interface CountryStyle {
  /** Top-level domain of club websites and e-mail addresses. */
  domain: string;
  /** Calling code and the digit groups of a mobile number after it. */
  phone: { prefix: string; groups: readonly number[]; leading: readonly string[] };
  /** Street names clubs' grounds are on. */
  streets: readonly string[];
  /** A company form for the club's owning company. */
  companySuffix: string;
  currency: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
}

export const COUNTRY_STYLES: Record<DemoCountry, CountryStyle> = {
  Denmark: {
    domain: 'dk',
    phone: { prefix: '+45', groups: [2, 2, 2, 2], leading: ['2', '3', '4', '5', '6'] },
    streets: ['Stadion Allé', 'Idrætsvej', 'Parkvej', 'Sportsvej', 'Boldbanevej', 'Østre Allé'],
    companySuffix: 'A/S',
    currency: 'DKK',
    firstNames: [
      'Søren',
      'Jesper',
      'Mads',
      'Rasmus',
      'Mette',
      'Anders',
      'Kasper',
      'Lone',
      'Morten',
      'Nikolaj',
      'Camilla',
      'Thomas',
      'Jørgen',
      'Pernille',
      'Bjarne',
      'Henrik',
      'Louise',
      'Frederik',
      'Ulrik',
      'Åse',
    ],
    lastNames: [
      'Jensen',
      'Nielsen',
      'Hansen',
      'Pedersen',
      'Andersen',
      'Christensen',
      'Larsen',
      'Sørensen',
      'Rasmussen',
      'Jørgensen',
      'Madsen',
      'Kristensen',
      'Østergaard',
      'Kjær',
      'Holm',
      'Bech',
      'Dahl',
      'Frederiksen',
      'Thygesen',
      'Lauridsen',
    ],
  },
  Sweden: {
    domain: 'se',
    phone: { prefix: '+46', groups: [2, 3, 2, 2], leading: ['70', '72', '73', '76'] },
    streets: ['Idrottsvägen', 'Arenavägen', 'Stadiongatan', 'Parkgatan', 'Sportvägen', 'Storgatan'],
    companySuffix: 'AB',
    currency: 'SEK',
    firstNames: [
      'Anders',
      'Johan',
      'Magnus',
      'Björn',
      'Lars',
      'Åsa',
      'Karin',
      'Mikael',
      'Fredrik',
      'Jörgen',
      'Linnéa',
      'Stefan',
      'Patrik',
      'Märta',
      'Henrik',
      'Ulf',
      'Sofia',
      'Göran',
      'Emma',
      'Oskar',
    ],
    lastNames: [
      'Andersson',
      'Johansson',
      'Karlsson',
      'Nilsson',
      'Eriksson',
      'Larsson',
      'Olsson',
      'Persson',
      'Svensson',
      'Gustafsson',
      'Lindström',
      'Lindqvist',
      'Bergström',
      'Åberg',
      'Sjöberg',
      'Holmgren',
      'Ekström',
      'Lundgren',
      'Håkansson',
      'Nordström',
    ],
  },
  Norway: {
    domain: 'no',
    phone: { prefix: '+47', groups: [3, 2, 3], leading: ['4', '9'] },
    streets: ['Stadionveien', 'Idrettsveien', 'Parkveien', 'Storgata', 'Kirkegata', 'Sjøgata'],
    companySuffix: 'AS',
    currency: 'NOK',
    firstNames: [
      'Ole',
      'Lars',
      'Kjetil',
      'Ståle',
      'Ingrid',
      'Bjørn',
      'Håkon',
      'Kari',
      'Eirik',
      'Sigurd',
      'Trond',
      'Solveig',
      'Øystein',
      'Geir',
      'Marit',
      'Espen',
      'Ragnhild',
      'Torbjørn',
      'Vegard',
      'Åsmund',
    ],
    lastNames: [
      'Hansen',
      'Johansen',
      'Olsen',
      'Larsen',
      'Andersen',
      'Pedersen',
      'Nilsen',
      'Kristiansen',
      'Haugen',
      'Johnsen',
      'Berg',
      'Solberg',
      'Bakken',
      'Strand',
      'Hagen',
      'Økland',
      'Sæther',
      'Lie',
      'Moen',
      'Brække',
    ],
  },
  Germany: {
    domain: 'de',
    phone: { prefix: '+49', groups: [3, 8], leading: ['151', '160', '170', '176'] },
    streets: ['Stadionstraße', 'Sportplatzweg', 'Am Sportpark', 'Hauptstraße', 'Jahnstraße', 'Parkallee'],
    companySuffix: 'GmbH',
    currency: 'EUR',
    firstNames: [
      'Jürgen',
      'Thomas',
      'Michael',
      'Stefan',
      'Andreas',
      'Katrin',
      'Markus',
      'Sabine',
      'Uwe',
      'Jörg',
      'Sebastian',
      'Christiane',
      'Dirk',
      'Tobias',
      'Björn',
      'Anja',
      'Florian',
      'Matthias',
      'Günter',
      'Julia',
    ],
    lastNames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Schäfer',
      'Koch',
      'Bauer',
      'Richter',
      'Klein',
      'Wolf',
      'Schröder',
      'Neumann',
      'Schwarz',
      'Krüger',
    ],
  },
};

/** A job at a club: the role the app shows, and the title as the club's own country writes it. */
export interface DemoJob {
  role: string;
  titles: Record<DemoCountry, string>;
}

const HEAD_COACH: DemoJob = {
  role: 'Head Coach',
  titles: { Denmark: 'Cheftræner', Sweden: 'Huvudtränare', Norway: 'Hovedtrener', Germany: 'Cheftrainer' },
};
const ASSISTANT_COACH: DemoJob = {
  role: 'Assistant Coach',
  titles: {
    Denmark: 'Assistenttræner',
    Sweden: 'Assisterande tränare',
    Norway: 'Assistenttrener',
    Germany: 'Co-Trainer',
  },
};
const SPORTS_DIRECTOR: DemoJob = {
  role: 'Sports Director',
  titles: { Denmark: 'Sportschef', Sweden: 'Sportchef', Norway: 'Sportssjef', Germany: 'Sportdirektor' },
};
const TEAM_MANAGER: DemoJob = {
  role: 'Team Manager',
  titles: { Denmark: 'Holdleder', Sweden: 'Lagledare', Norway: 'Lagleder', Germany: 'Teammanager' },
};
const SCOUT: DemoJob = {
  role: 'Scout',
  titles: { Denmark: 'Talentspejder', Sweden: 'Scout', Norway: 'Speider', Germany: 'Scout' },
};
const CEO: DemoJob = {
  role: 'CEO',
  titles: {
    Denmark: 'Administrerende direktør',
    Sweden: 'VD',
    Norway: 'Daglig leder',
    Germany: 'Geschäftsführer',
  },
};

/**
 * The jobs of a sport's clubs, most important first: every club gets the first ones, bigger
 * staffs the rest.
 */
export const DEMO_JOBS: Record<DemoSport, readonly DemoJob[]> = {
  Football: [
    HEAD_COACH,
    SPORTS_DIRECTOR,
    {
      role: 'Chief Scout',
      titles: { Denmark: 'Chefscout', Sweden: 'Chefscout', Norway: 'Sjefspeider', Germany: 'Chefscout' },
    },
    TEAM_MANAGER,
    CEO,
    {
      role: 'Academy Director',
      titles: {
        Denmark: 'Akademichef',
        Sweden: 'Akademichef',
        Norway: 'Akademileder',
        Germany: 'Leiter Nachwuchsleistungszentrum',
      },
    },
  ],
  'Handball - Men': [HEAD_COACH, SPORTS_DIRECTOR, ASSISTANT_COACH, TEAM_MANAGER, SCOUT, CEO],
  'Handball - Women': [HEAD_COACH, SPORTS_DIRECTOR, ASSISTANT_COACH, TEAM_MANAGER, SCOUT, CEO],
  Icehockey: [
    HEAD_COACH,
    {
      role: 'General Manager',
      titles: { Denmark: 'Sportschef', Sweden: 'Sportchef', Norway: 'Sportssjef', Germany: 'Sportdirektor' },
    },
    ASSISTANT_COACH,
    {
      role: 'Goalie Coach',
      titles: {
        Denmark: 'Målmandstræner',
        Sweden: 'Målvaktstränare',
        Norway: 'Keepertrener',
        Germany: 'Torwarttrainer',
      },
    },
    SCOUT,
    CEO,
  ],
};

/** A club below the demo leagues: no team in the catalogue, but agencies deal with them too. */
export interface DemoLowerClub {
  name: string;
  city: string;
  countryName: DemoCountry;
}

type LowerRows = Array<[name: string, city: string, country: DemoCountry]>;
const lower = (rows: LowerRows): DemoLowerClub[] =>
  rows.map(([name, city, countryName]) => ({ name, city, countryName }));

/** Eight lower-division clubs per sport, two per country, so that every sport has 40+ clubs. */
export const DEMO_LOWER_CLUBS: Record<DemoSport, DemoLowerClub[]> = {
  Football: lower([
    ['Hobro IK', 'Hobro', 'Denmark'],
    ['Hvidovre IF', 'Hvidovre', 'Denmark'],
    ['Östers IF', 'Växjö', 'Sweden'],
    ['GIF Sundsvall', 'Sundsvall', 'Sweden'],
    ['Sogndal Fotball', 'Sogndal', 'Norway'],
    ['Åsane Fotball', 'Bergen', 'Norway'],
    ['SV Sandhausen', 'Sandhausen', 'Germany'],
    ['Rot-Weiss Essen', 'Essen', 'Germany'],
  ]),
  'Handball - Men': lower([
    ['Lemvig-Thyborøn Håndbold', 'Lemvig', 'Denmark'],
    ['HØJ Elite', 'Køge', 'Denmark'],
    ['Eskilstuna Guif', 'Eskilstuna', 'Sweden'],
    ['HK Varberg', 'Varberg', 'Sweden'],
    ['Fyllingen Håndball', 'Bergen', 'Norway'],
    ['Bækkelaget Håndball Elite', 'Oslo', 'Norway'],
    ['VfL Gummersbach', 'Gummersbach', 'Germany'],
    ['TuS N-Lübbecke', 'Lübbecke', 'Germany'],
  ]),
  'Handball - Women': lower([
    ['Holstebro Håndbold', 'Holstebro', 'Denmark'],
    ['Randers HK', 'Randers', 'Denmark'],
    ['Lugi HF Dam', 'Lund', 'Sweden'],
    ['Skövde HF', 'Skövde', 'Sweden'],
    ['Gjerpen Håndball', 'Skien', 'Norway'],
    ['Romerike Ravens', 'Lillestrøm', 'Norway'],
    ['Frisch Auf Göppingen Frauen', 'Göppingen', 'Germany'],
    ['HSG Bad Wildungen Vipers', 'Bad Wildungen', 'Germany'],
  ]),
  Icehockey: lower([
    ['Gentofte Stars', 'Gentofte', 'Denmark'],
    ['Hvidovre Ligahockey', 'Hvidovre', 'Denmark'],
    ['Västerås IK', 'Västerås', 'Sweden'],
    ['Mora IK', 'Mora', 'Sweden'],
    ['Comet Halden', 'Halden', 'Norway'],
    ['Manglerud Star', 'Oslo', 'Norway'],
    ['Krefeld Pinguine', 'Krefeld', 'Germany'],
    ['Kassel Huskies', 'Kassel', 'Germany'],
  ]),
};
