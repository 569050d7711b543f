import type { LanguageWordSpec } from './who-pays-word-lists';

/*
 * French (France). A "brasserie" is a brewery here (with "microbrasserie", "brasseur"); a Paris
 * brasserie-restaurant will read as one, a known limit. "Ménages" are households, "ménage" the
 * cleaning. A "boutique" is any shop: it means clothing only when nothing follows it ("boutique de
 * cosmétiques" is a cosmetics shop). "À domicile" folds to "a domicile" and is neutral.
 */
export const FR_WORDS: LanguageWordSpec = {
  people:
    'couples, personnes, personne, gens, ceux, celles, femmes, hommes, jeunes, adolescents, ados, étudiants, étudiantes, élèves, lycéens, collégiens, adhérents, membres, clients, clientes, patients, habitants, voisins, résidents, salariés, employés, travailleurs, télétravailleurs, consommateurs, utilisateurs, touristes, voyageurs, sportifs, coureurs, cyclistes, amateurs, passionnés, fans, lecteurs, seniors, retraités, locataires, personnes âgées, actifs, jeunes actifs, futures mariées',
  households:
    'jeunes parents, futurs parents, futurs et jeunes parents, jeunes familles, familles, famille, foyers, ménages, parents, mamans, papas, mères, pères',
  homes: 'maison, maisons, appartement, appartements, logement, logements',
  pets: 'chien, chiens, chat, chats, animaux, animal, animaux de compagnie, chevaux, voiture, voitures',
  owners: 'propriétaire, propriétaires, patron, patrons, patronne, patronnes',
  possession: 'ont, possède, possèdent, gère, gèrent, tiennent, dirigent, exploitent',
  roles:
    'syndics, syndics de copropriété, agences immobilières, agents immobiliers, hôtes airbnb, bailleurs, entrepreneurs, entrepreneur, chefs d entreprise, dirigeants, dirigeantes, gérants, gérantes, gérant, commerçants, commerçantes, détaillants, artisans, producteurs, agriculteurs, viticulteurs, vignerons, indépendants, indépendantes, auto-entrepreneurs, micro-entrepreneurs, freelances, rh, responsables rh, b2b, médecins, kinés, kinésithérapeutes, psychologues, vétérinaires, architectes, plombiers, électriciens',
  professionals: 'professionnels, professionnel, professionnelles',
  businesses:
    'entreprises, entreprise, sociétés, société, pme, tpe, startups, start-up, cabinets, cabinet, cliniques, centres, bureaux, agences, studios, établissements, commerces, secteur, filière, chaînes, franchises, pharmacies, écoles, structures',
  shops: 'magasin, magasins, boutique en ligne, boutiques en ligne, e-shop',
  supplies: '',
  products:
    'logiciel, logiciels, application, applications, appli, applis, app, plateforme, plateformes, outil, outils, saas, marketplace, formation en ligne, formations en ligne, cours en ligne, crm, comment ouvrir, ouvrir un, ouvrir une, ouvrir son, ouvrir sa, créer son, créer sa',
  modifiedHeads: '',
  recipients: 'pour, aux, auprès, qui livre, qui fournit, approvisionne, approvisionnons',
  suppliedBefore: '',
  exclusions: 'sans',
  connectors: 'de, du, des, d, la, le, les, l, leur, leurs, en',
  neutral: 'a domicile, a la maison, chez vous, chez soi, café de spécialité, pause café, pauses café, marché de',
  activities: {
    bakery: {
      businesses:
        'boulangerie*, boulanger, boulangers, boulangère, boulangères, pâtisserie, pâtisseries, pâtissier*, boulangerie-pâtisserie',
      trade: 'pain, pains, levain, viennoiseries, pains au levain',
    },
    restaurant: {
      businesses: 'restaurant*, restaurateur*, bistrot*, crêperie*, pizzeria*',
      trade: 'restauration',
    },
    cafeBar: {
      businesses:
        'café, cafés, bar, bars, bar à vin, bars à vin, bar à vins, salon de thé, salons de thé, coffee shop, coffee shops, estaminet',
      trade: '',
    },
    catering: {
      businesses: 'traiteur*, cantine, cantines, food truck, food trucks, foodtruck',
      trade: 'plateaux repas, plateau repas, plateaux-repas, plats cuisinés, restauration collective',
    },
    grocery: {
      businesses:
        'épicerie*, supérette*, supermarché*, primeur, primeurs, magasin bio, magasins bio, épicerie fine, épiceries fines',
      trade: 'fruits et légumes, légumes, alimentation',
    },
    clothing: {
      businesses: 'magasin de vêtements, magasins de vêtements, friperie*',
      trade: 'vêtements, vêtement, mode, prêt-à-porter, habillement, lingerie',
    },
    petShop: {
      businesses: 'animalerie*',
      trade: 'croquettes, accessoires pour animaux, nourriture pour animaux',
    },
    cosmetics: {
      businesses: 'parfumerie*',
      trade:
        'cosmétiques, cosmétique, maquillage, parfum, parfums, savon, savons, shampoing, shampoings, soins de la peau',
    },
    hairBeauty: {
      businesses:
        'salon de coiffure, salons de coiffure, coiffeur, coiffeurs, coiffeuse, coiffeuses, barbier, barbiers, institut de beauté, instituts de beauté, esthéticienne*, onglerie*',
      trade: 'coiffure, esthétique, soins du visage',
    },
    petCare: {
      businesses:
        'toiletteur*, toiletteuse*, pension pour chiens, pensions pour chiens, pension canine, pensions canines, garde d animaux, promeneur de chiens, promeneurs de chiens, éducateur canin, éducateurs canins',
      trade: 'toilettage, garde de chiens',
    },
    fitness: {
      businesses:
        'salle de sport, salles de sport, salle de fitness, salles de fitness, coach sportif, coachs sportifs, club de sport, clubs de sport',
      trade: 'fitness, coaching sportif, musculation, yoga, pilates, crossfit',
    },
    cleaning: {
      businesses:
        'entreprise de nettoyage, entreprises de nettoyage, société de nettoyage, aide ménagère, aides ménagères, femme de ménage, femmes de ménage',
      trade: 'nettoyage, ménage',
    },
    tutoring: {
      businesses:
        'professeur particulier, professeurs particuliers, école de langues, écoles de langues, organisme de soutien scolaire',
      trade: 'soutien scolaire, cours particuliers, aide aux devoirs',
    },
    dental: {
      businesses:
        'dentiste, dentistes, cabinet dentaire, cabinets dentaires, centre dentaire, centres dentaires, orthodontiste*, chirurgiens-dentistes',
      trade: 'dentaire, dentaires, orthodontie',
    },
    accounting: {
      businesses: 'expert-comptable, experts-comptables, comptable, comptables, cabinet comptable, cabinets comptables',
      trade: 'comptabilité, tenue comptable, déclarations fiscales',
    },
    legal: {
      businesses:
        'avocat, avocats, avocate, avocates, cabinet d avocats, cabinets d avocats, notaire, notaires, juriste, juristes',
      trade: 'juridique, conseil juridique',
    },
    hotel: {
      businesses:
        'hôtel, hôtels, hôtelier, hôteliers, gîte, gîtes, chambre d hôtes, chambres d hôtes, auberge*, hôtellerie',
      trade: 'hébergement',
    },
    brewery: {
      businesses: 'brasserie, brasseries, microbrasserie*, *brasserie, brasseur, brasseurs',
      trade: 'bière, bières, bière artisanale, bières artisanales',
    },
    homeRepair: {
      businesses:
        'peintre en bâtiment, peintres en bâtiment, peintre, peintres, menuisier*, carreleur*, plaquiste*, artisans du bâtiment, artisan du bâtiment',
      trade: 'petits travaux, travaux, peinture, carrelage, rénovation, menuiserie',
    },
  },
};
