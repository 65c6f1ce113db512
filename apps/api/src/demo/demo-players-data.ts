import type { DemoSport } from './demo-sports-data.ts';
import type { HairColour } from './portrait.ts';

/**
 * What the demo's players are made of (issue 11): first and last names of the nations these sports
 * recruit from (women's names for Handball - Women, with the languages' women's surname forms),
 * the sports' positions with realistic heights and weights, salary bands per player level, and the
 * words their descriptions, statistics, contracts and videos are written with. Names keep their
 * accents (ADR 001). Nation names are the English ISO 3166 names the countries list holds.
 */

/** How the portraits draw people of a nation (skin tone and hair weights, see demo-players.ts). */
export type Look = 'nordic' | 'central' | 'southern' | 'balkan' | 'african' | 'northAfrican' | 'latin';

export interface Nation {
  /** ISO 3166-1 alpha-2, the key of the countries list. */
  code: string;
  /** The country's name as the countries list holds it; a player's nationality. */
  name: string;
  men: readonly string[];
  women?: readonly string[];
  surnames: readonly string[];
  /** Women's forms where the language inflects surnames (Nováková, Kowalska, -dóttir). */
  womenSurnames?: readonly string[];
  look: Look;
  /** Where the nation's players keep their private e-mail. */
  mailDomains: readonly string[];
}

/** A list written as one comma-separated text, so that long lists of names stay readable. */
const names = (text: string): readonly string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const GLOBAL_MAIL = ['gmail.com', 'outlook.com', 'icloud.com'];

