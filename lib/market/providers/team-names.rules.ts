// Team-name normalisation and a seed list of well-known aliases. Pure: no I/O.
//
// Providers spell teams differently ('Man United' in football-data.co.uk, 'Manchester United' on ESPN and The
// Odds API, 'gs' for the Golden State Warriors in the NBA history file). Every name is reduced to an alias key
// with normaliseTeamName(); team_aliases stores those keys per sport, so a name resolves to the same team
// whichever provider used it. KNOWN_TEAMS bridges the differences normalisation cannot (abbreviations,
// nicknames): when a team is first seen, all its known keys are stored at once and its display name is the
// canonical one (ESPN's display name), so history imported from football-data.co.uk and ESPN's live fixtures
// meet on one team row.

/** Letters NFKD does not decompose into base letter + mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ø: "o",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ı: "i",
  þ: "th",
  ð: "d",
};

/** Abbreviations spelled out, so 'Man Utd', "Nott'm Forest" and 'St Pauli' meet their full forms. */
const ABBREVIATIONS: Record<string, string> = {
  utd: "united",
  man: "manchester",
  nottm: "nottingham",
  st: "saint",
};

/**
 * Club-form prefixes and suffixes that providers add or drop ('FC Barcelona' / 'Barcelona', 'AC Milan' /
 * 'Milan', 'VfB Stuttgart' / 'Stuttgart', 'AFC Bournemouth' / 'Bournemouth'). Dropped unless nothing else
 * would remain.
 */
const CLUB_AFFIXES = new Set([
  "fc",
  "cf",
  "afc",
  "sc",
  "ac",
  "as",
  "ss",
  "ssc",
  "us",
  "bc",
  "cd",
  "ud",
  "sd",
  "rc",
  "rcd",
  "ca",
  "sv",
  "vfb",
  "vfl",
  "tsg",
  "fsv",
  "msv",
  "bsc",
  "spvgg",
  "ogc",
  "osc",
  "losc",
  "sco",
  "hsc",
  "aj",
  "sm",
  "ea",
  "sk",
  "fk",
  "bk",
]);

/**
 * The alias key of a team name: lower case, accents and punctuation removed, '&' → 'and', known abbreviations
 * spelled out, club-form affixes and year numbers dropped ('1. FC Köln' → 'koln', 'Schalke 04' → 'schalke',
 * "Nott'm Forest" → 'nottingham forest', 'Brighton & Hove Albion' → 'brighton and hove albion').
 */
