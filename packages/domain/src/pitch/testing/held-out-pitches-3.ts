/*
 * The third held-out set of pitches (decision 032). It was written blind: its author read only the
 * shape of a held-out set, the kinds and parts of a pitch with each kind's time, and the members of
 * the language and currency types. The scorer's own files (how it reads claims, numbers, words,
 * questions and evidence, how it splits text and how it grades), its tests, the two earlier held-out
 * sets, the pitch corpus, the documentation, the benchmark, the translated pitch texts and the
 * applications were not opened, so nothing here is phrased to suit the way the scorer listens.
 *
 * The businesses, one per language, each told as a strong pitch, a vague twin and an over-claiming
 * twin:
 * - pt-BR, investor: Cesta Viva, a weekly box of produce from family farms for households in Belo
 *   Horizonte, paid by a recurring Pix (B2C, product, subscription).
 * - en-US, class: TreadLine Mobile, tire care at the yard for small contractor fleets in
 *   Dallas–Fort Worth (B2B, service, subscription).
 * - es-ES, elevator: Sinescalón, bathtubs swapped for level showers in older people's homes in
 *   Valencia (B2C, service, one-off).
 * - fr-FR, investor: Clair Bassin, seasonal care of the pools of campsites and holiday residences in
 *   the Var (B2B, service, seasonal contract).
 * - de-DE, class: Balkonwerk, plug-in balcony solar sets fitted and cleared with the landlord for
 *   tenants in Leipzig (B2C, product with fitting, one-off).
 *
 * Numbers are written the way each language writes them: 1.234,56 in Portuguese, Spanish and
 * German; 1,234.56 in English; in French 1 234,56 with a narrow no-break space (U+202F) between
 * the groups and a no-break space (U+00A0) before € and % (this comment shows plain spaces; the
 * texts carry the real ones). Money takes the forms founders use (R$ 441 mil, $1.8M, 350.000 euros,
 * 648 k€, 1,2 Mio. €), and some percentages are said in words.
 *
 * The evidence is in whole currency units: a market a year (a market told per month is multiplied
 * by twelve), a price per sale, revenue a month (revenue told for a year is divided by twelve), the
 * cost of winning one new customer, margin and growth as the percentage number, runway in months
 * and customers as a count. Market sizes, price and customers come from a validation; revenue,
 * margin, growth, the cost of a customer and runway from a simulation. Round figures in a text stay
 * within a few per cent of their evidence, so that only the over-claiming twins overstate.
 */

import { figure, overClaimingTwin, vagueTwin, type HeldOutPitch, type Source } from './held-out-shape';

// pt-BR — investor pitch. The market is told as household spending a year, revenue a month.

const PT_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-3-pt-validation',
  name: 'Entrevistas e lista de espera em Belo Horizonte',
};
const PT_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-3-pt-simulation',
  name: 'Simulação de assinaturas da Cesta Viva',
};

