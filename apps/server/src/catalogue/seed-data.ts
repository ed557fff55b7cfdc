/** The catalogue a new install starts with; imports add whatever else they bring. */
export const SEED_SPORTS: ReadonlyArray<{
  name: string;
  aliases: string[];
  competitions: string[];
}> = [
  {
    name: 'Football',
    aliases: ['Fútbol', 'Futbol', 'Soccer', 'Calcio'],
    competitions: [
      'LaLiga',
      'LaLiga Hypermotion',
      'Copa del Rey',
      'Premier League',
      'EFL Championship',
      'FA Cup',
      'Serie A',
      'Bundesliga',
      'Ligue 1',
      'Eredivisie',
      'Primeira Liga',
      'UEFA Champions League',
      'UEFA Europa League',
      'UEFA Conference League',
      'FIFA World Cup',
      'UEFA European Championship',
      'Copa Libertadores',
      'MLS',
      'Liga MX',
      'Brasileirão Série A',
      'Liga Profesional Argentina',
    ],
  },
  {
    name: 'Tennis',
    aliases: ['Tenis'],
    competitions: [
      'ATP Tour',
      'WTA Tour',
      'Australian Open',
      'Roland Garros',
      'Wimbledon',
      'US Open',
      'Davis Cup',
      'ATP Challenger',
    ],
  },
  {
    name: 'Basketball',
    aliases: ['Baloncesto', 'Basket', 'Básquetbol'],
    competitions: ['NBA', 'EuroLeague', 'EuroCup', 'Liga ACB', 'NCAA Basketball', 'FIBA World Cup'],
  },
  {
    name: 'Horse Racing',
    aliases: ['Carreras de caballos', 'Hípica'],
    competitions: [
      'UK Racing',
      'Irish Racing',
      'French Racing',
      'Cheltenham Festival',
      'Royal Ascot',
    ],
  },
  {
    name: 'American Football',
    aliases: ['Fútbol americano', 'NFL Football'],
    competitions: ['NFL', 'NCAA Football'],
  },
  {
    name: 'Ice Hockey',
    aliases: ['Hockey sobre hielo', 'Hockey'],
    competitions: ['NHL', 'KHL', 'SHL'],
  },
  { name: 'Baseball', aliases: ['Béisbol'], competitions: ['MLB', 'NPB'] },
  {
    name: 'Cricket',
    aliases: ['Críquet'],
    competitions: ['Indian Premier League', 'Test Matches', 'The Ashes'],
  },
  {
    name: 'Golf',
    aliases: [],
    competitions: ['PGA Tour', 'DP World Tour', 'The Masters', 'The Open', 'Ryder Cup'],
  },
  {
    name: 'Motor Sport',
    aliases: ['Motor', 'Automovilismo'],
    competitions: ['Formula 1', 'MotoGP', 'WRC'],
  },
  {
    name: 'Darts',
    aliases: ['Dardos'],
    competitions: ['PDC World Championship', 'Premier League Darts'],
  },
  { name: 'Snooker', aliases: [], competitions: ['World Snooker Championship', 'UK Championship'] },
  { name: 'Boxing', aliases: ['Boxeo'], competitions: ['World Title Fights'] },
  { name: 'MMA', aliases: ['Artes marciales mixtas', 'Mixed Martial Arts'], competitions: ['UFC'] },
  {
    name: 'Volleyball',
    aliases: ['Voleibol'],
    competitions: ['Superliga Masculina', 'Volleyball Nations League'],
  },
  {
    name: 'Handball',
    aliases: ['Balonmano'],
    competitions: ['Liga ASOBAL', 'EHF Champions League'],
  },
  {
    name: 'Rugby Union',
    aliases: ['Rugby'],
    competitions: ['Six Nations', 'Rugby World Cup', 'Premiership Rugby'],
  },
  {
    name: 'Cycling',
    aliases: ['Ciclismo'],
    competitions: ['Tour de France', 'La Vuelta', "Giro d'Italia"],
  },
  {
    name: 'Esports',
    aliases: ['eSports', 'Deportes electrónicos'],
    competitions: ['League of Legends', 'CS2', 'Dota 2'],
  },
  { name: 'Unknown', aliases: ['Desconocido'], competitions: [] },
];