export const NATIONS = {
  DK: {
    code: 'DK',
    name: 'Denmark',
    men: names(`Mikkel, Rasmus, Jonas, Mathias, Frederik, Oliver, Magnus, Emil, Lucas, Mads, Andreas,
      Christian, Kasper, Jeppe, Nikolaj, Simon, Anders, Jesper, Victor, Asger, Gustav, Malthe`),
    women: names(`Mette, Sandra, Line, Kristina, Louise, Emma, Anne, Trine, Mie, Rikke, Sofie, Kathrine,
      Stine, Nathalie, Julie, Ida, Mathilde, Freja, Cecilie, Camilla, Laura`),
    surnames: names(`Jensen, Nielsen, Hansen, Pedersen, Andersen, Christensen, Larsen, Sørensen, Rasmussen,
      Jørgensen, Madsen, Kristensen, Olsen, Thomsen, Poulsen, Johansen, Møller, Mortensen, Kjærgaard,
      Damgaard, Skov, Lindberg, Østergaard, Bruun, Vestergaard, Friis`),
    look: 'nordic',
    mailDomains: ['gmail.com', 'live.dk', 'hotmail.dk', 'outlook.dk'],
  },
  SE: {
    code: 'SE',
    name: 'Sweden',
    men: names(`Erik, Oscar, Viktor, Gustav, Emil, Filip, Alexander, Anton, Jesper, Isak, Hugo, Elias,
      Ludvig, Axel, Linus, Sebastian, Albin, Jonathan, Marcus, Joel, Olle`),
    women: names(`Linnea, Jamina, Nathalie, Isabelle, Johanna, Emma, Elin, Alva, Moa, Matilda, Ebba, Olivia,
      Klara, Wilma, Hanna, Ida, Frida, Sara, Tilda`),
    surnames: names(`Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, Svensson,
      Gustafsson, Lindberg, Lindqvist, Bergström, Sjöberg, Holm, Ekström, Lundgren, Håkansson, Wallin,
      Sandberg, Åberg, Engström`),
    look: 'nordic',
    mailDomains: ['gmail.com', 'hotmail.se', 'telia.com', 'outlook.com'],
  },
  NO: {
    code: 'NO',
    name: 'Norway',
    men: names(`Jonas, Martin, Sander, Kristian, Henrik, Magnus, Tobias, Eirik, Sindre, Even, Håkon, Ole,
      Mathias, Vetle, Kristoffer, Fredrik, Aksel, Torstein, Sivert, Jørgen, Markus`),
    women: names(`Nora, Stine, Kari, Camilla, Henny, Ingvild, Silje, Marit, Thea, Ingrid, Emilie, Maren,
      Vilde, Hanna, Kristine, Sanna, Tonje, Malin, Eli, Guro`),
    surnames: names(`Hansen, Johansen, Olsen, Larsen, Andersen, Pedersen, Nilsen, Kristiansen, Haugen,
      Johnsen, Berg, Solberg, Bakken, Strand, Hagen, Økland, Sæther, Lie, Moen, Halvorsen, Dahl, Myhre,
      Aasen, Sørlie`),
    look: 'nordic',
    mailDomains: ['gmail.com', 'online.no', 'hotmail.no', 'outlook.com'],
  },
  DE: {
    code: 'DE',
    name: 'Germany',
    men: names(`Lukas, Jonas, Leon, Finn, Niklas, Jannik, Tim, Maximilian, Felix, Moritz, Paul, Julian,
      Tobias, Florian, Philipp, Marcel, Kevin, Dominik, Johannes, Sebastian, Nico`),
    women: names(`Emily, Alina, Xenia, Julia, Lea, Laura, Lisa, Jana, Annika, Sarah, Katharina, Antje,
      Meike, Johanna, Amelie, Carolin, Nina, Sophie, Vanessa`),
    surnames: names(`Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann,
      Schäfer, Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Krüger, Zimmermann, Braun,
      Hartmann, Lange, Vogel, Köhler`),
    look: 'central',
    mailDomains: ['gmail.com', 'web.de', 'gmx.de', 't-online.de'],
  },
  IS: {
    code: 'IS',
    name: 'Iceland',
    men: names(`Gísli, Ómar, Viktor, Bjarki, Elvar, Sigvaldi, Hákon, Jóhann, Kristján, Einar, Ólafur, Arnór,
      Teitur, Haukur`),
    women: names(`Sunna, Thea, Elín, Sandra, Andrea, Katrín, Rut, Steinunn, Birna, Hafdís, Perla`),
    surnames: names(`Kristjánsson, Magnússon, Guðmundsson, Sigurðsson, Jónsson, Einarsson, Gunnarsson,
      Stefánsson, Þórsson, Björnsson, Ólafsson, Haraldsson, Arnarsson`),
    womenSurnames: names(`Kristjánsdóttir, Magnúsdóttir, Guðmundsdóttir, Sigurðardóttir, Jónsdóttir,
      Einarsdóttir, Gunnarsdóttir, Stefánsdóttir, Þórsdóttir, Björnsdóttir, Ólafsdóttir, Haraldsdóttir,
      Arnardóttir`),
    look: 'nordic',
    mailDomains: ['gmail.com', 'simnet.is'],
  },
  FO: {
    code: 'FO',
    name: 'Faroe Islands',
    men: names(`Jóannes, Rógvi, Heini, Sámal, Hákun, Óli, Pauli, Brandur, Teis, Jákup, Bárður`),
    women: names(`Rebekka, Sára, Marita, Ragna, Jóhanna, Elsa, Turið, Súsanna, Annika`),
    surnames: names(`Joensen, Jacobsen, Poulsen, Petersen, Johannesen, Danielsen, Ellefsen, Hoydal,
      Zachariasen, Midjord, Højgaard`),
    look: 'nordic',
    mailDomains: ['gmail.com', 'olivant.fo'],
  },
  FI: {
    code: 'FI',
    name: 'Finland',
    men: names(`Mikko, Juuso, Aleksi, Eetu, Joonas, Sami, Teemu, Jesse, Kaapo, Otto, Lauri, Niko, Ville,
      Antti, Roope, Valtteri, Jere, Konsta`),
    surnames: names(`Korhonen, Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Heikkinen, Järvinen,
      Lehtonen, Saarinen, Salminen, Laakso, Kiiskinen, Tuominen, Rantala, Kettunen`),
    look: 'nordic',
    mailDomains: ['gmail.com', 'outlook.com'],
  },
  NL: {
    code: 'NL',
    name: 'Netherlands',
    men: names(`Daan, Sem, Thijs, Luuk, Jesse, Bram, Stijn, Ruben, Niels, Jasper, Joris, Mees`),
    women: names(`Lois, Kelly, Dione, Angela, Merel, Inger, Zoë, Larissa, Sanne, Fleur, Romy, Lieke`),
    surnames: names(`de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, de
      Boer, Mulder, de Groot, Bos, Hendriks, van Leeuwen, Dekker`),
    look: 'central',
    mailDomains: ['gmail.com', 'ziggo.nl', 'hotmail.nl'],
  },
  PL: {
    code: 'PL',
    name: 'Poland',
    men: names(`Jakub, Kacper, Mateusz, Bartosz, Piotr, Michał, Kamil, Szymon, Dawid, Tomasz, Adrian`),
    women: names(`Monika, Aleksandra, Karolina, Joanna, Kinga, Natalia, Magdalena, Paulina, Zuzanna`),
    surnames: names(`Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Zieliński, Szymański,
      Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur`),
    womenSurnames: names(`Nowak, Kowalska, Wiśniewska, Wójcik, Kowalczyk, Kamińska, Zielińska, Szymańska,
      Woźniak, Dąbrowska, Kozłowska, Jankowska, Mazur`),
    look: 'central',
    mailDomains: ['gmail.com', 'wp.pl', 'onet.pl'],
  },
  CZ: {
    code: 'CZ',
    name: 'Czech Republic',
    men: names(`Jakub, Tomáš, Ondřej, Lukáš, Jan, Filip, Matěj, Dominik, Vojtěch, Adam, Michal`),
    women: names(`Tereza, Markéta, Veronika, Kateřina, Lucie, Petra, Barbora, Adéla, Klára, Karolína`),
    surnames: names(`Novák, Svoboda, Novotný, Dvořák, Černý, Procházka, Kučera, Veselý, Horák, Pokorný,
      Pospíšil, Král, Jelínek`),
    womenSurnames: names(`Nováková, Svobodová, Novotná, Dvořáková, Černá, Procházková, Kučerová, Veselá,
      Horáková, Pokorná, Pospíšilová, Králová, Jelínková`),
    look: 'central',
    mailDomains: ['gmail.com', 'seznam.cz'],
  },
  SK: {
    code: 'SK',
    name: 'Slovakia',
    men: names(`Marek, Tomáš, Samuel, Šimon, Adam, Juraj, Michal, Peter, Dávid, Matúš, Patrik`),
    surnames: names(`Horváth, Kováč, Varga, Baláž, Molnár, Lukáč, Hudák, Kollár, Gregor, Polák, Šimko,
      Bartoš`),
    look: 'central',
    mailDomains: ['gmail.com', 'azet.sk'],
  },
  AT: {
    code: 'AT',
    name: 'Austria',
    men: names(
      `Florian, Lukas, David, Stefan, Christoph, Marco, Dominik, Raphael, Matthias, Patrick, Manuel`,
    ),
    surnames: names(`Gruber, Huber, Bauer, Pichler, Steiner, Mayer, Hofer, Leitner, Berger, Eder, Winkler,
      Reiter, Lackner`),
    look: 'central',
    mailDomains: ['gmail.com', 'gmx.at', 'aon.at'],
  },
  CH: {
    code: 'CH',
    name: 'Switzerland',
    men: names(`Nico, Janis, Dean, Sven, Tristan, Damien, Gaëtan, Luca, Noah, Yannick, Nino`),
    surnames: names(`Müller, Schmid, Keller, Huber, Steiner, Gerber, Baumann, Frei, Bachmann, Wyss, Kunz,
      Graf, Brügger`),
    look: 'central',
    mailDomains: ['gmail.com', 'bluewin.ch'],
  },
  FR: {
    code: 'FR',
    name: 'France',
    men: names(`Hugo, Nicolas, Théo, Yanis, Lucas, Valentin, Romain, Benoît, Maxime, Julien, Antoine,
      Baptiste`),
    women: names(`Estelle, Laura, Chloé, Méline, Orlane, Tamara, Océane, Léna, Manon, Camille, Coralie`),
    surnames: names(`Martin, Bernard, Dubois, Robert, Richard, Petit, Durand, Leroy, Moreau, Laurent,
      Lefebvre, Fontaine, Girard, Bonnet, Traoré, Diaby`),
    look: 'southern',
    mailDomains: ['gmail.com', 'orange.fr', 'free.fr'],
  },
  ES: {
    code: 'ES',
    name: 'Spain',
    men: names(`Alejandro, Daniel, Pablo, Álvaro, Javier, Sergio, Adrián, Jorge, Iker, Joan, Ángel`),
    women: names(`Lara, Ainhoa, Silvia, Alicia, Nerea, Carmen, Paula, Lucía, Marta, Irene, Elba`),
    surnames: names(`García, González, Rodríguez, López, Martínez, Sánchez, Pérez, Jiménez, Ruiz, Díaz,
      Moreno, Álvarez, Romero, Casado`),
    look: 'southern',
    mailDomains: ['gmail.com', 'hotmail.es', 'yahoo.es'],
  },
  PT: {
    code: 'PT',
    name: 'Portugal',
    men: names(`Diogo, João, Rui, Tiago, Martim, Francisco, Miguel, André, Gonçalo, Luís`),
    surnames: names(`Santos, Ferreira, Pereira, Oliveira, Rodrigues, Martins, Sousa, Lopes, Marques,
      Carvalho, Ribeiro, Moreira, Nunes, Teixeira`),
    look: 'southern',
    mailDomains: ['gmail.com', 'sapo.pt'],
  },
  HR: {
    code: 'HR',
    name: 'Croatia',
    men: names(`Luka, Ivan, Marko, Josip, Ante, Mario, Filip, Matej, Tin, Duje, Karlo, Mateo`),
    women: names(`Ana, Dora, Katarina, Lucija, Petra, Ivana, Paula, Tena, Kristina, Nika, Marina`),
    surnames: names(`Horvat, Kovačević, Babić, Marić, Jurić, Kovačić, Knežević, Vuković, Šarić, Radić,
      Tomić, Grgić, Bošnjak`),
    look: 'balkan',
    mailDomains: ['gmail.com', 'net.hr'],
  },
  SI: {
    code: 'SI',
    name: 'Slovenia',
    men: names(`Blaž, Žiga, Jure, Domen, Miha, Tilen, Nejc, Rok, Gašper, Matej, Urban`),
    women: names(`Nina, Tjaša, Maja, Neža, Eva, Barbara, Urša, Katja, Alja, Lara`),
    surnames: names(`Novak, Horvat, Krajnc, Zupančič, Kovač, Potočnik, Mlakar, Kos, Vidmar, Golob, Turk,
      Kralj, Hribar`),
    look: 'balkan',
    mailDomains: ['gmail.com', 'siol.net'],
  },
  RS: {
    code: 'RS',
    name: 'Serbia',
    men: names(`Nemanja, Stefan, Aleksandar, Nikola, Dušan, Lazar, Miloš, Vuk, Uroš, Strahinja, Veljko`),
    surnames: names(`Jovanović, Petrović, Nikolić, Đorđević, Stojanović, Ilić, Stanković, Pavlović,
      Milošević, Popović, Živković, Lazarević`),
    look: 'balkan',
    mailDomains: ['gmail.com', 'yahoo.com'],
  },
  ME: {
    code: 'ME',
    name: 'Montenegro',
    men: names(`Vasko, Nebojša, Branko, Miloš, Vuk, Luka, Marko, Igor, Žarko, Darko`),
    women: names(`Jovanka, Tatjana, Milena, Itana, Nikolina, Majda, Andrea, Jelena, Biljana, Marija`),
    surnames: names(`Vujović, Radulović, Kaluđerović, Đukanović, Vučinić, Lazović, Perović, Bulatović,
      Vujačić, Radović`),
    look: 'balkan',
    mailDomains: ['gmail.com', 't-com.me'],
  },
  HU: {
    code: 'HU',
    name: 'Hungary',
    men: names(`Bence, Dániel, Máté, Gergő, Ádám, Zoltán, Péter, Richárd, Balázs, Kristóf, Levente`),
    women: names(`Katrin, Zsófia, Anna, Réka, Petra, Dorina, Viktória, Noémi, Kitti, Blanka, Eszter`),
    surnames: names(`Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár, Németh, Farkas, Balogh, Papp,
      Takács, Juhász, Mészáros`),
    look: 'central',
    mailDomains: ['gmail.com', 'freemail.hu'],
  },
  RO: {
    code: 'RO',
    name: 'Romania',
    men: names(`Andrei, Alexandru, Mihai, Ionuț, Florin, Vlad`),
    women: names(`Cristina, Alexandra, Andreea, Bianca, Denisa, Elena, Ioana, Mădălina, Raluca, Sonia`),
    surnames: names(`Popescu, Ionescu, Popa, Radu, Dumitru, Stan, Stoica, Gheorghe, Matei, Ciobanu,
      Munteanu, Neagu, Dragomir`),
    look: 'balkan',
    mailDomains: ['gmail.com', 'yahoo.ro'],
  },
  EG: {
    code: 'EG',
    name: 'Egypt',
    men: names(`Mohamed, Ahmed, Yehia, Seif, Omar, Karim, Mostafa, Youssef, Mahmoud, Abdelrahman`),
    surnames: names(`Elsayed, Abdelaziz, Mahmoud, Ibrahim, Zaky, Fawzy, Khalifa, Ramadan, Salem, Soliman,
      Farag, Gaber`),
    look: 'northAfrican',
    mailDomains: GLOBAL_MAIL,
  },
  NG: {
    code: 'NG',
    name: 'Nigeria',
    men: names(`Chidera, Emeka, Ifeanyi, Samuel, Victor, Kelechi, Tochukwu, Daniel, Joshua, Olamide, Uche,
      Sadiq`),
    surnames: names(`Okafor, Adeyemi, Nwosu, Eze, Okonkwo, Balogun, Adebayo, Obi, Ogunleye, Akinola,
      Nwankwo, Ibrahim`),
    look: 'african',
    mailDomains: GLOBAL_MAIL,
  },
  GH: {
    code: 'GH',
    name: 'Ghana',
    men: names(`Kwame, Kofi, Kwabena, Yaw, Emmanuel, Joseph, Abdul, Isaac, Ebenezer, Richmond, Bernard`),
    surnames: names(`Mensah, Owusu, Asante, Appiah, Osei, Agyemang, Addo, Antwi, Ofori, Amoah, Acheampong,
      Sarpong`),
    look: 'african',
    mailDomains: GLOBAL_MAIL,
  },
  SN: {
    code: 'SN',
    name: 'Senegal',
    men: names(`Moussa, Ibrahima, Cheikh, Mamadou, Abdoulaye, Ousmane, Babacar, Lamine, Youssouf, Alioune`),
    surnames: names(`Diop, Ndiaye, Fall, Gueye, Diallo, Seck, Cissé, Mbaye, Faye, Sow, Diatta, Mendy`),
    look: 'african',
    mailDomains: GLOBAL_MAIL,
  },
  BR: {
    code: 'BR',
    name: 'Brazil',
    men: names(`Lucas, Gabriel, Matheus, Rafael, Bruno, Felipe, Vinícius, Caio, Rodrigo, Gustavo, Leandro`),
    women: names(`Bruna, Jéssica, Mariana, Tamires, Larissa, Gabriela, Patrícia, Camila, Fernanda, Bárbara`),
    surnames: names(`Santos, Oliveira, Souza, Pereira, Costa, Rodrigues, Almeida, Nascimento, Lima, Araújo,
      Carvalho, Ribeiro, Barbosa`),
    look: 'latin',
    mailDomains: ['gmail.com', 'hotmail.com', 'uol.com.br'],
  },
  US: {
    code: 'US',
    name: 'United States of America',
    men: names(`Tyler, Ryan, Brandon, Jake, Connor, Matt, Nick, Austin, Kyle, Cole, Trevor, Logan`),
    surnames: names(`Smith, Davis, Wilson, Anderson, Thompson, Moore, Walker, Clark, Murphy, Sullivan,
      Peterson, Larson, O'Brien, Kelly`),
    look: 'central',
    mailDomains: ['gmail.com', 'yahoo.com', 'icloud.com'],
  },
  CA: {
    code: 'CA',
    name: 'Canada',
    men: names(`Connor, Tyler, Dylan, Brayden, Nathan, Liam, Mathieu, Alexandre, Jordan, Carter, Owen,
      Hunter, Samuel`),
    surnames: names(`Smith, Tremblay, Martin, Roy, Gagnon, Wilson, MacDonald, Taylor, Campbell, Gauthier,
      Morin, Fraser, Bélanger, Cormier`),
    look: 'central',
    mailDomains: ['gmail.com', 'outlook.com', 'videotron.ca'],
  },
  LV: {
    code: 'LV',
    name: 'Latvia',
    men: names(`Kristaps, Rihards, Roberts, Ronalds, Kārlis, Artūrs, Jānis, Mārtiņš, Edgars, Oskars, Toms`),
    surnames: names(`Bērziņš, Kalniņš, Ozols, Liepiņš, Krūmiņš, Jansons, Ozoliņš, Vītols, Balodis, Zariņš,
      Kļaviņš, Lapiņš`),
    look: 'nordic',
    mailDomains: ['gmail.com', 'inbox.lv'],
  },
} as const satisfies Record<string, Nation>;