const PT_STRONG: HeldOutPitch = {
  id: 'held-out-3-pt-produce-box-strong',
  language: 'pt-BR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'A Cesta Viva entrega toda semana, na porta de famílias de Belo Horizonte, frutas, verduras e legumes colhidos na véspera por agricultores familiares da região.',
    problem:
      'Quem mora em BH e trabalha fora compra hortifrúti no supermercado do bairro, onde a verdura chega do Ceasa depois de dois ou três intermediários. A alface dura dois dias na geladeira e o tomate vem verde. Em 212 entrevistas no Buritis, na Pampulha e no Sagrada Família, sete em cada dez famílias contaram que jogam fora parte do que compram. Do outro lado, o agricultor de Mário Campos ou de Brumadinho vende para o atravessador por um terço do preço da gôndola.',
    solution:
      'Compramos direto de 46 produtores num raio de 70 km, com preço combinado por safra. A colheita é na segunda e na quinta, a cesta sai no mesmo dia do nosso galpão em Contagem e chega até as sete da noite. A família troca itens pelo WhatsApp até a véspera.',
    whyNow:
      'O momento é agora por causa do Pix Automático, que o Banco Central colocou no ar em 16 de junho de 2025. Até então, assinar dependia de cartão de crédito, e muita família desistia na hora de pagar por falta de limite. Desde então a cobrança semanal cai sozinha na conta, sem cartão.',
    market:
      'As famílias da Grande BH gastam R$ 9,6 bilhões por ano com hortifrúti. O nosso mercado endereçável, as famílias de classe B e C nos bairros onde a van chega em menos de 40 minutos, é de R$ 1,4 bilhão por ano.',
    competition:
      'Concorremos com o supermercado, com a feira livre de sábado e com os aplicativos de entrega. O supermercado ganha em variedade e a feira em preço, mas nenhum dos dois leva a colheita do dia até a porta. Os aplicativos cobram taxa por pedido e trazem o mesmo produto da gôndola.',
    businessModel:
      'A cesta média custa R$ 89 por semana, com frete incluído, e a margem bruta fica em 31%, já descontadas perdas, embalagem retornável e entrega. Trazer uma família nova custa, em média, R$ 62, quase tudo em indicação premiada com uma cesta grátis.',
    traction:
      'Começamos em março de 2024 com 40 famílias no Buritis. Hoje são 1.240 famílias assinantes, o faturamento é de R$ 441 mil por mês e vem crescendo 14% ao mês nos últimos seis meses.',
    team: 'Eu sou a Juliana Prates, agrônoma, e passei nove anos na Emater-MG trabalhando com esses mesmos produtores. O Rodrigo Salles cuidou por sete anos da logística de perecíveis de uma rede de supermercados mineira. A Tainá Ferreira, gerente de produto numa fintech por cinco anos, cuida do aplicativo.',
    ask: 'Estamos captando R$ 2,5 milhões para uma câmara fria de 60 m² em Contagem, três vans refrigeradas e a entrada em Nova Lima e Betim nos próximos 18 meses. Hoje temos caixa para 11 meses, e a rodada nos leva ao ponto de equilíbrio.',
  },
  evidence: [
    figure(PT_VALIDATION, 'marketSize', 9_600_000_000, 'BRL', 'tam'),
    figure(PT_VALIDATION, 'marketSize', 1_400_000_000, 'BRL', 'sam'),
    figure(PT_VALIDATION, 'price', 89, 'BRL'),
    figure(PT_VALIDATION, 'customers', 1_240, null),
    figure(PT_SIMULATION, 'revenue', 441_000, 'BRL'),
    figure(PT_SIMULATION, 'margin', 31, null),
    figure(PT_SIMULATION, 'growth', 14, null),
    figure(PT_SIMULATION, 'cac', 62, 'BRL'),
    figure(PT_SIMULATION, 'runway', 11, null),
  ],
  note: 'A weekly produce box in Belo Horizonte with every figure said once, a dated reason (Pix Automático) and a priced, timed ask.',
};

const PT_VAGUE = vagueTwin(
  PT_STRONG,
  {
    oneLiner:
      'A Cesta Viva é uma plataforma disruptiva que está revolucionando a forma como as pessoas se relacionam com a comida, conectando o campo e a cidade de um jeito totalmente inovador.',
    problem:
      'Hoje em dia todo mundo quer comer melhor, mas a verdade é que o sistema alimentar está quebrado. As pessoas não têm tempo, a comida não é fresca e existe muito, muito desperdício. É uma dor enorme que afeta literalmente todo mundo.',
    solution:
      'A nossa solução é um ecossistema completo de alimentação saudável, com tecnologia, curadoria e uma experiência incrível, do produtor até a mesa, com impacto social e sustentabilidade no centro de tudo.',
    whyNow:
      'O momento nunca foi tão certo. O mundo mudou, o consumidor está cada vez mais consciente e os meios de pagamento estão evoluindo muito rápido. Quem não entrar agora vai ficar para trás.',
    market:
      'O mercado de alimentação é gigantesco, um dos maiores do país, e não para de crescer. Todo mundo come, então o nosso cliente é basicamente todo mundo.',
    competition:
      'Na real, a gente não tem concorrente direto. Supermercado e aplicativo são modelos ultrapassados, e ninguém faz o que a gente faz do jeito que a gente faz.',
    businessModel:
      'Trabalhamos com um modelo de recorrência super escalável, preço justo e margens saudáveis, e o custo para trazer cliente é baixíssimo, porque as pessoas amam a marca.',
    traction:
      'A tração tem sido impressionante. Os clientes estão adorando, o boca a boca está muito forte e a gente cresce de forma exponencial mês após mês.',
    team: 'Somos um time apaixonado, complementar e com muita experiência, que respira esse propósito todos os dias e não tem medo de trabalho duro.',
    ask: 'Estamos buscando investidores parceiros que acreditem na nossa visão para acelerar o crescimento e levar a Cesta Viva para o próximo nível.',
  },
  'The same produce box told in hype and fillers: everyone is the customer, no figure, no date and an ask with no amount.',
);

const PT_OVER = overClaimingTwin(
  PT_STRONG,
  [
    { part: 'traction', metric: 'revenue', from: 'R$ 441 mil por mês', said: 'R$ 1,2 milhão por mês' },
    { part: 'traction', metric: 'customers', from: '1.240 famílias', said: '4.800 famílias' },
  ],
  'The strong produce-box pitch with monthly revenue and the count of subscribing families both inflated several times over the evidence.',
);

// en-US — class pitch. The market is told as fleet spending a year, with a five-year share as SOM.

