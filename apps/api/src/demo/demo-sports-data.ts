/**
 * Leagues and teams of the demo sports (D5). Real-looking clubs of the countries these agencies work
 * in, with their Danish, Swedish, Norwegian and German spellings kept intact: the accents (å, ø, ä,
 * ö, ü) exercise the accent-insensitive sorting of ADR 001. Country names are the English ISO 3166
 * names, so they match the seeded countries list.
 */

export type DemoSport = 'Football' | 'Handball - Men' | 'Handball - Women' | 'Icehockey';

export interface DemoLeague {
  name: string;
  countryName: string;
}

export interface DemoTeam {
  name: string;
  league: string;
  city: string;
  countryName: string;
}

type TeamRows = Array<[name: string, city: string]>;

/** Expands compact `[name, city]` rows into teams of one league (the league's country is the team's). */
function inLeague(league: DemoLeague, rows: TeamRows): DemoTeam[] {
  return rows.map(([name, city]) => ({
    name,
    league: league.name,
    city,
    countryName: league.countryName,
  }));
}

// Football ------------------------------------------------------------------------------------------

const superliga: DemoLeague = { name: 'Superliga', countryName: 'Denmark' };
const allsvenskan: DemoLeague = { name: 'Allsvenskan', countryName: 'Sweden' };
const eliteserien: DemoLeague = { name: 'Eliteserien', countryName: 'Norway' };
const zweiteBundesliga: DemoLeague = { name: '2. Bundesliga', countryName: 'Germany' };

// Handball, men -------------------------------------------------------------------------------------

const herrehaandboldligaen: DemoLeague = { name: 'Herrehåndboldligaen', countryName: 'Denmark' };
const handbollsligan: DemoLeague = { name: 'Handbollsligan', countryName: 'Sweden' };
const rema1000Ligaen: DemoLeague = { name: 'REMA 1000-ligaen', countryName: 'Norway' };
const handballBundesliga: DemoLeague = { name: 'Handball-Bundesliga', countryName: 'Germany' };

// Handball, women -----------------------------------------------------------------------------------

const kvindeligaen: DemoLeague = { name: 'Kvindeligaen', countryName: 'Denmark' };
const handbollsliganDam: DemoLeague = { name: 'Handbollsligan Dam', countryName: 'Sweden' };
const rema1000LigaenKvinner: DemoLeague = { name: 'REMA 1000-ligaen Kvinner', countryName: 'Norway' };
const frauenBundesliga: DemoLeague = { name: 'Handball Bundesliga Frauen', countryName: 'Germany' };

// Ice hockey ----------------------------------------------------------------------------------------

const metalLigaen: DemoLeague = { name: 'Metal Ligaen', countryName: 'Denmark' };
const shl: DemoLeague = { name: 'SHL', countryName: 'Sweden' };
const eliteHockeyLigaen: DemoLeague = { name: 'EliteHockey Ligaen', countryName: 'Norway' };
const del: DemoLeague = { name: 'DEL', countryName: 'Germany' };

export const DEMO_LEAGUES: Record<DemoSport, DemoLeague[]> = {
  Football: [superliga, allsvenskan, eliteserien, zweiteBundesliga],
  'Handball - Men': [herrehaandboldligaen, handbollsligan, rema1000Ligaen, handballBundesliga],
  'Handball - Women': [kvindeligaen, handbollsliganDam, rema1000LigaenKvinner, frauenBundesliga],
  Icehockey: [metalLigaen, shl, eliteHockeyLigaen, del],
};