export type NationCode = keyof typeof NATIONS;

/**
 * Combinations of the lists above that belong to famous players or public figures; the seed skips
 * them, so that the demo never seems to represent a real person.
 */
export const FAMOUS_NAMES: ReadonlySet<string> = new Set(
  names(`Mikkel Hansen, Andreas Christensen, Oliver Christensen, Mathias Jensen, Emil Nielsen, Jesper Nielsen,
    Frederik Andersen, Mads Pedersen, Rasmus Kristensen, Simon Pedersen, Erik Karlsson, Oscar Lindberg,
    Hugo Larsson, Marcus Johansson, Sebastian Larsson, Jesper Karlsson, Gustav Svensson, Viktor Persson,
    Silje Solberg, Sanna Solberg, Tonje Larsen, Kristian Pedersen, Nico Schulz, Maximilian Meyer,
    Jonas Hoffmann, Lukas Klein, Niklas Becker, Johannes Bauer, Sergio Rodríguez, Daniel Sánchez, Luka Horvat,
    Ivan Horvat, Lazar Jovanović, Joseph Mensah, Samuel Eze, Ibrahima Diallo, Mamadou Diallo, Lamine Diatta,
    Connor Murphy, Tyler Wilson, Samuel Morin, Alexandre Gauthier, Kristaps Zariņš`),
);

