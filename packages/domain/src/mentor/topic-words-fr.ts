import type { Topic } from './topics';

/*
 * French (France): the words that point to each topic, as a comma-separated list (`x*` is a word
 * start). Founders write "boite", "pub", "CA", "BFR", "TJM", "auto-entrepreneur" and drop
 * accents; the lists follow them (apostrophes and hyphens read as spaces: "d affaires",
 * "auto entrepreneur"). Kept apart on purpose: "BFR" and "tresorerie" are cash-flow (loans has
 * "pret" and "emprunt"), "marge sur couts variables" is unit-economics, "reserve" and "matelas"
 * are reserves (startup-cost has "investissement de depart"). "Charges" alone is left out: it is
 * every cost, fixed or not; "charges fixes" says which. "Modele economique" and "canevas" are
 * business-plan (the canvas the mentor reads), changing the model is pivot.
 */
export const FR_TOPIC_WORDS: Record<Topic, string> = {
  pricing:
    'prix, tarif*, combien facturer, combien je facture, devrais facturer, combien demander, combien prendre, fixer mes prix, fixer le prix, prix de vente, augmenter mes prix, augmenter les prix, baisser mes prix, baisser les prix, coefficient multiplicateur, markup, remise, remises, ristourne, trop cher, pas assez cher, taux horaire, tjm, taux journalier, sous facturer, marge commerciale',
  marketing:
    'marketing, pub, pubs, publicit*, annonce*, promouvoir, faire connaitre, visibilite, communication, budget com, ads, facebook ads, google ads, meta ads, instagram, insta, reels, stories, tiktok, reseaux sociaux, influenceu*, seo, referencement, google maps, fiche google, flyers, prospectus, notoriete, programme de parrainage',
  'first-customers':
    'premiers clients, premier client, premiere vente, premieres ventes, premiers acheteurs, premier contrat, aucun client, pas de clients, sans clients, personne n achete, personne ne me connait, trouver des clients, trouver mes clients, decrocher des clients, rien vendu, prospecter, prospection, prospects, demarchage, demarcher, porte a porte, appel a froid, networking, reseau, bouche a oreille, me recommander, recommandation*, amis et famille, proches, whatsapp',
  hiring:
    'embauch*, recrut*, salarie, salaries, employe, employes, premier salarie, cdi, cdd, charges patronales, cout d un salarie, masse salariale, fiche de paie, candidat*, stagiaire*, alternan*, apprenti, licenciement, licencier, rupture conventionnelle, periode d essai, freelance ou salarie, salaire de plus',
  loans:
    'pret, prets, pret bancaire, emprunt*, credit, credits, financement, financer, banque, banquier, taux d interet, interets, taeg, mensualite*, echeance*, dette, dettes, endett*, rembourser, remboursement anticipe, rachat de credit, bpifrance, bpi, pret d honneur, initiative france, microcredit, adie, caution, leasing',
  investors:
    'investisseur*, business angel*, angel, levee de fonds, lever des fonds, lever de l argent, capital risque, venture capital, vc, fonds d investissement, tour de table, seed, pre seed, amorcage, valorisation, pre money, post money, pitch, pitch deck, term sheet, bsa air, entrer au capital, ouvrir mon capital, traction, bootstrapping, crowdfunding, love money, combien vaut ma boite, veut investir, investir dans ma boite',
  'cash-flow':
    'tresorerie, tresorie, plan de tresorerie, cash flow, cashflow, bfr, fonds de roulement, fond de roulement, runway, burn rate, decouvert, dans le rouge, a sec, rien sur le compte, argent sur le compte, fin de mois, encaissements, creances, impaye*, mauvais payeur*, retard de paiement, penalites de retard, m a pas paye, ne paient pas, jamais paye, relance*, affacturage, delais de paiement, paye le plus vite, moyen de paiement',
  'break-even':
    'point mort, break even, breakeven, equilibre, a l equilibre, couvrir mes charges, couvrir les charges, couvrir mes frais, combien vendre, combien dois je vendre, combien d unites, ca minimum, chiffre d affaires minimum, devenir rentable, etre rentable, rentabilite, rentabiliser, ne plus perdre, en perte, pertes, marge de securite, seuil de rentabilite, sera rentable, devient rentable, devient elle rentable',
  'fixed-costs':
    'loyer, loyers, bail, bail commercial, proprietaire, bailleur, charges fixes, couts fixes, cout fixe, charge fixe, frais fixes, depenses fixes, frais generaux, reduire mes charges, reduire les couts, reduire les depenses, baisser mes charges, couper dans, faire des economies, economiser, electricite, abonnements logiciels, coworking, renegocier le loyer, resilier le bail, couper en premier, salaire fixe, reduire les frais, abonnement internet, facture de telephone',
  'stock-capacity':
    'stock*, stok, inventaire, reassort, reapprovision*, recommander au fournisseur, commander au fournisseur, invendu*, ecouler, methode abc, entrepot, rayon*, cout matiere, food cost, gaspill*, fiche technique, portions, fifo, nourriture, plats, menu, capacite, agenda plein, debord*, heures facturables, forfait, activite de services, prestation*, packag*',
  expansion:
    'se developper, developpement, developper mon activite, expansion, agrandi*, grandir, deuxieme magasin, deuxieme boutique, deuxieme local, deuxieme restaurant, deuxieme point de vente, ouvre le deuxieme, second magasin, un autre local, autre point de vente, nouveau point de vente, ouvrir un autre, succursale, franchis*, autre ville, nouvelle ville, export*, a l etranger, international, cannibalis*',
  'partners-equity':
    'associe, associes, associee, associees, cofondateur, cofondateurs, cofondatrice, co fondateur, pacte d associes, pacte d actionnaires, repartition du capital, repartir le capital, parts sociales, actionnaire, actionnaires, 50 50, moitie moitie, vesting, cliff, cap table, sortie d un associe, exclure un associe, racheter les parts, statuts, bspce, stock options, good leaver, bad leaver, mes parts',
  'legal-tax':
    'impot*, fiscal*, tva, urssaf, cotisations, micro entreprise, micro entrepreneur, auto entrepreneur, auto entreprise, statut juridique, statut, sasu, sas, eurl, sarl, siret, kbis, immatricul*, declarer, cfe, expert comptable, comptable, franchise en base, guichet unique, autorisation, officialiser, independants, mei, cnpj, simples nacional',
  reserves:
    'reserve, reserves, reserve de tresorerie, reserve legale, matelas, matelas de securite, coussin, fonds d urgence, epargne de precaution, de cote, mettre de cote, argent de cote, livret, compte a terme, compte remunere, placement, liquidite, imprevus, imprevu, reconstituer, renflouer, mois de charges, laisser de l argent',
  'personal-finances':
    'me verser, me payer, se paie, me remunerer, ma remuneration, remuneration du dirigeant, mon salaire, salaire du dirigeant, se payer, prelever, retirer de l argent, compte perso, comptes perso, compte personnel, compte pro, compte bancaire separe, melanger, separer les comptes, argent perso, argent personnel, finances perso, finances personnelles, dividendes, quitter mon job, quitter mon emploi, demissionner, carte pro, depenses perso, vivre de mon activite',
  seasonality:
    'saison, saisonnalite, saisonnier, saisonniere, saisonniers, haute saison, basse saison, hors saison, mois creux, mois creu, periode creuse, c est mort, noel, fetes, fetes de fin d annee, soldes, black friday, ete, hiver, janvier, fevrier, fete des meres, rentree, vacances, pic, rush, extras, renfort, certains mois, les mois ou',
  'churn-retention':
    'churn, attrition, taux d attrition, resilier, resilient, resiliation, resiliations, se desabonner, desabonnement, desabonnements, annuler, annulation, fidelis*, fidelite, carte de fidelite, programme de fidelite, client fidele, clients fideles, habitues, retention, faire revenir, reviennent, reviennent pas, reconquerir, reactiver, clients perdus, tampons, revient, rien achete',
  'unit-economics':
    'cac, ltv, clv, marge sur couts variables, marge de contribution, mrr, arr, revenu recurrent, revenus recurrents, chiffre d affaires recurrent, saas, indicateurs, kpi, kpis, cout d acquisition, payback, valeur vie client, lifetime value, unit economics, panier moyen, activation, onboarding, essai gratuit, trial, cohorte, cohortes, marge brute, arpu, nrr, active',
  pivot:
    'pivoter, pivot*, changer de cap, changer d idee, changer mon idee, changer le produit, changer de cible, changer de modele, reorienter, reorientation, abandonner, laisser tomber, jeter l eponge, tout arreter, perseverer, continuer ou arreter, insister, fermer ma boite, fermer l entreprise, mettre la cle sous la porte, repartir de zero, recommencer, ca ne marche pas, ne decolle pas, stagne, couts irrecuperables, change d idee, arreter mon entreprise, il faut fermer, vaut le coup de continuer',
  validation:
    'valider, validation, mvp, produit minimum viable, landing page, page d atterrissage, liste d attente, smoke test, prevente, pre vente, precommande, prototype, entretiens clients, interroger, interviewer, tester mon idee, tester l idee, y a t il de la demande, de la demande, demande reelle, vraie demande, assez de demande, les gens vont acheter, quelqu un va acheter, payeraient, paieraient, vrai probleme, un marche pour, personne n en voudra, experimentation',
  'market-size':
    'taille du marche, taille de marche, taille de mon marche, tam, sam, som, marche potentiel, marche total, marche adressable, part de marche, parts de marche, clients potentiels, combien de clients potentiels, combien de consommateurs, insee, sirene, donnees de marche, etude de marche, population, habitants, niche, marche de niche, marche trop petit, marche assez grand, assez grand, bottom up, top down, combien d entreprises',
  competitors:
    'concurrent, concurrents, concurrente, concurrentes, concurrence, concurentiel, concurrentiel, concurrentielle, concurence, concurents, concurent, me differencier, differencier, differenciation, me demarquer, se demarquer, demarquer, avantage concurrentiel, analyse concurrentielle, benchmark, swot, me copie, quelqu un fait deja, existe deja, ocean bleu, acteur, acteurs, copient, comme la mienne',
  'startup-cost':
    'investissement de depart, investissement initial, apport, apport personnel, capital de depart, mise de depart, frais de demarrage, frais de creation, cout de creation, combien coute la creation, combien coute l ouverture, combien il faut pour, combien pour ouvrir, combien d argent, pour se lancer, avant l ouverture, materiel, equipement, travaux, amenagement, partir de zero, partant de rien, a partir de rien, peu d economies, budget de lancement, monter une boite, monter ma boite, acheter pour ouvrir',
  'business-plan':
    'business plan, buisness plan, busines plan, plan d affaires, bp, previsionnel, previsionnel financier, plan de financement, lean canvas, business model canvas, canvas, resume executif, executive summary, synthese, etude de faisabilite, faisabilite, modele de business plan, trame, combien de pages, proposition de valeur, plan strategique, dossier bancaire, canevas, modele economique',
};
