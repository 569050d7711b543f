import type { LanguageWordSpec } from './who-pays-word-lists';

/*
 * German. Compounds carry most of the meaning: their head is last and is listed as `*head`
 * ("*brauerei" reads "Gasthausbrauereien", "*besitzer" reads "Hundebesitzer" with "Hunde" as the
 * owned thing). Generic heads ("*praxen", "*kanzlei", "*betrieb", "*studio", "*salon") take the
 * activity of their front part: "Zahnarztpraxen" is dental, "Steuerkanzlei" accounting,
 * "Hundesalon" pet care. Umlauts fold to the plain vowel ("Bäckerei" → "backerei").
 */
export const DE_WORDS: LanguageWordSpec = {
  people:
    'paare, menschen, leute, personen, wer, frauen, männer, jugendliche, schüler, schülerinnen, studenten, studentinnen, studierende, mitglieder, kunden, kundinnen, patienten, anwohner, bewohner, nachbarn, mitarbeiter, angestellte, arbeitnehmer, berufstätige, pendler, verbraucher, nutzer, touristen, reisende, sportler, läufer, radfahrer, fans, liebhaber, leser, senioren, seniorinnen, rentner, mieter, mieterinnen, gäste, besucher, singles, azubis, auszubildende, *kunden, *kundinnen, *patienten, *mitglieder, *gäste, *besucher, *liebhaber, *fans, *nutzer, *schüler, *studenten, *bewohner, *pendler',
  households:
    'junge eltern, werdende eltern, junge familien, familien, familie, haushalte, haushalt, eltern, mütter, väter, *familien, *haushalte, *eltern',
  homes: 'haus, häuser, wohnung, wohnungen, eigenheim, eigenheime, einfamilienhaus*, immobilie, immobilien, *wohnung',
  pets: 'hund, hunde, hunden, hundes, katze, katzen, haustier*, tier, tiere, tieren, pferd, pferde, auto, autos',
  owners:
    'inhaber*, besitzer*, eigentümer*, betreiber*, halter, halterinnen, *inhaber, *besitzer, *eigentümer, *betreiber, *halter, *vermieter',
  possession: 'haben, hat, besitzen, besitzt, führen, führt, betreiben, betreibt, leiten, leitet',
  roles:
    'hausverwaltung*, *hausverwaltung, vermieter, makler, *makler, unternehmer*, gründer*, geschäftsführer*, manager, managerin, leiter, leiterinnen, händler, *händler, selbstständige, selbständige, selbstständig*, freiberufler*, freelancer, handwerker*, landwirte, landwirtinnen, winzer, erzeuger, b2b, kmu, ärzte, ärztinnen, *ärzte, therapeuten, tierärzte, architekten, elektriker, klempner, installateure, personalabteilung*, personaler',
  professionals: 'fachleute, profis, *profis',
  businesses:
    'unternehmen, *unternehmen, firma, firmen, *firma, *firmen, betrieb, betriebe, *betrieb, praxis, praxen, *praxis, *praxen, studio, studios, *studio, agentur, agenturen, *agentur, einrichtungen, branche, *branche, ketten, apotheken, schulen, büros, *büro, klinik, kliniken, *klinik, startups, start-ups',
  shops: 'laden, läden, *laden, geschäft, geschäfte, *geschäft, *handlung, shop, shops, *shop, onlineshop*',
  supplies: '*bedarf',
  products:
    'software, *software, app, apps, plattform*, *plattform, tool, tools, kassensystem*, *kasse, programm, onlinekurs*, *onlinekurs, wie man',
  modifiedHeads: '',
  recipients: 'für, fuer',
  suppliedBefore: 'beliefert, beliefern, versorgt, versorgen',
  exclusions: 'ohne',
  connectors: 'von, vom, der, die, das, des, dem, den, ihre, ihrer',
  neutral: 'zu hause, nach hause, von zu hause, home office, homeoffice, kaffeebohnen, schokolad*',
  activities: {
    bakery: {
      businesses:
        'bäckerei*, *bäckerei, bäcker, bäckerin, bäckerinnen, konditorei*, *konditorei, konditor, konditoren, backstube*, *backstube',
      trade: 'brot*, *brot, brötchen, *brötchen, sauerteig*, kuchen, gebäck, backwaren',
    },
    restaurant: {
      businesses:
        'restaurant*, *restaurant, gaststätte*, *gaststätte, wirtshaus*, *wirtshaus, imbiss*, *imbiss, pizzeria*, gastronom*, gastwirt*, lokale, speiselokal*',
      trade: '',
    },
    cafeBar: {
      businesses:
        'café, cafés, *café, bar, bars, cocktailbar*, weinbar*, kneipe*, *kneipe, kaffeebar*, kaffeehaus*, *kaffeehaus',
      trade: '',
    },
    catering: {
      businesses:
        'caterer, catering*, *catering, kantine*, *kantine, foodtruck*, food truck, food trucks, partyservice*',
      trade: 'mittagstisch',
    },
    grocery: {
      businesses:
        'supermarkt*, *supermarkt, supermärkte, *supermärkte, späti, spätis, spätkauf*, kiosk*, *kiosk, lebensmittelgeschäft*, bioladen*, *bioladen, hofladen*, tante-emma-laden, dorfladen*',
      trade: 'lebensmittel*, gemüse*, *gemüse, obst, obst und gemüse',
    },
    clothing: {
      businesses: 'bekleidungsgeschäft*, modegeschäft*, secondhandladen*',
      generic: 'boutique, boutiquen, *boutique',
      trade: 'mode, kleidung, *kleidung, bekleidung*, textilien',
    },
    petShop: {
      businesses: 'zoohandlung*, zoofachhandel*, zoogeschäft*, zooladen*, tierhandlung*',
      trade: 'tierbedarf*, heimtierbedarf*, tierfutter*, hundefutter*, katzenfutter*',
    },
    cosmetics: {
      businesses: 'parfümerie*, drogerie*, *drogerie',
      trade: 'kosmetik*, *kosmetik, pflegeprodukte, *pflegeprodukte, seife*, shampoo*, parfum*, parfüm*, haarfarbe*',
    },
    hairBeauty: {
      businesses:
        'friseur*, *friseur, friseursalon*, barbershop*, *barbershop, barbier*, kosmetikstudio*, kosmetiksalon*, kosmetikerin*, nagelstudio*, beautysalon*',
      generic: 'salon, salons, *salon',
      trade: 'haarschnitt*',
    },
    petCare: {
      businesses:
        'hundesalon*, hundefriseur*, hundepension*, tierpension*, katzenpension*, hundesitter*, hundebetreuung*, hundeschule*, gassiservice*',
      trade: 'gassi gehen',
    },
    fitness: {
      businesses: 'fitnessstudio*, *fitnessstudio, yogastudio*, crossfit-box, personal trainer, personaltrainer*',
      trade: 'fitness*, yoga*, pilates*, crossfit*',
    },
    cleaning: {
      businesses:
        'reinigungsfirma*, reinigungsfirmen, gebäudereinigung*, *reinigung, reinigungskraft*, reinigungskräfte, putzfrau*, putzkraft*, putzkräfte, haushaltshilfe*',
      trade: 'reinigung*, putzen',
    },
    tutoring: {
      businesses: 'nachhilfeinstitut*, nachhilfelehrer*, sprachschule*, *sprachschule, nachhilfeschule*',
      trade: 'nachhilfe*, *nachhilfe',
    },
    dental: {
      businesses:
        'zahnarzt*, *zahnarzt, zahnärzte, *zahnärzte, zahnärztin*, kieferorthopäde*, kieferorthopäden, zahnklinik*',
      trade: 'zahnmedizin*, zahnarztbesuch',
    },
    accounting: {
      businesses:
        'steuerberater*, *steuerberater, steuerkanzlei*, steuerbüro*, buchhalter*, *buchhalter, lohnbuchhalter*',
      trade: 'buchhaltung*, *buchhaltung, steuererklärung*, steuer, steuern, lohnabrechnung*',
    },
    legal: {
      businesses: 'anwalt*, *anwalt, anwälte, *anwälte, anwältin*, rechtsanwalt*, notar, notare, *notar',
      generic: 'kanzlei, kanzleien, *kanzlei',
      trade: 'rechtsberatung*, mietrecht*, arbeitsrecht*, familienrecht*, erbrecht*',
    },
    hotel: {
      businesses:
        'hotel*, *hotel, pension, pensionen, *pension, gasthof*, *gasthof, gasthöfe, hostel*, ferienwohnung*, ferienhof*, hoteliers, hotellerie',
      trade: 'übernachtung*',
    },
    brewery: {
      businesses:
        'brauerei*, *brauerei, brauer, brauerinnen, braumeister*, *braumeister, brauhaus*, *brauhaus, brauhäuser',
      trade: 'bier*, *bier, craftbeer*, craft beer, craft-bier',
    },
    homeRepair: {
      businesses:
        'maler, malerin, malerbetrieb*, malermeister*, tischler*, *tischler, schreiner*, *schreiner, fliesenleger*, *fliesenleger, trockenbau*, stuckateur*, raumausstatter*, parkettleger*',
      trade: 'malerarbeiten, tapezier*, renovierung*, *renovierung, reparaturen, handwerkerleistungen',
    },
  },
};