/** Where each sport's players come from, with weights (the demo leagues' countries first). */
export const SQUAD_NATIONS: Record<DemoSport, Partial<Record<NationCode, number>>> = {
  Football: {
    DK: 14,
    SE: 12,
    NO: 12,
    DE: 12,
    IS: 3,
    FI: 3,
    NL: 3,
    PL: 2,
    AT: 2,
    HR: 2,
    RS: 2,
    NG: 3,
    GH: 2,
    SN: 2,
    BR: 2,
    US: 1,
  },
  'Handball - Men': {
    DK: 14,
    SE: 12,
    NO: 12,
    DE: 12,
    IS: 4,
    FO: 2,
    FR: 3,
    ES: 3,
    HR: 3,
    SI: 2,
    HU: 2,
    PL: 2,
    RS: 2,
    ME: 1,
    EG: 2,
    NL: 2,
    PT: 2,
    AT: 1,
  },
  'Handball - Women': {
    DK: 14,
    NO: 14,
    SE: 12,
    DE: 10,
    NL: 4,
    FR: 3,
    HU: 3,
    RO: 2,
    ME: 2,
    HR: 2,
    SI: 2,
    PL: 2,
    CZ: 2,
    BR: 2,
    ES: 2,
    IS: 1,
    FO: 1,
  },
  Icehockey: { SE: 14, DK: 12, NO: 10, DE: 12, FI: 8, CA: 6, US: 5, CZ: 4, SK: 3, LV: 3, CH: 2, AT: 2 },
};

export const WOMEN_SPORTS: ReadonlySet<DemoSport> = new Set(['Handball - Women']);

/** The countries players name as priorities or exclusions, per sport (ISO alpha-2). */
export const PREFERENCE_COUNTRIES: Record<DemoSport, readonly string[]> = {
  Football: names('DK, SE, NO, DE, GB, NL, BE, CH, AT, PL, ES, IT, US, FR'),
  'Handball - Men': names('DK, SE, NO, DE, FR, ES, HU, PL, HR, SI, PT, CH, RO'),
  'Handball - Women': names('DK, SE, NO, DE, FR, HU, RO, ME, HR, SI, NL, PL'),
  Icehockey: names('DK, SE, NO, DE, FI, CH, AT, CZ, SK, US, CA, GB'),
};

export type Level =
  | 'National team'
  | 'International'
  | 'Top league'
  | 'Second tier'
  | 'Lower leagues'
  | 'Youth talent';
export type Status = 'Under contract' | 'Contract expiring' | 'Option to extend' | 'On loan' | 'Free agent';
export type Deal = 'Mandate' | 'PinsPlayer' | 'none';

/**
 * How many of a squad's 64 players get each player level, contract status and kind of deal (names of
 * the default lookups, reference.ts): every one is well represented, so that requirement filters and
 * matching find candidates and leave others out.
 */