export function normaliseTeamName(name: string): string {
  const folded = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øßæœłđıþð]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/&/g, " and ")
    .replace(/['’`´]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  if (!folded) return "";
  const tokens = folded.split(" ").map((token) => ABBREVIATIONS[token] ?? token);
  const kept = tokens.filter((token) => !CLUB_AFFIXES.has(token) && !/^\d+$/.test(token));
  return (kept.length > 0 ? kept : tokens).join(" ");
}

export interface KnownTeam {
  /** Our sport id. */
  sport: string;
  /** The display name a new team row gets (ESPN's display name where ESPN covers the team). */
  name: string;
  /** Other spellings used by providers and data files. */
  aliases: readonly string[];
}

const football = (name: string, ...aliases: string[]): KnownTeam => ({ sport: "football", name, aliases });
const basketball = (name: string, ...aliases: string[]): KnownTeam => ({ sport: "basketball", name, aliases });
const baseball = (name: string, ...aliases: string[]): KnownTeam => ({ sport: "baseball", name, aliases });

/**
 * Well-known aliases. Football: football-data.co.uk names (the ../shared/data files and raw season CSVs)
 * mapped to ESPN's display names, plus The Odds API's variants where they differ. NBA: the abbreviations of
 * the NBA history file and The Odds API's full names. Names that normalise to the same key need no entry.
 */
export const KNOWN_TEAMS: readonly KnownTeam[] = [
  // England
  football("Manchester United", "Man United", "Man Utd"),
  football("Manchester City", "Man City"),
  football("Nottingham Forest", "Nott'm Forest", "Nottingham"),
  football("Wolverhampton Wanderers", "Wolves", "Wolverhampton"),
  football("Tottenham Hotspur", "Tottenham", "Spurs"),
  football("Newcastle United", "Newcastle"),
  football("West Ham United", "West Ham"),
  football("Brighton & Hove Albion", "Brighton", "Brighton Hove Albion"),
  football("Leicester City", "Leicester"),
  football("AFC Bournemouth", "Bournemouth"),
  football("Leeds United", "Leeds"),
  football("West Bromwich Albion", "West Brom"),
  football("Stoke City", "Stoke"),
  football("Swansea City", "Swansea"),
  football("Norwich City", "Norwich"),
  football("Cardiff City", "Cardiff"),
  football("Hull City", "Hull"),
  football("Huddersfield Town", "Huddersfield"),
  football("Luton Town", "Luton"),
  football("Ipswich Town", "Ipswich"),
  football("Queens Park Rangers", "QPR"),
  football("Birmingham City", "Birmingham"),
  football("Blackburn Rovers", "Blackburn"),
  football("Bolton Wanderers", "Bolton"),
  football("Wigan Athletic", "Wigan"),
  football("Derby County", "Derby"),
  football("Charlton Athletic", "Charlton"),
  // Spain
  football("Athletic Club", "Ath Bilbao", "Athletic Bilbao"),
  football("Atlético Madrid", "Ath Madrid", "Atletico de Madrid", "Club Atletico de Madrid"),
  football("Real Sociedad", "Sociedad"),
  football("Celta Vigo", "Celta", "RC Celta de Vigo"),
  football("Espanyol", "Espanol"),
  football("Real Betis", "Betis"),
  football("Rayo Vallecano", "Vallecano"),
  football("Deportivo La Coruña", "La Coruna", "Deportivo"),
  football("Sporting Gijón", "Sp Gijon"),
  football("Real Valladolid", "Valladolid"),
  football("Real Zaragoza", "Zaragoza"),
  football("Racing Santander", "Santander"),
  football("Recreativo Huelva", "Recreativo"),
  football("Real Murcia", "Murcia"),
  football("Gimnàstic Tarragona", "Gimnastic"),
  football("Alavés", "Deportivo Alaves"),
  // Italy
  football("Internazionale", "Inter", "Inter Milan", "Internazionale Milano"),
  football("AC Milan", "Milan"),
  football("AS Roma", "Roma"),
  football("Hellas Verona", "Verona"),
  football("Chievo Verona", "Chievo"),
  football("Parma", "Parma Calcio 1913"),
  // Germany
  football("Bayern Munich", "Bayern Munchen", "FC Bayern Munchen"),
  football("Borussia Dortmund", "Dortmund"),
  football("Bayer Leverkusen", "Leverkusen"),
  football("Borussia Mönchengladbach", "M'gladbach", "Monchengladbach", "Gladbach"),
  football("Eintracht Frankfurt", "Ein Frankfurt"),
  football("FC Cologne", "FC Koln", "1. FC Köln", "Cologne"),
  football("Hertha Berlin", "Hertha"),
  football("Hamburg SV", "Hamburg", "Hamburger SV"),
  football("Arminia Bielefeld", "Bielefeld"),
  football("Eintracht Braunschweig", "Braunschweig"),
  football("Karlsruher SC", "Karlsruhe"),
  football("Energie Cottbus", "Cottbus"),
  football("Alemannia Aachen", "Aachen"),
  football("SpVgg Greuther Fürth", "Greuther Furth"),
  // France
  football("Paris Saint-Germain", "Paris SG", "PSG"),
  football("Saint-Étienne", "St Etienne"),
  football("GFC Ajaccio", "Ajaccio GFCO"),
  football("Arles-Avignon", "Arles"),
  football("Clermont Foot", "Clermont"),
  football("Lyon", "Olympique Lyonnais"),
  football("Marseille", "Olympique de Marseille"),
  football("Rennes", "Stade Rennais"),
  football("Brest", "Stade Brestois 29", "Stade Brestois"),
  football("Reims", "Stade de Reims"),
  football("Strasbourg", "RC Strasbourg Alsace"),
  football("Bordeaux", "Girondins de Bordeaux"),
  football("Troyes", "ESTAC Troyes"),
  football("Nancy", "AS Nancy Lorraine"),
  // NBA: the history file's abbreviations (../shared/data/nba.csv), ESPN's and The Odds API's names.
  basketball("Atlanta Hawks", "atl"),
  basketball("Boston Celtics", "bos"),
  basketball("Brooklyn Nets", "bkn", "New Jersey Nets", "nj"),
  basketball("Charlotte Hornets", "cha", "Charlotte Bobcats"),
  basketball("Chicago Bulls", "chi"),
  basketball("Cleveland Cavaliers", "cle"),
  basketball("Dallas Mavericks", "dal"),
  basketball("Denver Nuggets", "den"),
  basketball("Detroit Pistons", "det"),
  basketball("Golden State Warriors", "gs", "gsw"),
  basketball("Houston Rockets", "hou"),
  basketball("Indiana Pacers", "ind"),
  basketball("LA Clippers", "lac", "Los Angeles Clippers"),
  basketball("Los Angeles Lakers", "lal", "LA Lakers"),
  basketball("Memphis Grizzlies", "mem"),
  basketball("Miami Heat", "mia"),
  basketball("Milwaukee Bucks", "mil"),
  basketball("Minnesota Timberwolves", "min"),
  basketball("New Orleans Pelicans", "no", "nop", "New Orleans Hornets"),
  basketball("New York Knicks", "ny", "nyk"),
  basketball("Oklahoma City Thunder", "okc"),
  basketball("Orlando Magic", "orl"),
  basketball("Philadelphia 76ers", "phi"),
  basketball("Phoenix Suns", "phx"),
  basketball("Portland Trail Blazers", "por"),
  basketball("Sacramento Kings", "sac"),
  basketball("San Antonio Spurs", "sa", "sas"),
  basketball("Toronto Raptors", "tor"),
  basketball("Utah Jazz", "utah", "uta"),
  basketball("Washington Wizards", "wsh", "was"),
  // MLB: The Odds API still uses the old city name.
  baseball("Athletics", "Oakland Athletics"),
];

let index: Map<string, Map<string, KnownTeam>> | undefined;

/** sport → alias key → known team. Built once. */
function knownIndex(): Map<string, Map<string, KnownTeam>> {
  if (index) return index;
  const built = new Map<string, Map<string, KnownTeam>>();
  for (const team of KNOWN_TEAMS) {
    const bySport = built.get(team.sport) ?? new Map<string, KnownTeam>();
    built.set(team.sport, bySport);
    for (const spelling of [team.name, ...team.aliases]) {
      const key = normaliseTeamName(spelling);
      if (key && !bySport.has(key)) bySport.set(key, team);
    }
  }
  index = built;
  return built;
}

/** The known team a name refers to in a sport, if the seed list has it. */
export function findKnownTeam(sportId: string, name: string): KnownTeam | null {
  return knownIndex().get(sportId)?.get(normaliseTeamName(name)) ?? null;
}

/** Every alias key of a known team (its canonical name and all its aliases). */
export function knownTeamKeys(team: KnownTeam): string[] {
  return unique([team.name, ...team.aliases].map(normaliseTeamName));
}

export interface TeamNameKeys {
  /** The name a new team row gets: the known canonical name, else the name as given (trimmed). */
  canonicalName: string;
  /** Alias keys to look up and, for a new team, to store: the name's own key first. */
  keys: string[];
}

/** The alias keys under which a name (and, for known teams, all its spellings) is stored. */
export function teamNameKeys(sportId: string, name: string): TeamNameKeys {
  const own = normaliseTeamName(name);
  const known = findKnownTeam(sportId, name);
  if (!known) return { canonicalName: name.trim(), keys: own ? [own] : [] };
  return { canonicalName: known.name, keys: unique([own, ...knownTeamKeys(known)]) };
}

/**
 * The alias key that records a provider's own team id, e.g. 'espn:eng.1:359'. Stored next to the name keys
 * so a renamed team ('LA Clippers' / 'Los Angeles Clippers') still resolves. Scoped by league because ESPN
 * reuses ids across leagues of one sport (NBA team 2 and college team 2 are different teams).
 */
export function providerTeamKey(provider: string, scope: string, externalId: string): string {
  return `${provider}:${scope}:${externalId}`;
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((value) => value.length > 0))];
}