const EN_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-3-en-validation',
  name: 'Ride-alongs and fleet-owner interviews in Dallas–Fort Worth',
};
const EN_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-3-en-simulation',
  name: 'TreadLine Mobile route and plan model',
};

const EN_STRONG: HeldOutPitch = {
  id: 'held-out-3-en-fleet-tires-strong',
  language: 'en-US',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'TreadLine Mobile keeps the pickups and vans of small contractors in Dallas–Fort Worth on safe tires by servicing them in the yard before the trucks roll out, so no crew loses a morning at a tire shop.',
    problem:
      'Talk to anyone who runs a landscaping, plumbing or HVAC company with ten or twenty trucks and you hear the same story. A truck gets a flat or a slow leak at seven in the morning, a crew of three sits in a tire shop in Garland for half a day, and every job on that route gets pushed. One owner in Mesquite told us a single flat costs him around $900 once you add the lost jobs and the overtime. Nobody on his team checks pressure or tread, because nobody owns that job. Tires wear unevenly, blow out on I-635 in August, and get replaced in a panic at full retail price. Last spring we rode along with 31 crews and logged 64 tire-related stops in four weeks.',
    solution:
      'We bring the tire shop to the yard. One of our service trucks shows up at 5:30 a.m., before the crews leave, and checks every vehicle: pressure, tread depth, sidewalls, lug nuts. We rotate on schedule, patch what can be patched, and swap tires on the spot from the stock we carry. By 7 the owner has a one-page report on his phone with a photo of every tire and what we did to it. If a truck breaks down during the day, we go to it, and that call is already included.',
    whyNow:
      'On January 1, 2025, Texas ended the annual safety inspection for non-commercial vehicles. For years that inspection was the one moment a mechanic looked at the tires on these pickups. That moment is gone, so owners need someone to take the job, and their insurers have started asking how they handle it.',
    market:
      "Small fleets in Texas, meaning companies with five to fifty vehicles, spend about $2.1 billion a year on tires and tire service. Here in Dallas–Fort Worth that spend is around $310 million a year, and that's the market we're going after first. Our goal is to win 3% of it over the next five years, which would be about $9.3 million in yearly revenue.",
    competition:
      "Today these fleets use one of three options. The retail tire chains have good prices, but the truck has to go to them and wait in line. The big national fleet-service companies do mobile work, but they want customers with a hundred vehicles or more, and a landscaper with twelve trucks isn't worth their time. And then there's the guy with a trailer who comes out when he can. We're the only ones who show up on a fixed schedule, before dawn, for small fleets, with a report the owner actually reads.",
    businessModel:
      'Fleets pay $39 per vehicle per month. That covers the monthly inspection, rotations, patches and roadside calls. Tires are sold on top, below retail, because we buy by the pallet from a distributor in Irving. Across the plan and tire sales our gross margin is 42%. Signing a new fleet costs us about $1,850, mostly my time on sales visits plus a free first inspection morning, and so far no fleet that stayed past its third month has left us.',
    traction:
      "We started in September 2023 with one truck and four fleets in Garland. Today we serve 87 fleets, about 1,430 vehicles, with three trucks on the road. Revenue is $118,000 a month, and it's grown 11% month over month since January.",
    team: "I'm Marcus Delgado. I spent fourteen years in tire retail, the last six managing a store in Arlington, so I know both the buying side and the wrench side. Keisha Watts ran the fleet of a 60-truck HVAC company in Plano for nine years; she lived this problem before she joined us as co-founder. Dev Patel spent six years writing routing software for a food distributor and built the app that sends the morning report. We also have four full-time technicians, all ASE-certified.",
    ask: "We're raising $1.8M. It pays for five more service trucks with their tire stock, two technicians per truck, and our move into Fort Worth and Arlington over the next 20 months. We have 14 months of runway today, and with this round we expect to break even before the money runs out. Come ride along one morning and see it.",
  },
  evidence: [
    figure(EN_VALIDATION, 'marketSize', 2_100_000_000, 'USD', 'tam'),
    figure(EN_VALIDATION, 'marketSize', 310_000_000, 'USD', 'sam'),
    figure(EN_VALIDATION, 'marketSize', 9_300_000, 'USD', 'som'),
    figure(EN_VALIDATION, 'price', 39, 'USD'),
    figure(EN_VALIDATION, 'customers', 87, null),
    figure(EN_SIMULATION, 'revenue', 118_000, 'USD'),
    figure(EN_SIMULATION, 'margin', 42, null),
    figure(EN_SIMULATION, 'growth', 11, null),
    figure(EN_SIMULATION, 'cac', 1_850, 'USD'),
    figure(EN_SIMULATION, 'runway', 14, null),
  ],
  note: 'Yard tire service for contractor fleets in Dallas–Fort Worth, told at class length with TAM, SAM and SOM, a per-vehicle price and a dated change in Texas law.',
};