export const SQUAD_SIZE = 64;
export const LEVEL_QUOTAS: Record<Level, number> = {
  'National team': 7,
  International: 10,
  'Top league': 20,
  'Second tier': 12,
  'Lower leagues': 6,
  'Youth talent': 9,
};
export const STATUS_QUOTAS: Record<Status, number> = {
  'Under contract': 28,
  'Contract expiring': 12,
  'Option to extend': 8,
  'On loan': 6,
  'Free agent': 10,
};
export const DEAL_QUOTAS: Record<Deal, number> = { Mandate: 8, PinsPlayer: 22, none: 34 };
/** Players left out of the app (matching and public pages), per squad. */
export const HIDDEN_PLAYERS = 4;

/** Age ranges per level (the demo's players are 17 to 36). */
export const LEVEL_AGES: Record<Level, readonly [number, number]> = {
  'National team': [22, 34],
  International: [21, 33],
  'Top league': [20, 36],
  'Second tier': [19, 35],
  'Lower leagues': [19, 36],
  'Youth talent': [17, 20],
};

/** The club tiers a player of a level plays in, with weights. */
export const LEVEL_TIERS: Record<Level, Partial<Record<'top' | 'second' | 'lower', number>>> = {
  'National team': { top: 9, second: 1 },
  International: { top: 8, second: 2 },
  'Top league': { top: 1 },
  'Second tier': { second: 3, lower: 3, top: 1 },
  'Lower leagues': { lower: 1 },
  'Youth talent': { top: 7, lower: 3 },
};

/** PINS priorities by level (A is the agency's best). */
export const PINS_BY_LEVEL: Record<Level, readonly ('A' | 'B' | 'C' | 'D' | 'E')[]> = {
  'National team': ['A', 'A', 'B'],
  International: ['A', 'B', 'B', 'C'],
  'Top league': ['B', 'C', 'C', 'D'],
  'Second tier': ['C', 'D', 'D', 'E'],
  'Lower leagues': ['D', 'E'],
  'Youth talent': ['B', 'C', 'D'],
};

/**
 * Minimum yearly salary after tax (netto) and the estimated transfer fee, in EUR, per level: the
 * ranges the seed draws from before converting to the player's currency. Brutto is netto plus tax.
 */
export interface SalaryBand {
  netto: readonly [number, number];
  transfer: readonly [number, number];
}

export const SALARY_BANDS: Record<DemoSport, Record<Level, SalaryBand>> = {
  Football: {
    'National team': { netto: [420_000, 1_200_000], transfer: [2_000_000, 9_000_000] },
    International: { netto: [220_000, 650_000], transfer: [800_000, 4_000_000] },
    'Top league': { netto: [90_000, 320_000], transfer: [250_000, 1_800_000] },
    'Second tier': { netto: [50_000, 150_000], transfer: [75_000, 500_000] },
    'Lower leagues': { netto: [18_000, 55_000], transfer: [10_000, 90_000] },
    'Youth talent': { netto: [15_000, 50_000], transfer: [150_000, 1_500_000] },
  },
  'Handball - Men': {
    'National team': { netto: [150_000, 400_000], transfer: [100_000, 600_000] },
    International: { netto: [90_000, 220_000], transfer: [50_000, 300_000] },
    'Top league': { netto: [48_000, 120_000], transfer: [20_000, 120_000] },
    'Second tier': { netto: [24_000, 60_000], transfer: [5_000, 40_000] },
    'Lower leagues': { netto: [9_000, 28_000], transfer: [2_000, 15_000] },
    'Youth talent': { netto: [8_000, 25_000], transfer: [10_000, 100_000] },
  },
  'Handball - Women': {
    'National team': { netto: [60_000, 150_000], transfer: [30_000, 200_000] },
    International: { netto: [40_000, 90_000], transfer: [15_000, 90_000] },
    'Top league': { netto: [24_000, 55_000], transfer: [5_000, 40_000] },
    'Second tier': { netto: [12_000, 30_000], transfer: [2_000, 15_000] },
    'Lower leagues': { netto: [5_000, 15_000], transfer: [1_000, 6_000] },
    'Youth talent': { netto: [4_000, 12_000], transfer: [5_000, 40_000] },
  },
  Icehockey: {
    'National team': { netto: [200_000, 600_000], transfer: [100_000, 500_000] },
    International: { netto: [120_000, 300_000], transfer: [50_000, 250_000] },
    'Top league': { netto: [60_000, 160_000], transfer: [20_000, 120_000] },
    'Second tier': { netto: [30_000, 70_000], transfer: [5_000, 40_000] },
    'Lower leagues': { netto: [12_000, 35_000], transfer: [2_000, 15_000] },
    'Youth talent': { netto: [10_000, 30_000], transfer: [20_000, 150_000] },
  },
};

/** Currencies some players are paid in besides EUR and the club country's own (seeded valutas). */
export const OTHER_CURRENCIES: Record<DemoSport, readonly string[]> = {
  Football: ['GBP', 'USD', 'CHF', 'PLN'],
  'Handball - Men': ['CHF', 'PLN'],
  'Handball - Women': ['PLN', 'CHF'],
  Icehockey: ['USD', 'CHF'],
};

/** The currency of a demo league country (clubs pay in it). */
export const CLUB_CURRENCY: Record<string, string> = {
  Denmark: 'DKK',
  Sweden: 'SEK',
  Norway: 'NOK',
  Germany: 'EUR',
};

/** Skin tone weights (lightest first, as portrait.ts draws them) and hair colour weights per look. */
export const LOOKS: Record<Look, { skin: readonly number[]; hair: Partial<Record<HairColour, number>> }> = {
  nordic: {
    skin: [30, 40, 18, 6, 4, 2],
    hair: { platinum: 8, blond: 30, darkBlond: 25, brown: 20, darkBrown: 8, red: 5, black: 4 },
  },
  central: {
    skin: [15, 40, 30, 8, 5, 2],
    hair: { blond: 10, darkBlond: 20, brown: 35, darkBrown: 22, black: 8, red: 5 },
  },
  southern: { skin: [5, 25, 40, 18, 8, 4], hair: { brown: 20, darkBrown: 45, black: 35 } },
  balkan: { skin: [8, 35, 40, 12, 4, 1], hair: { darkBlond: 3, brown: 25, darkBrown: 45, black: 27 } },
  african: { skin: [0, 0, 2, 10, 38, 50], hair: { black: 1 } },
  northAfrican: { skin: [0, 5, 30, 45, 15, 5], hair: { black: 70, darkBrown: 30 } },
  latin: { skin: [5, 15, 30, 25, 15, 10], hair: { black: 50, darkBrown: 40, brown: 10 } },
};