export const DEMO_TEAMS: Record<DemoSport, DemoTeam[]> = {
  Football: [
    ...inLeague(superliga, [
      ['FC København', 'København'],
      ['Brøndby IF', 'Brøndby'],
      ['FC Midtjylland', 'Herning'],
      ['AGF', 'Aarhus'],
      ['Randers FC', 'Randers'],
      ['Silkeborg IF', 'Silkeborg'],
      ['Viborg FF', 'Viborg'],
      ['Odense Boldklub', 'Odense'],
      ['Vejle Boldklub', 'Vejle'],
      ['Sønderjyske Fodbold', 'Haderslev'],
      ['FC Nordsjælland', 'Farum'],
      ['Lyngby Boldklub', 'Kongens Lyngby'],
    ]),
    ...inLeague(allsvenskan, [
      ['Malmö FF', 'Malmö'],
      ['AIK', 'Solna'],
      ['Djurgårdens IF', 'Stockholm'],
      ['Hammarby IF', 'Stockholm'],
      ['IFK Göteborg', 'Göteborg'],
      ['BK Häcken', 'Göteborg'],
      ['IF Elfsborg', 'Borås'],
      ['IFK Norrköping', 'Norrköping'],
      ['Mjällby AIF', 'Hällevik'],
      ['Kalmar FF', 'Kalmar'],
    ]),
    ...inLeague(eliteserien, [
      ['FK Bodø/Glimt', 'Bodø'],
      ['Molde FK', 'Molde'],
      ['Rosenborg BK', 'Trondheim'],
      ['SK Brann', 'Bergen'],
      ['Viking FK', 'Stavanger'],
      ['Vålerenga Fotball', 'Oslo'],
      ['Lillestrøm SK', 'Lillestrøm'],
      ['Strømsgodset IF', 'Drammen'],
      ['Tromsø IL', 'Tromsø'],
    ]),
    ...inLeague(zweiteBundesliga, [
      ['1. FC Nürnberg', 'Nürnberg'],
      ['Fortuna Düsseldorf', 'Düsseldorf'],
      ['Hannover 96', 'Hannover'],
      ['Karlsruher SC', 'Karlsruhe'],
      ['SC Paderborn 07', 'Paderborn'],
      ['Hertha BSC', 'Berlin'],
      ['1. FC Kaiserslautern', 'Kaiserslautern'],
      ['Eintracht Braunschweig', 'Braunschweig'],
    ]),
  ],
  'Handball - Men': [
    ...inLeague(herrehaandboldligaen, [
      ['Aalborg Håndbold', 'Aalborg'],
      ['GOG', 'Gudme'],
      ['Bjerringbro-Silkeborg', 'Bjerringbro'],
      ['Skjern Håndbold', 'Skjern'],
      ['TTH Holstebro', 'Holstebro'],
      ['Fredericia Håndboldklub', 'Fredericia'],
      ['Mors-Thy Håndbold', 'Nykøbing Mors'],
      ['Ribe-Esbjerg HH', 'Esbjerg'],
      ['Skanderborg Aarhus Håndbold', 'Skanderborg'],
      ['KIF Kolding', 'Kolding'],
      ['Nordsjælland Håndbold', 'Hillerød'],
    ]),
    ...inLeague(handbollsligan, [
      ['IFK Kristianstad', 'Kristianstad'],
      ['Ystads IF HF', 'Ystad'],
      ['IK Sävehof', 'Partille'],
      ['Alingsås HK', 'Alingsås'],
      ['HK Malmö', 'Malmö'],
      ['Hammarby IF HF', 'Stockholm'],
      ['IFK Skövde HK', 'Skövde'],
      ['Redbergslids IK', 'Göteborg'],
      ['Lugi HF', 'Lund'],
    ]),
    ...inLeague(rema1000Ligaen, [
      ['Kolstad Håndball', 'Trondheim'],
      ['Elverum Håndball', 'Elverum'],
      ['Drammen HK', 'Drammen'],
      ['Runar Sandefjord', 'Sandefjord'],
      ['Haslum HK', 'Bærum'],
      ['Halden Topphåndball', 'Halden'],
      ['ØIF Arendal', 'Arendal'],
    ]),
    ...inLeague(handballBundesliga, [
      ['THW Kiel', 'Kiel'],
      ['SG Flensburg-Handewitt', 'Flensburg'],
      ['Füchse Berlin', 'Berlin'],
      ['SC Magdeburg', 'Magdeburg'],
      ['Rhein-Neckar Löwen', 'Mannheim'],
      ['TSV Hannover-Burgdorf', 'Hannover'],
      ['MT Melsungen', 'Kassel'],
      ['HSV Hamburg', 'Hamburg'],
    ]),
  ],
  'Handball - Women': [
    ...inLeague(kvindeligaen, [
      ['Team Esbjerg', 'Esbjerg'],
      ['Odense Håndbold', 'Odense'],
      ['Ikast Håndbold', 'Ikast'],
      ['Viborg HK', 'Viborg'],
      ['Nykøbing Falster Håndbold', 'Nykøbing Falster'],
      ['København Håndbold', 'København'],
      ['Aarhus United', 'Aarhus'],
      ['Silkeborg-Voel KFUM', 'Silkeborg'],
      ['Ringkøbing Håndbold', 'Ringkøbing'],
      ['Horsens Håndbold Elite', 'Horsens'],
      ['SønderjyskE Kvindehåndbold', 'Sønderborg'],
    ]),
    ...inLeague(handbollsliganDam, [
      ['IK Sävehof Dam', 'Partille'],
      ['H65 Höör', 'Höör'],
      ['Skuru IK', 'Nacka'],
      ['Önnereds HK', 'Göteborg'],
      ['Skara HF', 'Skara'],
      ['Kristianstad Handboll', 'Kristianstad'],
      ['Västerås Irsta HF', 'Västerås'],
      ['OV Helsingborg HK', 'Helsingborg'],
    ]),
    ...inLeague(rema1000LigaenKvinner, [
      ['Vipers Kristiansand', 'Kristiansand'],
      ['Storhamar Håndball Elite', 'Hamar'],
      ['Larvik HK', 'Larvik'],
      ['Molde Elite', 'Molde'],
      ['Sola HK', 'Sola'],
      ['Tertnes HE', 'Bergen'],
      ['Fredrikstad BK', 'Fredrikstad'],
      ['Byåsen HE', 'Trondheim'],
    ]),
    ...inLeague(frauenBundesliga, [
      ['SG BBM Bietigheim', 'Bietigheim-Bissingen'],
      ['Borussia Dortmund Handball', 'Dortmund'],
      ['Thüringer HC', 'Bad Langensalza'],
      ['HSG Blomberg-Lippe', 'Blomberg'],
      ['TuS Metzingen', 'Metzingen'],
      ['Buxtehuder SV', 'Buxtehude'],
      ['VfL Oldenburg', 'Oldenburg'],
    ]),
  ],
  Icehockey: [
    ...inLeague(metalLigaen, [
      ['Herning Blue Fox', 'Herning'],
      ['Aalborg Pirates', 'Aalborg'],
      ['Rungsted Seier Capital', 'Hørsholm'],
      ['SønderjyskE Ishockey', 'Vojens'],
      ['Frederikshavn White Hawks', 'Frederikshavn'],
      ['Odense Bulldogs', 'Odense'],
      ['Esbjerg Energy', 'Esbjerg'],
      ['Rødovre Mighty Bulls', 'Rødovre'],
      ['Herlev Eagles', 'Herlev'],
    ]),
    ...inLeague(shl, [
      ['Färjestad BK', 'Karlstad'],
      ['Frölunda HC', 'Göteborg'],
      ['Luleå HF', 'Luleå'],
      ['Skellefteå AIK', 'Skellefteå'],
      ['Växjö Lakers', 'Växjö'],
      ['Rögle BK', 'Ängelholm'],
      ['Brynäs IF', 'Gävle'],
      ['Leksands IF', 'Leksand'],
      ['HV71', 'Jönköping'],
    ]),
    ...inLeague(eliteHockeyLigaen, [
      ['Storhamar Hockey', 'Hamar'],
      ['Stavanger Oilers', 'Stavanger'],
      ['Vålerenga Ishockey', 'Oslo'],
      ['Frisk Asker', 'Asker'],
      ['Lillehammer IK', 'Lillehammer'],
      ['Sparta Warriors', 'Sarpsborg'],
      ['Stjernen Hockey', 'Fredrikstad'],
      ['Narvik IK', 'Narvik'],
    ]),
    ...inLeague(del, [
      ['Eisbären Berlin', 'Berlin'],
      ['Adler Mannheim', 'Mannheim'],
      ['EHC Red Bull München', 'München'],
      ['Kölner Haie', 'Köln'],
      ['Grizzlys Wolfsburg', 'Wolfsburg'],
      ['Düsseldorfer EG', 'Düsseldorf'],
      ['ERC Ingolstadt', 'Ingolstadt'],
      ['Fischtown Pinguins', 'Bremerhaven'],
    ]),
  ],
};
