import type { Topic } from './topics';

/*
 * German (Germany): the words that point to each topic, as a comma-separated list (`x*` is a word
 * start). Umlauts fold to the plain vowel ("Gründung" reads "grundung"); founders who type "ue"
 * instead ("Gruendung") get that spelling listed where it is common. German joins words, and a
 * word start only sees a compound's first part, so the lists hold word starts for the first part
 * ("liquiditatsplan*": Liquiditätsplan, Liquiditätsplanung) and whole compounds for the usual ones
 * whose telling part comes last ("Verkaufspreis", "Mindestumsatz"). Kept apart on purpose:
 * "Liquidität" is cash-flow (loans has "Kredit", "Darlehen"), "Deckungsbeitrag" is
 * unit-economics, "Rücklage" and "Notgroschen" are reserves (startup-cost has "Startkapital").
 * "Geschäftsmodell" is business-plan (the canvas the mentor reads), changing it is pivot.
 */
export const DE_TOPIC_WORDS: Record<Topic, string> = {
  pricing:
    'preis*, verkaufspreis*, stundensatz, stundenlohn, tagessatz, pro stunde, wie viel verlangen, wieviel verlangen, was verlangen, wie viel nehmen, was soll ich nehmen, aufschlag, kalkulation, kalkulieren, rabatt*, nachlass, zu teuer, zu billig, zu gunstig, zu wenig, premium',
  marketing:
    'marketing, werb*, anzeige, anzeigen, reklame, bekannt, bekannt machen, bekannter werden, sichtbarkeit, ads, facebook ads, google ads, meta ads, instagram, insta, reels, stories, tiktok, social media, soziale medien, follower, reichweite, influencer*, seo, google maps, google unternehmensprofil, flyer, branding, marketingbudget, empfehlungsprogramm',
  'first-customers':
    'erste kunden, ersten kunden, erster kunde, erstkunden, ersten auftrag, erster auftrag, ersten verkauf, ersten zahlenden, keine kunden, keinen kunden, kein kunde, keinen einzigen kunden, niemand kauft, kennt mich keiner, kunden finden, kunden gewinnen, kundengewinnung, akquise, akquir*, kaltakquise, klinkenputzen, netzwerken, mundpropaganda, empfehlung, empfehlungen, weiterempfehlung, whatsapp, freunde und familie, bekannte',
  hiring:
    'einstell*, anstellen, mitarbeiter*, angestellte*, personal, personalkosten, lohnnebenkosten, arbeitgeber*, gehalt zahlen, gehalt leisten, minijob*, werkstudent, azubi, praktikant*, teilzeit, vollzeit, bewerb*, vorstellungsgesprach, stellenanzeige, scheinselbststandig*, kundigungsschutz, probezeit, festangestellte, arbeitsrecht*, freelancer statt',
  loans:
    'kredit*, darlehen, darlehn*, bankkredit, bank, banken, hausbank, finanzierung, finanzieren, zins, zinsen, zinssatz, effektivzins, tilg*, schulden, verschuld*, umschuld*, kfw, startgeld, mikrokredit, burgschaft, sicherheiten, leasing, kontokorrent, dispo*, grunderkredit, gruenderkredit, monatsrate*, monatliche rate',
  investors:
    'investor*, business angel*, angel, risikokapital, wagniskapital, venture capital, vc, vcs, beteiligungskapital, kapital aufnehmen, geld einsammeln, finanzierungsrunde, runde, seed, pre seed, bewertung, pre money, post money, pitch, pitch deck, term sheet, wandeldarlehen, anteile abgeben, traktion, bootstrapping, crowdfunding, crowdinvesting, firma wert, in meine firma investieren',
  'cash-flow':
    'liquiditat, liquiditatsplan*, liquiditatsengpass*, liquiditatsproblem*, cashflow, cash flow, umlaufkapital, umlaufvermogen, betriebskapital, betriebsmittel*, working capital, runway, burn rate, geld reicht, reicht mein geld, geld auf dem konto, konto im minus, ins minus, forderungen, offene rechnung*, zahlt nicht, zahlen nicht, nicht bezahlt, mahn*, zahlungsausfall*, zahlungsverzug, zahlungsziel, sauming*, factoring, vorfinanzier*',
  'break-even':
    'break even, breakeven, break even punkt, gewinnschwelle, rentabilitatsschwelle, kostendeckung, decken, mindestumsatz, wie viel muss ich verkaufen, wie viele stuck, wie viel umsatz brauche ich, gewinn machen, profitabel, profitabel werden, rentabel, verlust, verluste, keinen verlust, auf null, schwarze zahlen, sicherheitsabstand, macht gewinn',
  'fixed-costs':
    'miet*, vermieter, gewerbemiete, fixkost*, fixkosen, fixe kosten, laufende kosten, laufenden kosten, kosten senken, kosten sparen, kosten reduzieren, ausgaben senken, einsparen, einsparung, kostensenkung, kurzen, streichen, strom, stromkosten, abos, coworking, buro, ladenlokal, nachverhandeln, gemeinkosten, festgehalt, internetkosten, telefonkosten',
  'stock-capacity':
    'lager*, warenbestand, bestand, ware, ladenhuter, ladenhueter, nachbestell*, bestellmenge, meldebestand, inventur, abc analyse, regal*, wareneinsatz, food cost, lebensmittel*, wegwerfen, werfen, wegschmeissen, essensreste, verderb*, rezept*, portion*, speisekarte, gerichte, fifo, kapazitat*, ausgebucht, dienstleist*, gleichzeitig, pauschal',
  expansion:
    'expandieren, expansion, wachsen, zweiter laden, zweiten laden, zweite filiale, zweiten standort, zweiter standort, ein zweites, neuer standort, neuen standort, weiteren standort, filiale, filialen, zweigstelle, franchisesystem, franchisegeber, franchis*, andere stadt, neue stadt, ausland, ins ausland, export, exportieren, internationalisier*, skalieren, vergrossern, vergrosserung, kannibalisier*',
  'partners-equity':
    'mitgrunder*, mitgruender*, cofounder, co founder, gesellschafter, gesellschafterin, gesellschaftervertrag, gesellschaftsvertrag, partner, geschaftspartner, teilhaber, anteile, anteil, geschaftsanteile, aufteilung, aufteilen, 50 50, halbe halbe, vesting, cliff, cap table, ausscheiden, rauswerfen, abfindung des gesellschafters, virtuelle anteile, vsop, esop',
  'legal-tax':
    'steuer*, umsatzsteuer, mehrwertsteuer, einkommensteuer, gewerbesteuer, korperschaftsteuer, ust, mwst, finanzamt, kleinunternehmer*, gewerbe, gewerbe anmelden, gewerbeanmeldung, gewerbeschein, anmelden, melde ich, rechtsform, gmbh, ug, einzelunternehmen, gbr, freiberuf*, selbststandige, handelsregister, buchhaltung, besteuer*, genehmigung, mei, cnpj, simples nacional',
  reserves:
    'rucklage, rucklagen, ruecklage, ruecklagen, reserve, reserven, firmenreserve, notgroschen, notfall*, notreserve, puffer, liquiditatspuffer, finanzpolster, polster, liquiditatsreserve, eiserne reserve, zurucklegen, beiseitelegen, tagesgeld, festgeld, sparkonto, mindestliquiditat, unvorhergesehen*, auffullen, wieder auffullen, gesetzliche rucklage, liegen lassen, liegen zu lassen',
  'personal-finances':
    'mir zahlen, mir auszahlen, selbst aus, selbst bezahlen, geschaftsfuhrergehalt, unternehmerlohn, mein gehalt, mein lohn, eigenes gehalt, gehalt sollte ich mir, privatentnahme*, entnahme, entnehmen, privat, private, privatkonto, privatgeld, firmengeld, firmenkonto, geschaftskonto, konten trennen, vermisch*, privatfinanzen, personliche finanzen, ausschuttung, gewinnausschuttung, festanstellung, hauptjob, nebenberuflich',
  seasonality:
    'saison*, hochsaison, nebensaison, nachsaison, schwache monat*, schwachen monat*, ruhige monat*, ruhigen monat*, tote monate, flaute, sommerloch, weihnacht*, feiertage, black friday, sommer, winter, januar, februar, muttertag, schulanfang, jahreszeit, aushilfe*, welchen monaten, manche monate',
  'churn-retention':
    'churn, abwanderung, kundenabwanderung, abo kundigen, abbestellen, abmelden, kundenbindung, kundentreue, treue, stammkund*, wiederkomm*, wiederzukommen, kommen nie wieder, kommen nicht wieder, wiederkauf*, zuruckgewinn*, zurueckgewinn*, reaktivier*, stempelkarte, bonusprogramm, treueprogramm, treuekarte, gutschein, nichts gekauft, loyalitat, kundigen, kundigung, kundigungen, kundigt, kundigungsbutton',
  'unit-economics':
    'cac, ltv, clv, deckungsbeitrag*, mrr, arr, wiederkehrende*, saas, kennzahl*, kpi, kpis, akquisitionskosten, kundenakquisitionskosten, kundenwert, lifetime value, unit economics, warenkorb, bestellwert, aktivier*, onboarding, testphase, trial, kohorte*, rohertrag, bruttomarge, arpu, nrr, neukunde*',
  pivot:
    'pivot*, kurswechsel, kurs andern, richtung andern, neu ausrichten, neuausrichtung, umschwenken, idee andern, geschaftsidee andern, produkt andern, zielgruppe wechseln, aufgeben, aufhoren, hinschmeissen, hinwerfen, dranbleiben, weitermachen, weiterzumachen, durchhalten, dichtmachen, dichtzumachen, zumachen, von vorne anfangen, neu anfangen, lauft nicht, funktioniert nicht, stagniert, versunkene kosten, laden schliessen, firma schliessen, geschaftsmodell andern, geschaftsmodell umstellen',
  validation:
    'validier*, idee testen, teste ich meine idee, mvp, minimum viable product, landingpage, landing page, warteliste, smoke test, vorverkauf*, vorbestell*, prototyp, kundeninterview*, nachfrage, echte nachfrage, jemand kaufen, wirklich kaufen, kauft das, wirklich wollen, dafur bezahlen, zahlen wurden, will das keiner, echtes problem, echt ist, markt fur meine idee, dafur einen markt, mit wie vielen leuten, experiment, anmeldungen',
  'market-size':
    'marktgrosse, markt gross genug, marktvolumen, marktpotenzial, marktpotential, tam, sam, som, adressierbarer markt, gesamtmarkt, marktanteil*, potenzielle kunden, potentielle kunden, potenzielle kaufer, wie viele kunden gibt es, destatis, statistisch*, unternehmensregister, einwohner*, bevolkerung, nische zu klein, nischenmarkt*, markt zu klein, wie gross ist der markt, bottom up, top down, marktdaten, marktstudie',
  competitors:
    'konkurr*, konkurenz, konkurenten, wettbewerb*, mitbewerber, abgrenzen, differenzieren, alleinstellungsmerkmal, usp, konkurrenzanalyse, benchmark, swot, kopiert, kopieren, nachmachen, gibt es schon, macht schon jemand, blauer ozean, hebe ich mich, abheben von, apps wie meine',
  'startup-cost':
    'startkapital, anfangsinvestition, anfangskapital, grundungskosten, grundungskapital, grundungs*, gruendungskosten, kapitalbedarf, anlaufkosten, anschaffungen, anschaffung, ausstattung, einrichtung, umbau, renovierung, eroffnung, vor der eroffnung, was kostet eine grundung, wie viel geld brauche ich, geld zum start, bei null, von null, kleines budget, wenig erspartes, eigenkapital, geld brauch ich',
  'business-plan':
    'businessplan, businesplan, business plan, businessplans, geschaftsplan, geschaeftsplan, lean canvas, business model canvas, canvas, executive summary, zusammenfassung, finanzplan, finanzteil, rentabilitatsvorschau, ertragsvorschau, umsatzplanung, planrechnung, machbarkeit, machbarkeitsstudie, businessplan vorlage, wie viele seiten, wertversprechen, gliederung, geschaftsmodell, geschaftsmodells',
};