/** A position of a sport, with the body and footing that go with it and what scouts say of it. */
export interface PositionProfile {
  /** The position's name in the sport's lookup. */
  position: string;
  /** Share of the squad. */
  share: number;
  height: readonly [number, number];
  weight: readonly [number, number];
  /** Positions a player here may play as well. */
  also: readonly string[];
  /** Handball: the defensive positions a player here takes (the second position, if any). */
  defensive?: readonly string[];
  /** Weights of Right, Left and Both (footing, shooting hand or stick side). */
  footing: readonly [number, number, number];
  keeper?: boolean;
  /** What the description says; two are picked. */
  traits: readonly string[];
}

const FOOTBALL_POSITIONS: readonly PositionProfile[] = [
  {
    position: 'Goalkeeper',
    share: 7,
    height: [186, 198],
    weight: [80, 94],
    also: [],
    footing: [80, 15, 5],
    keeper: true,
    traits: [
      'Commanding in the box and strong on crosses.',
      'Quick reflexes and good at one-against-one situations.',
      'Comfortable with the ball at his feet and starts attacks with precise long balls.',
      'Vocal organiser of the back line.',
    ],
  },
  {
    position: 'Right back',
    share: 6,
    height: [172, 184],
    weight: [67, 78],
    also: ['Centre back', 'Right winger'],
    footing: [90, 5, 5],
    traits: [
      'Overlapping full back with a good final ball.',
      'Tireless runner up and down the flank.',
      'Solid one-against-one defender who rarely gets beaten.',
      'Can also play as a wing back in a back five.',
    ],
  },
  {
    position: 'Centre back',
    share: 10,
    height: [183, 195],
    weight: [78, 92],
    also: ['Defensive midfielder', 'Right back', 'Left back'],
    footing: [70, 25, 5],
    traits: [
      'Dominant in the air in both boxes.',
      'Reads the game early and intercepts a lot of passes.',
      'Calm on the ball and good at building up from the back.',
      'Leader in the dressing room and a natural captain.',
    ],
  },
  {
    position: 'Left back',
    share: 6,
    height: [171, 183],
    weight: [66, 77],
    also: ['Centre back', 'Left winger'],
    footing: [10, 85, 5],
    traits: [
      'Attacking left back with a dangerous cross.',
      'Fast recovery runs and strong in duels.',
      'Good at inverting into midfield when the team has the ball.',
      'Reliable defender against quick wingers.',
    ],
  },
  {
    position: 'Defensive midfielder',
    share: 7,
    height: [176, 189],
    weight: [70, 84],
    also: ['Central midfielder', 'Centre back'],
    footing: [75, 20, 5],
    traits: [
      'Wins the ball back and keeps it simple.',
      'Screens the back four and covers a lot of ground.',
      'Strong in tackles and in the air.',
      'Dictates the tempo from deep.',
    ],
  },
  {
    position: 'Central midfielder',
    share: 9,
    height: [174, 187],
    weight: [68, 80],
    also: ['Defensive midfielder', 'Attacking midfielder'],
    footing: [75, 20, 5],
    traits: [
      'Box-to-box midfielder with a strong engine.',
      'Good passing range and vision.',
      'Arrives late in the box and scores goals from midfield.',
      'Presses intensely and wins second balls.',
    ],
  },
  {
    position: 'Attacking midfielder',
    share: 6,
    height: [170, 183],
    weight: [64, 76],
    also: ['Central midfielder', 'Striker', 'Right winger', 'Left winger'],
    footing: [70, 25, 5],
    traits: [
      'Creative playmaker who finds the final pass.',
      'Dangerous from set pieces.',
      'Turns quickly in tight spaces between the lines.',
      'Shoots well from distance.',
    ],
  },
  {
    position: 'Right winger',
    share: 6,
    height: [168, 182],
    weight: [62, 75],
    also: ['Left winger', 'Attacking midfielder', 'Striker'],
    footing: [45, 50, 5],
    traits: [
      'Fast and direct, takes on his full back.',
      'Cuts inside onto his stronger foot and shoots.',
      'Delivers dangerous crosses from the byline.',
      'Works hard defensively for the team.',
    ],
  },
  {
    position: 'Left winger',
    share: 6,
    height: [168, 182],
    weight: [62, 75],
    also: ['Right winger', 'Attacking midfielder', 'Striker'],
    footing: [55, 40, 5],
    traits: [
      'Explosive dribbler in one-against-one situations.',
      'Cuts inside and finishes well.',
      'Good at arriving at the far post.',
      'Presses high and wins the ball in the final third.',
    ],
  },
  {
    position: 'Striker',
    share: 9,
    height: [177, 193],
    weight: [72, 88],
    also: ['Attacking midfielder', 'Right winger', 'Left winger'],
    footing: [70, 25, 5],
    traits: [
      'Clinical finisher inside the box.',
      'Holds the ball up well and brings others into play.',
      'Strong in the air and a threat on crosses.',
      'Makes clever runs in behind the defence.',
    ],
  },
];

const HANDBALL_MEN_POSITIONS: readonly PositionProfile[] = [
  {
    position: 'Goalkeeper',
    share: 8,
    height: [188, 200],
    weight: [88, 102],
    also: [],
    footing: [70, 30, 0],
    keeper: true,
    traits: [
      'Strong on shots from the back court.',
      'Saves many seven-metre throws.',
      'Quick outlet passes for the counter-attack.',
      'Calm and consistent over a whole season.',
    ],
  },
  {
    position: 'Left wing',
    share: 8,
    height: [178, 190],
    weight: [76, 88],
    also: ['Right wing'],
    defensive: ['Defense wing'],
    footing: [95, 5, 0],
    traits: [
      'Fast in the counter-attack and first on the ball.',
      'Varied finishing from tight angles.',
      'Reliable seven-metre taker.',
      'Reads the opponent and steals many balls.',
    ],
  },
  {
    position: 'Right wing',
    share: 8,
    height: [178, 190],
    weight: [76, 88],
    also: ['Left wing'],
    defensive: ['Defense wing'],
    footing: [10, 90, 0],
    traits: [
      'Left-handed wing with a wide range of shots.',
      'Fast break specialist.',
      'Clever finisher with spin shots from the corner.',
      'Safe seven-metre taker.',
    ],
  },
  {
    position: 'Left back',
    share: 9,
    height: [190, 204],
    weight: [92, 108],
    also: ['Central back'],
    defensive: ['Defense back', 'Defense central', '5-1 defender'],
    footing: [95, 5, 0],
    traits: [
      'Powerful shooter from nine metres.',
      'Breaks through in one-against-one and creates for the line player.',
      'Hard-working defender in the centre of a 6-0.',
      'Jump shot over the block from long distance.',
    ],
  },
  {
    position: 'Right back',
    share: 8,
    height: [188, 202],
    weight: [88, 104],
    also: ['Right wing'],
    defensive: ['Defense back', '5-1 defender'],
    footing: [10, 90, 0],
    traits: [
      'Left-handed back with a hard shot.',
      'Good feeder of the wing and the line player.',
      'Dangerous from the right half in set plays.',
      'Improves every season in defence.',
    ],
  },
  {
    position: 'Central back',
    share: 9,
    height: [182, 196],
    weight: [84, 98],
    also: ['Left back'],
    defensive: ['5-1 defender', 'Defense back'],
    footing: [85, 15, 0],
    traits: [
      'Playmaker who controls the tempo.',
      'Quick feet and strong in one-against-one.',
      'Reads the defence and finds the line player.',
      'Leads the team on the court.',
    ],
  },
  {
    position: 'Line player',
    share: 8,
    height: [192, 204],
    weight: [100, 116],
    also: [],
    defensive: ['Defense central', 'Defense specialist'],
    footing: [85, 15, 0],
    traits: [
      'Strong body, sets good screens for the backs.',
      'Safe hands and high shooting percentage.',
      'Key player in the centre of the defence.',
      'Wins many seven-metre throws.',
    ],
  },
];