const EN_VAGUE = vagueTwin(
  EN_STRONG,
  {
    oneLiner:
      "TreadLine Mobile is reimagining vehicle care for the modern era, a next-generation, tech-enabled mobility platform that's changing how the world thinks about tires.",
    problem:
      "Honestly, everyone who drives has dealt with tire headaches at some point. It's a huge pain point across the board. Businesses lose time, people get frustrated, and the whole experience is broken and outdated. It's one of those problems that's just everywhere, and nobody has really solved it.",
    solution:
      "Our solution is a seamless, end-to-end experience that brings world-class service right to the customer. We leverage smart technology and a customer-first mindset to deliver peace of mind, basically an all-in-one platform for everything tires. It's convenient, it's proactive and it just works.",
    whyNow:
      "The timing couldn't be better. The industry is going through massive change, regulations are shifting, and customers expect more than ever. There's a real window right now and we're perfectly positioned to capture it.",
    market:
      "The market is absolutely massive. Every vehicle on the road needs tires, so literally everyone is a potential customer, from families to huge corporations. It's a giant, fragmented space that is ripe for disruption.",
    competition:
      "We don't really see anyone doing what we do. The incumbents are stuck in the past and just aren't innovating, and the smaller players don't have our vision. We believe our approach is truly unique and hard to copy.",
    businessModel:
      'We run a recurring, highly scalable model with attractive unit economics. Pricing is competitive, margins are strong, and our acquisition costs are super low because customers love us and spread the word.',
    traction:
      "Traction has been incredible. Customers are thrilled, the feedback is amazing, and we're growing really fast, week after week. The momentum is undeniable and we're just getting started.",
    team: "We're a passionate, world-class team with deep industry experience and a shared obsession with the customer. We've got the right mix of operators and builders, and we're all in.",
    ask: "We're looking for strategic partners who share our vision to help us scale, accelerate growth and take TreadLine to the next level. Let's talk about how we can build this together.",
  },
  'The same tire service told in buzzwords: everyone who drives is the customer, no figure, no date and an ask with no amount.',
);

const EN_OVER = overClaimingTwin(
  EN_STRONG,
  [
    { part: 'market', metric: 'marketSize', from: '$310 million', said: '$1.2 billion' },
    { part: 'businessModel', metric: 'cac', from: '$1,850', said: '$600' },
  ],
  'The strong fleet-tire pitch with the Dallas–Fort Worth market nearly quadrupled and a flattering cost of signing a fleet, under a third of the evidence.',
);

// es-ES — elevator pitch. It leaves out the parts a minute has no time for: why now, competition
// and team.

const ES_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-3-es-validation',
  name: 'Visitas a domicilio y presupuestos en Valencia',
};
const ES_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-3-es-simulation',
  name: 'Simulación de obras de Sinescalón',
};

const ES_STRONG: HeldOutPitch = {
  id: 'held-out-3-es-level-shower-strong',
  language: 'es-ES',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner:
      'Sinescalón cambia bañeras por platos de ducha a ras de suelo en casas de personas mayores de Valencia, en dos días.',
    problem:
      'Casi todas las caídas en el baño son al salir de la bañera. Pero el reformista tarda meses, da un presupuesto que nadie entiende y deja la obra abierta dos semanas.',
    solution:
      'Medimos en casa, damos precio cerrado en la visita y en 48 horas hay ducha sin escalón, asideros y suelo antideslizante.',
    market:
      'En la provincia de Valencia las familias gastan unos 95 millones de euros al año en adaptar baños; en toda España, unos 1.200 millones.',
    businessModel:
      'Cobramos 3.900 euros por baño con un margen del treinta y cuatro por ciento, y captar cada cliente nos cuesta unos 210 euros, porque nos recomiendan fisioterapeutas y trabajadoras sociales.',
    traction: 'Llevamos 146 baños, facturamos 47.000 euros al mes y crecemos un 9 % mensual.',
    ask: 'Buscamos 350.000 euros para dos cuadrillas más y abrir Castellón en doce meses. Tenemos caja para ocho meses.',
  },
  evidence: [
    figure(ES_VALIDATION, 'marketSize', 1_200_000_000, 'EUR', 'tam'),
    figure(ES_VALIDATION, 'marketSize', 95_000_000, 'EUR', 'sam'),
    figure(ES_VALIDATION, 'price', 3_900, 'EUR'),
    figure(ES_VALIDATION, 'customers', 146, null),
    figure(ES_SIMULATION, 'revenue', 47_000, 'EUR'),
    figure(ES_SIMULATION, 'margin', 34, null),
    figure(ES_SIMULATION, 'growth', 9, null),
    figure(ES_SIMULATION, 'cac', 210, 'EUR'),
    figure(ES_SIMULATION, 'runway', 8, null),
  ],
  note: 'A one-minute pitch for level showers in Valencia, without why now, competition or team, with the margin and the runway said in words.',
};

const ES_VAGUE = vagueTwin(
  ES_STRONG,
  {
    oneLiner:
      'Sinescalón es una propuesta innovadora que está transformando el concepto de hogar para que todo el mundo pueda vivir mejor.',
    problem:
      'Es un problema que nos afecta a todos, la verdad. Las casas no están pensadas para las personas y el sector de las reformas está anticuado y lleno de malas experiencias.',
    solution:
      'Ofrecemos una solución integral, ágil y centrada en el cliente, con la máxima calidad y un trato cercano que marca la diferencia.',
    market: 'El mercado es enorme y no para de crecer; al final, cualquier persona con una casa es cliente potencial.',
    businessModel:
      'Tenemos un modelo muy rentable y escalable, con precios competitivos y un coste de captación mínimo gracias al boca a boca.',
    traction: 'La respuesta está siendo espectacular y crecemos a un ritmo brutal.',
    ask: 'Buscamos inversores que crean en el proyecto y quieran acompañarnos en esta aventura para llevarlo al siguiente nivel.',
  },
  'The same level-shower business told in fillers: everyone with a home is the customer, no figure and an ask with no amount.',
);

const ES_OVER = overClaimingTwin(
  ES_STRONG,
  [
    { part: 'businessModel', metric: 'price', from: '3.900 euros', said: '8.500 euros' },
    { part: 'traction', metric: 'growth', from: '9 %', said: '25 %' },
  ],
  'The strong level-shower pitch with the price per bathroom more than doubled and monthly growth nearly tripled.',
);

// fr-FR — investor pitch. Revenue is told for the last twelve months and growth over a year; the
// runway is said as "un an et demi".

const FR_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-3-fr-validation',
  name: 'Enquête auprès des campings du Var et des Alpes-Maritimes',
};
const FR_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-3-fr-simulation',
  name: 'Simulation des contrats saisonniers de Clair Bassin',
};

const FR_STRONG: HeldOutPitch = {
  id: 'held-out-3-fr-campsite-pools-strong',
  language: 'fr-FR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'Clair Bassin entretient les piscines des campings et des résidences de vacances du Var, pour qu’aucun exploitant n’ait à fermer son bassin en pleine saison.',
    problem:
      'Un camping quatre étoiles de Fréjus vend d’abord sa piscine. Or l’eau d’un bassin collectif est contrôlée par l’ARS, qui peut le fermer du jour au lendemain si le chlore ou le pH dérive. Pour tenir le carnet sanitaire, l’exploitant compte sur un saisonnier formé en deux jours. Sur les 37 campings que nous avons interrogés entre Saint-Raphaël et Hyères, un sur quatre a dû fermer au moins une journée l’été dernier.',
    solution:
      'Nous prenons tout le bassin en charge. Des sondes mesurent le chlore, le pH et la température toutes les quinze minutes et nous alertent avant la dérive. En haute saison, un technicien passe chaque matin, corrige, tient le carnet sanitaire à jour et prépare les prélèvements de l’ARS. Nous réglons aussi la filtration pour limiter les appoints d’eau.',
    whyNow:
      'Depuis l’été 2022, le Var enchaîne les arrêtés sécheresse, et en 2023 plusieurs communes ont interdit de remplir les piscines avec l’eau du réseau. On ne peut plus vidanger un bassin raté et recommencer : il faut une eau tenue parfaitement toute la saison. Les exploitants nous appellent parce qu’ils n’ont plus droit à l’erreur.',
    market:
      'En France, l’entretien des piscines de l’hôtellerie de plein air et des résidences de tourisme représente environ 310 M€ par an. Dans le Var et les Alpes-Maritimes, nous comptons 1 140 établissements avec piscine, soit 46 M€ par an.',
    competition:
      'Les pisciniers locaux passent une fois par semaine, ce qui ne suffit pas pour un bassin collectif. Beaucoup d’exploitants font encore tout en interne. Nous sommes les seuls à nous engager sur la conformité, avec des sondes et un passage quotidien.',
    businessModel:
      'Nous vendons un forfait saisonnier de 7 800 € par bassin, sondes comprises ; les produits de traitement sont refacturés. Notre marge brute est de 38 %. Signer un nouveau camping nous coûte environ 1 100 € : deux visites sur place, un audit de l’eau offert et un salon professionnel à Montpellier.',
    traction:
      'Nous avons démarré en 2023 avec huit campings autour de Fréjus. Aujourd’hui, 64 établissements nous font confiance, et sur les douze derniers mois nous avons réalisé 648 k€ de chiffre d’affaires, en hausse de 85 % sur un an. Aucun de nos clients n’a subi de fermeture l’été dernier.',
    team: 'Je m’appelle Mathieu Olivier et j’ai été pendant douze ans responsable technique des piscines d’un grand camping de Fréjus. Sonia Benali a dirigé l’exploitation d’un groupe de résidences de vacances pendant huit ans ; notre chef d’équipe, Karim Da Silva, est technicien piscine depuis quinze ans.',
    ask: 'Nous levons 900 000 € pour ouvrir l’Hérault et le Gard d’ici deux saisons : quatre utilitaires équipés, huit techniciens et un second dépôt de produits à Montpellier. Nous avons aujourd’hui un an et demi de trésorerie.',
  },
  evidence: [
    figure(FR_VALIDATION, 'marketSize', 310_000_000, 'EUR', 'tam'),
    figure(FR_VALIDATION, 'marketSize', 46_000_000, 'EUR', 'sam'),
    figure(FR_VALIDATION, 'price', 7_800, 'EUR'),
    figure(FR_VALIDATION, 'customers', 64, null),
    figure(FR_SIMULATION, 'revenue', 54_000, 'EUR'),
    figure(FR_SIMULATION, 'margin', 38, null),
    figure(FR_SIMULATION, 'growth', 85, null),
    figure(FR_SIMULATION, 'cac', 1_100, 'EUR'),
    figure(FR_SIMULATION, 'runway', 18, null),
  ],
  note: 'Seasonal pool care for campsites in the Var, with revenue told for a year (648 k€, so 54 000 € a month in the evidence) and the runway said as a year and a half.',
};