const HANDBALL_WOMEN_POSITIONS: readonly PositionProfile[] = [
  {
    position: 'Goalkeeper',
    share: 8,
    height: [174, 187],
    weight: [66, 80],
    also: [],
    footing: [75, 25, 0],
    keeper: true,
    traits: [
      'Strong on shots from the back court.',
      'Saves many seven-metre throws.',
      'Starts the fast break with long, precise passes.',
      'Calm and consistent over a whole season.',
    ],
  },
  {
    position: 'Left wing',
    share: 8,
    height: [162, 174],
    weight: [56, 66],
    also: ['Right wing'],
    defensive: ['Defense wing'],
    footing: [95, 5, 0],
    traits: [
      'Fast in the counter-attack and first on the ball.',
      'Varied finishing from tight angles.',
      'Reliable seven-metre taker.',
      'Steals many balls in defence.',
    ],
  },
  {
    position: 'Right wing',
    share: 8,
    height: [162, 174],
    weight: [56, 66],
    also: ['Left wing'],
    defensive: ['Defense wing'],
    footing: [10, 90, 0],
    traits: [
      'Left-handed wing with a wide range of shots.',
      'Fast break specialist.',
      'Clever finisher from the corner.',
      'Safe seven-metre taker.',
    ],
  },
  {
    position: 'Left back',
    share: 9,
    height: [174, 188],
    weight: [67, 80],
    also: ['Central back'],
    defensive: ['Defense back', 'Defense central', '5-1 defender'],
    footing: [95, 5, 0],
    traits: [
      'Powerful shooter from nine metres.',
      'Breaks through in one-against-one and creates for the line player.',
      'Hard-working defender in the centre of a 6-0.',
      'Jump shot over the block from long distance.',
    ],
  },
  {
    position: 'Right back',
    share: 8,
    height: [172, 186],
    weight: [65, 78],
    also: ['Right wing'],
    defensive: ['Defense back', '5-1 defender'],
    footing: [10, 90, 0],
    traits: [
      'Left-handed back with a hard shot.',
      'Good feeder of the wing and the line player.',
      'Dangerous from the right half in set plays.',
      'Improves every season in defence.',
    ],
  },
  {
    position: 'Central back',
    share: 9,
    height: [164, 178],
    weight: [60, 72],
    also: ['Left back'],
    defensive: ['5-1 defender', 'Defense back'],
    footing: [85, 15, 0],
    traits: [
      'Playmaker who controls the tempo.',
      'Quick feet and strong in one-against-one.',
      'Reads the defence and finds the line player.',
      'Leads the team on the court.',
    ],
  },
  {
    position: 'Line player',
    share: 8,
    height: [175, 188],
    weight: [72, 88],
    also: [],
    defensive: ['Defense central', 'Defense specialist'],
    footing: [85, 15, 0],
    traits: [
      'Strong body, sets good screens for the backs.',
      'Safe hands and high shooting percentage.',
      'Key player in the centre of the defence.',
      'Wins many seven-metre throws.',
    ],
  },
];

const ICEHOCKEY_POSITIONS: readonly PositionProfile[] = [
  {
    position: 'Goaltender',
    share: 8,
    height: [183, 196],
    weight: [82, 95],
    also: [],
    footing: [15, 85, 0],
    keeper: true,
    traits: [
      'Butterfly goalie with excellent positioning.',
      'Tracks the puck well through traffic.',
      'Handles the puck and helps the breakout.',
      'Calm under pressure in the playoffs.',
    ],
  },
  {
    position: 'Left defense',
    share: 9,
    height: [183, 196],
    weight: [86, 100],
    also: ['Right defense'],
    footing: [35, 65, 0],
    traits: [
      'Puck-moving defenceman with a good first pass.',
      'Physical, clears the crease and blocks shots.',
      'Heavy one-timer from the point on the power play.',
      'Reliable on the penalty kill.',
    ],
  },
  {
    position: 'Right defense',
    share: 9,
    height: [183, 196],
    weight: [86, 100],
    also: ['Left defense'],
    footing: [55, 45, 0],
    traits: [
      'Mobile defenceman who joins the rush.',
      'Strong positional play and good gap control.',
      'Quarterbacks the power play.',
      'Hard to beat in battles along the boards.',
    ],
  },
  {
    position: 'Center',
    share: 10,
    height: [178, 192],
    weight: [80, 94],
    also: ['Left wing', 'Right wing'],
    footing: [40, 60, 0],
    traits: [
      'Two-way center who wins faceoffs.',
      'Sees the ice well and sets up his wingers.',
      'Responsible in his own zone and on the penalty kill.',
      'Skilled playmaker on the power play.',
    ],
  },
  {
    position: 'Left wing',
    share: 8,
    height: [177, 192],
    weight: [80, 95],
    also: ['Right wing', 'Center'],
    footing: [30, 70, 0],
    traits: [
      'Goal scorer with a quick release.',
      'Strong on the forecheck and in front of the net.',
      'Fast skater who drives wide.',
      'Brings energy and physicality.',
    ],
  },
  {
    position: 'Right wing',
    share: 8,
    height: [177, 192],
    weight: [80, 95],
    also: ['Left wing', 'Center'],
    footing: [50, 50, 0],
    traits: [
      'Sniper with a dangerous one-timer.',
      'Hard-working winger who wins pucks on the boards.',
      'Creative with the puck at high speed.',
      'Net-front presence on the power play.',
    ],
  },
];