const FR_VAGUE = vagueTwin(
  FR_STRONG,
  {
    oneLiner:
      'Clair Bassin réinvente l’expérience piscine grâce à une approche innovante et connectée qui change la donne pour tout le monde.',
    problem:
      'Tout le monde connaît les galères liées aux piscines. C’est un vrai point de douleur, pour les professionnels comme pour les particuliers, et le secteur reste très traditionnel.',
    solution:
      'Nous proposons une solution globale, intelligente et clé en main, qui allie technologie de pointe et savoir-faire humain pour offrir une tranquillité d’esprit totale.',
    whyNow:
      'Le contexte n’a jamais été aussi favorable. Les attentes évoluent, l’environnement change et les acteurs cherchent de nouvelles réponses. C’est maintenant ou jamais.',
    market:
      'Le marché est colossal et en pleine croissance : toutes les piscines, partout, ont besoin d’entretien. Potentiellement, tout le monde est client.',
    competition:
      'Nous n’avons pas vraiment de concurrents. Les acteurs historiques sont dépassés et personne ne propose une approche comme la nôtre.',
    businessModel:
      'Notre modèle récurrent est très scalable, avec des prix attractifs, des marges solides et un coût d’acquisition quasi nul grâce au bouche-à-oreille.',
    traction:
      'Les retours sont excellents, les clients adorent et la croissance est exceptionnelle. La dynamique est clairement là.',
    team: 'Nous sommes une équipe passionnée et complémentaire, avec une solide expérience du terrain et une vraie vision.',
    ask: 'Nous recherchons des partenaires qui partagent notre vision pour accélérer notre développement et passer à l’étape supérieure.',
  },
  'The same campsite pool business told in hype: everyone is a client, no figure, no date and an ask with no amount.',
);

const FR_OVER = overClaimingTwin(
  FR_STRONG,
  [
    { part: 'businessModel', metric: 'margin', from: '38 %', said: '81 %' },
    { part: 'ask', metric: 'runway', from: 'un an et demi', said: 'quatre ans' },
  ],
  'The strong campsite-pool pitch with the gross margin more than doubled and the runway said as four years instead of a year and a half.',
);

// de-DE — class pitch. The regional market is told per month (multiplied by twelve in the
// evidence); the margin is said as "Prozent" and growth with the sign.

const DE_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-3-de-validation',
  name: 'Mieterbefragung und Vorbestellungen in Leipzig',
};
const DE_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-3-de-simulation',
  name: 'Planrechnung Balkonwerk',
};