export const POSITION_PROFILES: Record<DemoSport, readonly PositionProfile[]> = {
  Football: FOOTBALL_POSITIONS,
  'Handball - Men': HANDBALL_MEN_POSITIONS,
  'Handball - Women': HANDBALL_WOMEN_POSITIONS,
  Icehockey: ICEHOCKEY_POSITIONS,
};

/** Clubs abroad that show up as former clubs, per sport. */
export const FOREIGN_CLUBS: Record<DemoSport, readonly string[]> = {
  Football:
    names(`AFC Ajax, FC Basel, Celtic FC, Legia Warszawa, FC Red Bull Salzburg, SK Rapid Wien, HJK Helsinki,
    GNK Dinamo Zagreb, FC Utrecht, KAA Gent, Club Brugge, FC St. Gallen`),
  'Handball - Men':
    names(`Paris Saint-Germain Handball, Barça Handbol, Telekom Veszprém, Industria Kielce, RK Zagreb,
    RK Celje Pivovarna Laško, HBC Nantes, Montpellier HB, OTP Bank-Pick Szeged, Sporting CP`),
  'Handball - Women': names(`Győri Audi ETO KC, CSM București, Metz Handball, Brest Bretagne Handball,
    FTC-Rail Cargo Hungaria, ŽRK Budućnost, RK Krim Mercator, Rapid București, Podravka Vegeta, MKS Lublin`),
  Icehockey: names(`HIFK, Tappara, Kärpät, ZSC Lions, EV Zug, HC Davos, HC Sparta Praha, HC Oceláři Třinec,
    Dinamo Rīga, EC Red Bull Salzburg, Rockford IceHogs, London Knights`),
};

/** Equipment brands that sponsor players, per sport. */
export const KIT_BRANDS: Record<DemoSport, readonly string[]> = {
  Football: ['Nike', 'adidas', 'Puma', 'hummel', 'New Balance'],
  'Handball - Men': ['Kempa', 'hummel', 'Select', 'ASICS', 'adidas'],
  'Handball - Women': ['Kempa', 'hummel', 'Select', 'ASICS', 'Mizuno'],
  Icehockey: ['Bauer', 'CCM', 'Warrior', 'True'],
};

/** What a referee of the player says (one or two are picked; {name} is the player's first name). */
export const REFERENCE_QUOTES: readonly string[] = [
  '{name} is a true professional, first at training and last to leave.',
  '{name} made a big step forward with us and is ready for the next level.',
  'A great character in the dressing room; {name} lifts the whole group.',
  '{name} handles pressure well and delivers in the big matches.',
  'Very coachable: {name} takes feedback and puts it into practice at once.',
  '{name} has the quality to play at a higher level abroad.',
  'Reliable week in, week out; {name} hardly missed a match through injury.',
];

/** The player's plans, as the description's last paragraph. */
export const PLANS: Record<Status, readonly string[]> = {
  'Under contract': [
    'Settled at the club, but open to a step up if the right project comes along.',
    'Would consider a move abroad next summer.',
    'Happy at the club; only a clear step up is of interest.',
  ],
  'Contract expiring': [
    'Contract ends soon; talks about an extension have stalled. Open to offers.',
    'Wants a new challenge when the contract runs out.',
    'Free to talk to other clubs; prefers a club that plays in Europe.',
  ],
  'Option to extend': [
    'The club holds an option; the player wants clarity about the future early.',
    'Open to offers if the club does not use its option.',
  ],
  'On loan': [
    'On loan to get playing time; the parent club decides in the summer.',
    'Wants a permanent move after the loan.',
  ],
  'Free agent': ['Available immediately and match fit.', 'Keeps fit with a local club and can sign at once.'],
};

/** Clips besides the highlight reel, per sport (keepers have their own); {season} is the last season. */
export const VIDEO_CLIPS: Record<DemoSport | 'keeper', readonly string[]> = {
  keeper: ['Saves {season}', 'Best saves {season}', 'Distribution and positioning'],
  Football: ['Goals and assists {season}', 'Defensive actions', 'Pressing and duels', 'Set pieces'],
  'Handball - Men': ['Goals {season}', 'Defence clips', 'Fast breaks', 'Assists'],
  'Handball - Women': ['Goals {season}', 'Defence clips', 'Fast breaks', 'Assists'],
  Icehockey: ['Goals and assists {season}', 'Power play', 'Defensive zone play'],
};

/** Notes on a running player contract (one is picked; empty: none). */
export const CONTRACT_NOTES: readonly string[] = [
  'Bonus per match played and per point won.',
  'Signing fee paid in two instalments.',
  'Car and apartment provided by the club.',
  'Appearance bonus after 20 matches.',
  '',
];

/** The league below the demo leagues, per sport and country: where the lower-division clubs play. */
export const LOWER_LEAGUES: Record<DemoSport, Record<string, string>> = {
  Football: { Denmark: '1. division', Sweden: 'Superettan', Norway: 'OBOS-ligaen', Germany: '3. Liga' },
  'Handball - Men': {
    Denmark: '1. division',
    Sweden: 'Allsvenskan',
    Norway: '1. divisjon',
    Germany: '2. Handball-Bundesliga',
  },
  'Handball - Women': {
    Denmark: '1. division',
    Sweden: 'Allsvenskan',
    Norway: '1. divisjon',
    Germany: '2. Handball-Bundesliga Frauen',
  },
  Icehockey: { Denmark: '1. division', Sweden: 'HockeyAllsvenskan', Norway: '1. divisjon', Germany: 'DEL2' },
};

/** Leagues of the demo that are a second tier in their country (not a top flight). */
export const SECOND_TIER_LEAGUES: ReadonlySet<string> = new Set(['2. Bundesliga']);

/** The agency's people who look after players (the demo's accounts), per sport. */
export const DEMO_AGENTS: Record<DemoSport, readonly string[]> = {
  Football: ['Alex Agent', 'Ada Admin'],
  'Handball - Men': ['Ada Admin'],
  'Handball - Women': ['Ada Admin'],
  Icehockey: ['Alex Agent', 'Hanna Hockey', 'Ada Admin'],
};