const DE_STRONG: HeldOutPitch = {
  id: 'held-out-3-de-balcony-solar-strong',
  language: 'de-DE',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'Balkonwerk bringt Mietern in Leipzig ein steckerfertiges Solarkraftwerk an den Balkon – ausgesucht, montiert, angemeldet und mit dem Vermieter abgestimmt, alles an einem Vormittag.',
    problem:
      'In Leipzig wohnen fast neun von zehn Haushalten zur Miete, sehr viele davon in Gründerzeithäusern mit alten, schmiedeeisernen Geländern. Viele würden gern ihren eigenen Strom machen, aber sie scheitern an drei Dingen. Erstens an der Technik: Welches Set passt an welches Geländer, wie schwer darf es sein, hält das beim nächsten Sturm? Zweitens am Vermieter. Wir haben 140 Mieter befragt, die ein Balkonkraftwerk wollten, und mehr als die Hälfte hat nach der ersten Mail an die Hausverwaltung aufgegeben, weil keine Antwort kam oder ein pauschales Nein. Drittens an der Montage. Wer im dritten Stock zwei Module mit je 22 Kilo über die Brüstung heben soll, macht das nicht gern allein. Das Ergebnis sieht man bei jedem Spaziergang durch Connewitz oder Gohlis: Kartons im Keller und Module, die seit Monaten an der Wohnzimmerwand lehnen.',
    solution:
      'Wir machen daraus einen einzigen Termin. Der Kunde schickt uns drei Fotos vom Balkon, und wir wählen Module und Halterung aus. Die Halterung für Altbaugeländer haben wir selbst entwickelt; sie hält ohne Bohren. Den Antrag an den Vermieter schreiben wir mit Statiknachweis und Datenblatt nach einer Vorlage, die die großen Hausverwaltungen in der Stadt inzwischen kennen. Am Montagetag kommt ein Zweierteam, baut in gut zwei Stunden auf, prüft die Steckdose und meldet die Anlage im Marktstammdatenregister an. Danach sieht der Kunde in unserer App, wie viel Strom sein Balkon gerade macht und was er damit spart.',
    whyNow:
      'Zwei Gesetzesänderungen haben diesen Markt 2024 aufgemacht. Seit dem 16. Mai 2024 gilt das Solarpaket I: Wechselrichter mit 800 Watt sind erlaubt, und die Anmeldung beim Netzbetreiber entfällt. Und seit dem 17. Oktober 2024 gehören Balkonkraftwerke im Mietrecht zu den privilegierten baulichen Veränderungen. Der Vermieter kann also nicht mehr einfach Nein sagen, er kann nur noch über das Wie mitreden. Vorher war jede Anfrage ein Bittbrief, heute ist sie ein Anspruch – und diesen Anspruch setzen wir für unsere Kunden durch.',
    market:
      'Balkonkraftwerke samt Montage sind in Deutschland ein Markt von rund 410 Mio. € im Jahr. Unser direkter Markt sind die Mieterhaushalte mit Balkon in Leipzig, Halle und Dresden. Dort geben die Leute heute rund 3,2 Mio. € im Monat für Steckersolar aus, Geräte und Montage zusammengerechnet, und der größte Teil davon geht noch an Baumärkte und Onlinehändler.',
    competition:
      'Die meisten kaufen heute im Baumarkt oder online, für 400 bis 600 Euro. Das ist günstiger als wir, aber danach steht man mit dem Karton allein da. Elektrobetriebe montieren zwar, sind aber auf Monate ausgebucht und fahren für ein 800-Watt-Gerät ungern raus. Die großen Solarfirmen wollen Dächer verkaufen, keine Balkone. Wir sind in der Region die Einzigen, die den ganzen Weg übernehmen, den Vermieter eingeschlossen – und genau für diesen Teil bezahlen uns die Kunden.',
    businessModel:
      'Das Komplettpaket kostet 1.290 €: zwei Module, Wechselrichter, unsere Halterung, der Antrag an den Vermieter, Montage und Anmeldung. Nach Material und Montagezeit bleiben uns 29 Prozent Rohertrag. Einen neuen Kunden zu gewinnen kostet uns im Schnitt 95 €. Das meiste davon sind Infoabende in Hausfluren und Anzeigen in den Mitgliederzeitschriften der Wohnungsgenossenschaften; fast jeder dritte Kunde kommt über einen Nachbarn, der schon eine Anlage von uns hat. Speicher und Wartung verkaufen wir nach, aber das ist noch ein kleiner Teil.',
    traction:
      'Die erste Montage war im April 2024 in Plagwitz. Heute haben wir 612 Haushalte ausgestattet, und zwei Wohnungsgenossenschaften empfehlen uns ihren Mitgliedern offiziell. Im Moment setzen wir rund 74.000 € im Monat um, und seit Jahresbeginn wächst der Umsatz im Schnitt um 12 % pro Monat. Reklamationen wegen der Halterung hatten wir bisher keine einzige, auch nicht nach den Herbststürmen.',
    team: 'Ich bin Anne Kießling, Elektrotechnikermeisterin, und habe elf Jahre in einem Leipziger Elektrobetrieb gearbeitet, die letzten vier als Bauleiterin. Tobias Heinrich war acht Jahre im Vertrieb eines sächsischen Energieversorgers und kennt jeden Netzbetreiber zwischen Halle und Görlitz. Leyla Aydın hat sechs Jahre in der Verwaltung einer Wohnungsgenossenschaft mit 9.000 Wohnungen gearbeitet; sie weiß, wie eine Hausverwaltung einen Antrag liest, und schreibt unsere Vorlagen. Dazu kommen vier Monteure in zwei Teams.',
    ask: 'Wir suchen 1,2 Mio. € in einer Seed-Runde. Damit eröffnen wir in den nächsten 18 Monaten Standorte in Halle und Dresden, stellen zwei weitere Montageteams ein und mieten ein Lager in Schkeuditz, damit wir Module palettenweise einkaufen können. Ohne die Runde reicht unser Geld noch 9 Monate. Mit ihr erreichen wir die Gewinnschwelle, bevor wir ein zweites Lager brauchen.',
  },
  evidence: [
    figure(DE_VALIDATION, 'marketSize', 410_000_000, 'EUR', 'tam'),
    figure(DE_VALIDATION, 'marketSize', 38_400_000, 'EUR', 'sam'),
    figure(DE_VALIDATION, 'price', 1_290, 'EUR'),
    figure(DE_VALIDATION, 'customers', 612, null),
    figure(DE_SIMULATION, 'revenue', 74_000, 'EUR'),
    figure(DE_SIMULATION, 'margin', 29, null),
    figure(DE_SIMULATION, 'growth', 12, null),
    figure(DE_SIMULATION, 'cac', 95, 'EUR'),
    figure(DE_SIMULATION, 'runway', 9, null),
  ],
  note: 'Balcony solar fitted for tenants in Leipzig, told at class length with two dated changes in the law and a regional market said per month.',
};

const DE_VAGUE = vagueTwin(
  DE_STRONG,
  {
    oneLiner:
      'Balkonwerk ist eine innovative Plattform, die die Energiewende für alle erlebbar macht und nachhaltige Energie ganz neu denkt.',
    problem:
      'Jeder kennt das: Energie wird immer wichtiger, aber das Thema ist kompliziert, und die Menschen fühlen sich allein gelassen. Das betrifft im Grunde alle, egal ob Mieter, Eigentümer oder Unternehmen. Der Markt ist unübersichtlich und die Kundenerfahrung ist schlecht.',
    solution:
      'Wir bieten eine ganzheitliche Rundum-sorglos-Lösung aus einer Hand, smart, digital und nachhaltig. Unsere Kunden bekommen ein nahtloses Erlebnis vom ersten Kontakt bis weit danach, mit modernster Technologie und echtem Service.',
    whyNow:
      'Der Zeitpunkt könnte nicht besser sein. Die Rahmenbedingungen haben sich stark verändert, das Bewusstsein wächst und der Wandel ist in vollem Gange. Wer jetzt nicht handelt, verpasst den Anschluss.',
    market:
      'Der Markt ist riesig und wächst rasant. Im Prinzip braucht jeder Haushalt Strom, also ist am Ende jeder ein potenzieller Kunde.',
    competition:
      'Echte Wettbewerber sehen wir eigentlich nicht. Die etablierten Anbieter sind zu träge, und niemand macht es so konsequent kundenorientiert wie wir.',
    businessModel:
      'Unser Geschäftsmodell ist hochskalierbar, mit fairen Preisen, gesunden Margen und sehr niedrigen Akquisekosten, weil unsere Kunden uns weiterempfehlen.',
    traction:
      'Die Nachfrage ist enorm, das Feedback ist durchweg begeistert und wir wachsen extrem schnell. Das Momentum ist klar da.',
    team: 'Wir sind ein leidenschaftliches, erfahrenes Team, das sich perfekt ergänzt und für dieses Thema brennt.',
    ask: 'Wir suchen Investoren und strategische Partner, die unsere Vision teilen und mit uns den nächsten Wachstumsschritt gehen wollen.',
  },
  'The same balcony-solar business told in buzzwords: every household is a customer, no figure, no date and an ask with no amount.',
);

const DE_OVER = overClaimingTwin(
  DE_STRONG,
  [
    { part: 'market', metric: 'marketSize', from: '3,2 Mio. € im Monat', said: '11 Mio. € im Monat' },
    { part: 'traction', metric: 'revenue', from: '74.000 €', said: '190.000 €' },
  ],
  'The strong balcony-solar pitch with the monthly regional market more than tripled and monthly revenue two and a half times the evidence.',
);

export const HELD_OUT_PITCHES_3: readonly HeldOutPitch[] = [
  PT_STRONG,
  PT_VAGUE,
  PT_OVER,
  EN_STRONG,
  EN_VAGUE,
  EN_OVER,
  ES_STRONG,
  ES_VAGUE,
  ES_OVER,
  FR_STRONG,
  FR_VAGUE,
  FR_OVER,
  DE_STRONG,
  DE_VAGUE,
  DE_OVER,
];
