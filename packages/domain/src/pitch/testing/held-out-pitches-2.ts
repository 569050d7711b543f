/*
 * The second held-out set of pitches (decision 032): fifteen pitches, a strong one in each language
 * with its vague twin and its over-claiming twin, written blind. The set was written from the shape
 * of a held-out pitch and the kinds and parts of a pitch alone; the claim and number readers, the
 * rubric, the pitch words, the questions, the tests, the first held-out set, the corpus, the
 * benchmark and the pitch locales were not read, so the texts follow how founders speak and not
 * what a reader of pitches listens for. A set written after reading the scorer would only measure
 * how well the writer learned it.
 *
 * The businesses are small real-economy ones a founder in each country would start, none of them
 * used in the first set: bed and bath linen for holiday-rental hosts in Florianópolis (pt-BR, an
 * investor pitch), grease-trap pumping for restaurants in San Antonio (en-US, an elevator pitch),
 * charging points in shared garages in Zaragoza (es-ES, a class pitch), food-waste collection for
 * restaurants in Lyon (fr-FR, an investor pitch) and heat-pump servicing around Freiburg (de-DE, a
 * class pitch). The elevator pitch leaves out the parts a minute has no time for.
 *
 * Each language writes its numbers its own way, as its founders would: 1.234,56 in Portuguese,
 * Spanish and German; 1,234.56 in English; and in French 1 234,56 with a narrow no-break space
 * (U+202F) between groups and a no-break space (U+00A0) before € and %. Money takes each language's
 * usual forms (R$ 74 mil, $1.5M, 600.000 euros, 22 M€, 1,2 Mio. €), and some percentages are said
 * in words (percent, por ciento, Prozent) so a figure is not only ever a digit and a sign.
 *
 * The evidence of a strong pitch, shared by its twins, agrees with its text in whole currency
 * units: a market a year, a price a sale, revenue a month (a revenue said for the year is divided
 * by twelve), the cost of one new customer, margin and growth as the percentage number, runway in
 * months and customers as a count. Round figures in the text are rounded from the evidence by less
 * than about four per cent, as a founder rounds a spreadsheet when speaking.
 */

import { figure, overClaimingTwin, vagueTwin, type HeldOutPitch, type Source } from './held-out-shape';

// ---------------------------------------------------------------------------------------------
// pt-BR — Maré Enxoval, investor pitch

const PT_INTERVIEWS: Source = {
  kind: 'validation',
  id: 'held-out-2-pt-mare-interviews',
  name: 'Entrevistas com anfitriões de temporada no Norte da Ilha, Florianópolis',
};
const PT_MODEL: Source = {
  kind: 'simulation',
  id: 'held-out-2-pt-mare-model',
  name: 'Simulação financeira da Maré Enxoval',
};

const PT_STRONG: HeldOutPitch = {
  id: 'held-out-2-pt-mare-enxoval-strong',
  language: 'pt-BR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'A Maré Enxoval entrega roupa de cama e banho limpa, separada por quarto, para anfitriões de aluguel por temporada em Florianópolis — o anfitrião não precisa mais ter nem lavar enxoval.',
    problem:
      'Quem aluga apartamento no Airbnb em Canasvieiras, Ingleses ou Jurerê tem quatro horas entre o check-out das 11h e o check-in das 15h. A lavanderia do bairro devolve em dois dias, então o anfitrião compra três jogos por cama, uns R$ 600 por imóvel, e a diarista perde metade da tarde lavando toalha. Na alta temporada, uma toalha manchada vira avaliação de quatro estrelas e o anúncio cai na busca.',
    solution:
      'O enxoval é nosso. Numa única visita, a nossa van deixa o kit limpo e embalado de cada quarto e leva o sujo. O anfitrião agenda pelo WhatsApp, ou a gente puxa as reservas direto do calendário do Airbnb e programa a troca sozinho.',
    whyNow:
      'Em 2021 a Ilha tinha uns 9 mil imóveis anunciados para temporada; no verão de 2024 passou de 14 mil. E muita gente de fora comprou apartamento só para alugar, não mora aqui e precisa terceirizar tudo.',
    market:
      'Em Santa Catarina, os anfitriões de temporada gastam cerca de R$ 310 milhões por ano com lavanderia e reposição de enxoval. O pedaço que a gente alcança com a logística de hoje, a Grande Florianópolis, é perto de R$ 96 milhões por ano.',
    competition:
      'As lavanderias industriais atendem hotel, com contrato mínimo de volume, e não querem quem tem dois apartamentos. As de autoatendimento exigem que alguém vá até lá. E as plataformas não resolvem isso: o anfitrião fica sozinho.',
    businessModel:
      'Cobramos R$ 38 por troca de um quarto de casal, com lençol, fronhas e quatro toalhas. A margem bruta hoje é de 41%, já descontando o desgaste do enxoval, que aguenta uns cento e cinquenta ciclos.',
    traction:
      'Começamos em setembro de 2023. Hoje são 126 anfitriões pagantes, com 290 imóveis, e o faturamento está em R$ 74 mil por mês, crescendo 18% ao mês nos últimos seis meses. Trazer um anfitrião novo sai pra gente uns R$ 210, quase tudo em visita e comissão de indicação para as diaristas. Temos caixa para 7 meses.',
    team: 'A Luana Pereira foi governanta-geral de um resort em Jurerê por nove anos e montou a operação. O Thiago Kremer é engenheiro de produção e passou seis anos numa lavanderia hospitalar em Joinville; ele cuida da planta. Eu, Bruna Sell, cuido do comercial e antes vendi software para imobiliárias por cinco anos.',
    ask: 'Estamos captando R$ 1,8 milhão para comprar uma segunda linha de lavagem com calandra e abrir um ponto de apoio no Campeche, no Sul da Ilha. Com isso chegamos a 600 anfitriões em 18 meses, antes da temporada de 2026.',
  },
  evidence: [
    figure(PT_INTERVIEWS, 'marketSize', 312_000_000, 'BRL', 'tam'),
    figure(PT_INTERVIEWS, 'marketSize', 95_400_000, 'BRL', 'sam'),
    figure(PT_INTERVIEWS, 'price', 38, 'BRL'),
    figure(PT_INTERVIEWS, 'customers', 126, null),
    figure(PT_MODEL, 'revenue', 73_800, 'BRL'),
    figure(PT_MODEL, 'margin', 41, null),
    figure(PT_MODEL, 'growth', 18, null),
    figure(PT_MODEL, 'cac', 212, 'BRL'),
    figure(PT_MODEL, 'runway', 7, null),
  ],
  note: 'An investor pitch for holiday-rental hosts in Florianópolis with market size (TAM and SAM), price, margin, customers, monthly revenue, growth, CAC, runway and a team with years, asking R$ 1,8 milhão for a second washing line and a depot within 18 months.',
};

const PT_VAGUE = vagueTwin(
  PT_STRONG,
  {
    oneLiner:
      'A Maré Enxoval é uma solução inovadora e disruptiva que vai transformar a experiência de todo mundo que trabalha com hospedagem.',
    problem:
      'Hoje em dia a hospedagem enfrenta muitos desafios. A rotina é muito corrida, as coisas nem sempre funcionam e todo mundo acaba sofrendo com isso. É uma dor enorme que ninguém resolveu de verdade.',
    solution:
      'Nossa plataforma cuida de tudo de ponta a ponta, com tecnologia, praticidade e muita qualidade, trazendo tranquilidade e uma experiência incrível para o cliente.',
    whyNow:
      'O momento é agora. O mundo mudou, o turismo está bombando e as pessoas querem cada vez mais praticidade no dia a dia.',
    market:
      'O mercado é gigantesco e só cresce. Qualquer pessoa que recebe hóspedes é um cliente em potencial para a gente.',
    competition:
      'Não temos concorrentes diretos. Existem algumas alternativas por aí, mas nenhuma entrega o que a gente entrega.',
    businessModel: 'Nosso modelo é recorrente e escalável, com preço justo e margens muito saudáveis.',
    traction:
      'A aceitação tem sido fantástica. Os clientes adoram, o boca a boca está funcionando e estamos crescendo muito rápido, gastando pouco para conquistar cada cliente.',
    team: 'Temos um time apaixonado, experiente e complementar, que vive e respira hospitalidade.',
    ask: 'Estamos buscando investidores parceiros que acreditem no nosso sonho, para acelerar o crescimento e levar a Maré para o próximo nível.',
  },
  'The same linen business told in buzzwords: anyone who hosts as the customer, no figure, no date, no team names, and an ask with no amount.',
);

const PT_OVER = overClaimingTwin(
  PT_STRONG,
  [
    { part: 'market', metric: 'marketSize', from: 'cerca de R$ 310 milhões', said: 'cerca de R$ 1,2 bilhão' },
    { part: 'traction', metric: 'customers', from: '126 anfitriões', said: 'mais de 400 anfitriões' },
  ],
  'The strong text with the state-wide market inflated almost fourfold (R$ 1,2 bilhão against 312 million in the evidence) and the paying hosts more than tripled (400 against 126).',
);

// ---------------------------------------------------------------------------------------------
// en-US — Trapline, elevator pitch

const EN_INTERVIEWS: Source = {
  kind: 'validation',
  id: 'held-out-2-en-trapline-interviews',
  name: 'Interviews with independent restaurant owners in San Antonio',
};
const EN_MODEL: Source = {
  kind: 'simulation',
  id: 'held-out-2-en-trapline-model',
  name: 'Trapline operating model',
};

const EN_STRONG: HeldOutPitch = {
  id: 'held-out-2-en-trapline-strong',
  language: 'en-US',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner:
      'Trapline pumps and logs grease traps for independent restaurants in San Antonio, so they never fail an inspection.',
    problem:
      'Every kitchen must pump its trap on schedule and keep the manifests. Owners forget, the trap backs up on a Friday, and they face a closed kitchen and a fine.',
    solution:
      'We track each trap’s due date, pump at 6 a.m. before prep, and keep every manifest in one link for the inspector.',
    market:
      'Texas restaurants spend about $410 million a year on grease service; San Antonio and Austin, within driving range, are $58 million.',
    businessModel: 'We charge $265 a pump-out, most kitchens monthly, at a 46 percent gross margin.',
    traction:
      'We serve 212 restaurants and bill $49,000 a month, up 14% a month since March. Signing a restaurant costs us about $380, mostly referral bonuses to cooks.',
    ask: 'We have six months of runway and are raising $1.5M for a second vacuum truck and an Austin sales rep, to reach 700 restaurants in 18 months.',
  },
  evidence: [
    figure(EN_INTERVIEWS, 'marketSize', 405_000_000, 'USD', 'tam'),
    figure(EN_INTERVIEWS, 'marketSize', 57_600_000, 'USD', 'sam'),
    figure(EN_INTERVIEWS, 'price', 265, 'USD'),
    figure(EN_INTERVIEWS, 'customers', 212, null),
    figure(EN_MODEL, 'revenue', 48_700, 'USD'),
    figure(EN_MODEL, 'margin', 46, null),
    figure(EN_MODEL, 'growth', 14, null),
    figure(EN_MODEL, 'cac', 377, 'USD'),
    figure(EN_MODEL, 'runway', 6, null),
  ],
  note: 'An elevator pitch for independent restaurants in San Antonio with market size (Texas and the reachable corridor), price, margin, customers, monthly revenue, growth, CAC and runway, asking $1.5M for a truck and a sales rep within 18 months; it leaves out why now, competition and team.',
};

const EN_VAGUE = vagueTwin(
  EN_STRONG,
  {
    oneLiner: 'Trapline is a next-generation platform reimagining kitchen compliance for everyone in food.',
    problem:
      'Restaurants deal with a ton of headaches. Compliance is a pain, stuff goes wrong, and honestly it’s a huge mess nobody has cracked.',
    solution:
      'We deliver a seamless, end-to-end, tech-enabled experience that just takes care of it, so owners can focus on what they love.',
    market: 'The market is massive. Every restaurant, café and food truck out there is a potential customer.',
    businessModel: 'We have a recurring, highly scalable model with great unit economics.',
    traction:
      'Customers love us, we’re growing like crazy, and word of mouth is doing the heavy lifting, so getting new customers is basically free.',
    ask: 'We’re raising a round to pour fuel on the fire and take Trapline to the next level.',
  },
  'The same grease-trap business told in hype: every food business as the customer, no figure, and an ask with no amount.',
);

const EN_OVER = overClaimingTwin(
  EN_STRONG,
  [
    { part: 'traction', metric: 'revenue', from: '$49,000 a month', said: '$140,000 a month' },
    { part: 'traction', metric: 'cac', from: 'about $380', said: 'about $90' },
  ],
  'The strong text with monthly revenue nearly tripled ($140,000 against 48,700 in the evidence) and the cost of signing a restaurant cut to a quarter ($90 against 377).',
);

// ---------------------------------------------------------------------------------------------
// es-ES — Recarga Vecinal, class pitch

const ES_INTERVIEWS: Source = {
  kind: 'validation',
  id: 'held-out-2-es-recarga-interviews',
  name: 'Entrevistas con vecinos y administradores de fincas de Zaragoza',
};
const ES_MODEL: Source = {
  kind: 'simulation',
  id: 'held-out-2-es-recarga-model',
  name: 'Simulación financiera de Recarga Vecinal',
};

const ES_STRONG: HeldOutPitch = {
  id: 'held-out-2-es-recarga-vecinal-strong',
  language: 'es-ES',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'Recarga Vecinal instala y mantiene puntos de recarga para coches eléctricos en los garajes comunitarios de Zaragoza, y se encarga de todo el papeleo con la comunidad de vecinos.',
    problem:
      'En Zaragoza casi todo el que tiene coche vive en un piso y aparca en un garaje comunitario. Quien se compra un eléctrico quiere cargarlo en su plaza y se encuentra con tres muros. El administrador de fincas no sabe qué hay que hacer y lo deja para la junta anual. El electricista de siempre le pasa un presupuesto de 2.500 euros, porque tiene que tirar cable desde el contador y no sabe si el cuadro general aguanta. Y nadie le ayuda con la subvención, un formulario larguísimo en la sede electrónica del Gobierno de Aragón. Hablamos con ochenta y cuatro vecinos que ya tenían eléctrico o estaban a punto de comprarlo: la mitad tardó más de cinco meses en tener el cargador funcionando, y once se rindieron y cargan en la calle o en el trabajo.',
    solution:
      'Nosotros lo resolvemos en un solo paquete. Estudiamos el garaje entero una vez y dejamos una línea común preparada para que los siguientes vecinos solo tengan que engancharse. Redactamos la comunicación a la comunidad, que por ley basta con notificar, no hace falta votarlo. Tramitamos la ayuda en nombre del vecino y la cobramos nosotros, así que el cliente paga ya con el descuento aplicado. Cada cargador lleva su propio contador, así que cada uno paga su luz. Y si algo falla, un técnico va en menos de cuarenta y ocho horas.',
    whyNow:
      'La Zona de Bajas Emisiones de Zaragoza empezó a aplicarse en 2025, y mucha gente con coches antiguos se ha puesto a mirar eléctricos. Además, las ayudas del programa MOVES III para puntos de recarga se prorrogaron hasta el 31 de diciembre de 2025, y un cargador doméstico cuesta hoy la mitad que en 2021. La demanda está llegando ahora y los electricistas de barrio no dan abasto.',
    market:
      'En España, el gasto en puntos de recarga en garajes comunitarios, contando instalación y mantenimiento, ronda los 210 millones de euros al año, según nuestras cuentas con los datos de matriculaciones. En Aragón, que es hasta donde llega nuestra furgoneta en el día, hablamos de unos 9,5 millones de euros al año, y dos tercios están en Zaragoza capital.',
    competition:
      'Tenemos tres tipos de competidores. Los electricistas de barrio son baratos, pero no estudian el garaje ni tramitan la ayuda, así que cada vecino empieza de cero. Las grandes comercializadoras casi regalan el cargador a cambio de atarte años a un contrato de luz. Y las empresas nacionales de recarga trabajan con flotas y aparcamientos públicos; no bajan a un garaje de cuarenta plazas en el Actur o en Delicias. Nuestra ventaja es que, una vez hecho el estudio del garaje, el segundo y el tercer vecino nos llaman a nosotros.',
    businessModel:
      'Cobramos 1.450 euros por una instalación completa: el cargador, el cable, el contador y la tramitación. Después ofrecemos una cuota de mantenimiento mensual, que hoy contrata algo más de la mitad de los clientes. Nuestro margen bruto en la instalación es del 28 %. A los instaladores les pagamos por obra, así que los costes fijos son pequeños.',
    traction:
      'Empezamos a instalar en abril de 2024. Llevamos 340 clientes en noventa y cinco garajes y en el último trimestre facturamos de media 41.000 euros al mes. Desde el verano crecemos un 9 por ciento cada mes. Conseguir un cliente nuevo nos cuesta unos 190 euros, entre la visita técnica y la comisión a los administradores que nos recomiendan. Con la caja que tenemos podemos aguantar diez meses.',
    team: 'Somos tres. Marta Lahoz es ingeniera industrial y trabajó once años en la distribuidora eléctrica de Aragón diseñando acometidas para edificios. Jorge Aznar es electricista autorizado desde hace catorce años y coordina a los seis instaladores con los que trabajamos. Y yo, Pilar Gimeno, fui administradora de fincas en Zaragoza durante ocho años, así que sé cómo funciona una comunidad por dentro.',
    ask: 'Buscamos 600.000 euros. La mitad servirá para contratar a dos instaladores en plantilla y equipar una segunda furgoneta; un tercio, para un programa con administradores de fincas de Huesca y Teruel; y el resto, para circulante, porque adelantamos la subvención al vecino y la cobramos meses después. Con esto queremos llegar a 1.200 clientes en dieciocho meses y ser rentables a finales de 2026.',
  },
  evidence: [
    figure(ES_INTERVIEWS, 'marketSize', 214_000_000, 'EUR', 'tam'),
    figure(ES_INTERVIEWS, 'marketSize', 9_420_000, 'EUR', 'sam'),
    figure(ES_INTERVIEWS, 'price', 1_450, 'EUR'),
    figure(ES_INTERVIEWS, 'customers', 340, null),
    figure(ES_MODEL, 'revenue', 40_600, 'EUR'),
    figure(ES_MODEL, 'margin', 28, null),
    figure(ES_MODEL, 'growth', 9, null),
    figure(ES_MODEL, 'cac', 190, 'EUR'),
    figure(ES_MODEL, 'runway', 10, null),
  ],
  note: 'A class pitch for flat owners with shared garages in Zaragoza with market size (Spain and Aragón), price, margin, customers, monthly revenue, growth, CAC, runway and a team with years, asking 600.000 euros for installers, a van, a partner programme and working capital within eighteen months.',
};

const ES_VAGUE = vagueTwin(
  ES_STRONG,
  {
    oneLiner:
      'Recarga Vecinal es una propuesta innovadora que quiere revolucionar la movilidad sostenible y acercarla a todo el mundo.',
    problem:
      'La movilidad está cambiando y la gente se encuentra con muchísimas barreras. Todo es complicado, lento y confuso, y al final el usuario se siente perdido. Es un problema enorme que afecta a toda la sociedad y que nadie está atacando de verdad.',
    solution:
      'Nuestra solución integral lo hace todo fácil, rápido y sin complicaciones. Combinamos tecnología, cercanía y un servicio de primera para ofrecer una experiencia única, de principio a fin, adaptada a cada persona.',
    whyNow:
      'Estamos en un momento clave. El mundo va hacia lo eléctrico, la sostenibilidad está de moda y la sociedad ya está preparada para dar el salto.',
    market:
      'El mercado es enorme y no para de crecer. Cualquiera que tenga o vaya a tener un coche es un cliente potencial, o sea, prácticamente todo el mundo.',
    competition:
      'La verdad es que no tenemos competencia real. Hay algunas opciones por ahí, pero ninguna ofrece lo que ofrecemos nosotros ni con nuestra calidad.',
    businessModel:
      'Tenemos un modelo de negocio muy sólido, escalable y recurrente, con precios competitivos y unos márgenes muy atractivos.',
    traction:
      'La respuesta del mercado está siendo espectacular. Los clientes están encantados, nos recomiendan sin parar y estamos creciendo muchísimo, casi sin gastar en captación. Tenemos recorrido de sobra.',
    team: 'Somos un equipo joven, multidisciplinar y con muchísima pasión, con experiencia en el sector y ganas de comernos el mundo.',
    ask: 'Buscamos inversores que crean en el proyecto y quieran acompañarnos en esta aventura para escalar y llevar Recarga Vecinal al siguiente nivel.',
  },
  'The same charging-point business told in buzzwords and fillers: practically everyone as the customer, no figure, no date, no names, and an ask with no amount.',
);

const ES_OVER = overClaimingTwin(
  ES_STRONG,
  [
    { part: 'businessModel', metric: 'margin', from: 'del 28 %', said: 'del 65 %' },
    { part: 'traction', metric: 'growth', from: 'un 9 por ciento', said: 'un 30 por ciento' },
  ],
  'The strong text with the gross margin more than doubled (65 % against 28 in the evidence) and monthly growth more than tripled (30 por ciento against 9).',
);

// ---------------------------------------------------------------------------------------------
// fr-FR — Boucle, investor pitch

const FR_INTERVIEWS: Source = {
  kind: 'validation',
  id: 'held-out-2-fr-boucle-interviews',
  name: 'Entretiens avec des restaurateurs de Lyon (Croix-Rousse, Guillotière, Presqu’île)',
};
const FR_MODEL: Source = {
  kind: 'simulation',
  id: 'held-out-2-fr-boucle-model',
  name: 'Simulation financière de Boucle',
};

const FR_STRONG: HeldOutPitch = {
  id: 'held-out-2-fr-boucle-biodechets-strong',
  language: 'fr-FR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'Boucle collecte à vélo-cargo les biodéchets des restaurants et des cafés de Lyon et les transforme en compost pour des maraîchers des Monts du Lyonnais.',
    problem:
      "À la Croix-Rousse ou à la Guillotière, un petit restaurant remplit deux ou trois bacs d'épluchures et de restes par semaine. La collecte de la Métropole ne passe pas chez les professionnels, et les gros prestataires demandent un contrat d'un an avec un volume minimum. Résultat : la plupart jettent tout dans le bac gris et risquent l'amende, ou gardent dans la cour des seaux qui sentent.",
    solution:
      "On dépose des bacs fermés de quarante litres, on passe deux fois par semaine en vélo-cargo électrique, avant le service du midi, et on échange le bac plein contre un bac lavé. Chaque mois, le restaurateur reçoit une attestation avec les kilos collectés, c'est ce que demande un contrôle. Le compost part chez trois maraîchers de Brindas et d'Yzeron, qui nous l'achètent.",
    whyNow:
      "Depuis le 1er janvier 2024, la loi AGEC oblige tous les professionnels à trier leurs biodéchets à la source, quel que soit leur volume. À Lyon, les premiers contrôles sont arrivés au printemps 2025 : les restaurateurs nous appellent parce qu'ils ont reçu un courrier.",
    market:
      'En France, la collecte des biodéchets des professionnels pèse environ 310 M€ par an. Sur la Métropole de Lyon, avec ses 4 500 restaurants et commerces de bouche, on l’estime à 22 M€ par an.',
    competition:
      "Les grands prestataires de déchets savent faire, mais pour les cantines et les supermarchés. Les associations de compostage de quartier, elles, n'offrent ni attestation ni passage fixe. Nous, on fait le petit volume, régulier, avec le papier qui va avec.",
    businessModel:
      'Un restaurant paie 180 € HT par mois pour deux collectes par semaine. Notre marge brute est de 34 %, vélos, bacs et lavage compris ; la vente du compost paie à peu près la camionnette qui monte aux champs.',
    traction:
      "On a lancé en février 2024 dans le 7e. Aujourd'hui on en a 148, on facture 26 500 € par mois et on grandit de 11 % par mois depuis septembre. Signer un nouveau restaurant nous coûte environ 240 €, surtout du temps de démarchage et un mois offert. On a neuf mois de trésorerie devant nous.",
    team: "Camille Faure a dirigé pendant sept ans la logistique d'une coopérative de livraison à vélo à Lyon. Yanis Belkacem a été chef de cuisine dix ans, dont quatre dans un bouchon de la Presqu'île : il parle aux restaurateurs comme l'un des leurs. Hugo Perrin est ingénieur agronome et a passé cinq ans sur une plateforme de compostage dans l'Ain.",
    ask: "Nous levons 900 000 € pour acheter six vélos-cargos de plus et un camion électrique pour les tournées longues, et pour ouvrir notre propre aire de compostage à Brindas. L'objectif : 600 restaurants dans dix-huit mois et Villeurbanne couverte avant fin 2026.",
  },
  evidence: [
    figure(FR_INTERVIEWS, 'marketSize', 305_000_000, 'EUR', 'tam'),
    figure(FR_INTERVIEWS, 'marketSize', 21_500_000, 'EUR', 'sam'),
    figure(FR_INTERVIEWS, 'price', 180, 'EUR'),
    figure(FR_INTERVIEWS, 'customers', 148, null),
    figure(FR_MODEL, 'revenue', 26_640, 'EUR'),
    figure(FR_MODEL, 'margin', 34, null),
    figure(FR_MODEL, 'growth', 11, null),
    figure(FR_MODEL, 'cac', 238, 'EUR'),
    figure(FR_MODEL, 'runway', 9, null),
  ],
  note: 'An investor pitch for restaurants in Lyon with a dated law for why now, market size (France and the Métropole), price, margin, customers, monthly revenue, growth, CAC, runway and a team with years, asking 900 000 € for cargo bikes, a truck and a composting site within eighteen months.',
};

const FR_VAGUE = vagueTwin(
  FR_STRONG,
  {
    oneLiner:
      'Boucle est une start-up à impact qui réinvente la gestion des déchets pour tout le monde, de façon innovante et responsable.',
    problem:
      "Aujourd'hui, les déchets sont un vrai sujet de société. Tout le monde est concerné, c'est compliqué, ça coûte cher et personne ne sait vraiment comment faire. C'est une problématique énorme.",
    solution:
      "Notre solution clé en main, agile et digitale, simplifie tout de A à Z et crée de la valeur pour l'ensemble de l'écosystème, dans une logique d'économie circulaire.",
    whyNow:
      "Le moment n'a jamais été aussi propice : la transition écologique s'accélère, la réglementation évolue et les mentalités changent.",
    market:
      "Le marché est colossal et en pleine explosion. N'importe quel commerce, n'importe quel foyer, c'est un client potentiel.",
    competition:
      "On n'a pas vraiment de concurrents. Il existe quelques acteurs, mais personne ne propose une approche aussi complète que la nôtre.",
    businessModel:
      'Notre modèle économique est récurrent, scalable et très rentable, avec des prix accessibles pour tous.',
    traction:
      'Les retours sont incroyables, les clients adorent, le bouche-à-oreille fonctionne à fond et on grandit très vite sans presque rien dépenser en acquisition.',
    team: "Une équipe passionnée, complémentaire et engagée, avec une vraie expertise terrain et l'envie de changer les choses.",
    ask: "Nous recherchons des partenaires qui partagent notre vision pour accélérer notre croissance et passer à l'échelle.",
  },
  'The same food-waste business told in buzzwords: any shop or household as the customer, no figure, no date, no law, no names, and an ask with no amount.',
);

const FR_OVER = overClaimingTwin(
  FR_STRONG,
  [
    { part: 'market', metric: 'marketSize', from: '22 M€', said: '80 M€' },
    { part: 'traction', metric: 'cac', from: 'environ 240 €', said: 'environ 60 €' },
  ],
  'The strong text with the Lyon market nearly quadrupled (80 M€ against 21,5 million in the evidence) and the cost of signing a restaurant cut to a quarter (60 € against 238).',
);

// ---------------------------------------------------------------------------------------------
// de-DE — Wärmetakt, class pitch

const DE_INTERVIEWS: Source = {
  kind: 'validation',
  id: 'held-out-2-de-waermetakt-interviews',
  name: 'Interviews mit Hausbesitzern und Energieberatern im Breisgau',
};
const DE_MODEL: Source = {
  kind: 'simulation',
  id: 'held-out-2-de-waermetakt-model',
  name: 'Finanzsimulation Wärmetakt',
};

const DE_STRONG: HeldOutPitch = {
  id: 'held-out-2-de-waermetakt-strong',
  language: 'de-DE',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'Wärmetakt wartet und optimiert Wärmepumpen in Ein- und Zweifamilienhäusern im Raum Freiburg – zum Festpreis, mit festem Termin und mit Fernüberwachung.',
    problem:
      'Im Breisgau sind in den letzten drei Jahren Tausende Wärmepumpen eingebaut worden, meistens von Heizungsbauern, die danach keine Zeit mehr für die Häuser haben. Wer eine Wartung will, wartet oft zwei Monate auf einen Termin; fällt die Anlage im Januar aus, sitzt eine Familie auch mal zwei Wochen im Kalten. Dazu kommt, dass viele Anlagen schlecht eingestellt laufen. Bei unseren ersten sechzig Häusern haben wir die Jahresarbeitszahl nachgemessen: Im Schnitt lag sie bei 2,7 statt der geplanten 3,5. Für eine Familie in Emmendingen heißt das mehrere Hundert Euro mehr Strom im Jahr, ohne dass sie es merkt. Die Hotline des Herstellers hilft nicht weiter, und der Installateur sagt: Läuft doch.',
    solution:
      'Wir bieten ein Wartungsabo an. Einmal im Jahr kommt ein Techniker von uns, prüft Kältekreis, Hydraulik und Regelung und stellt die Heizkurve neu ein. Dazwischen lesen wir die Anlage über eine kleine Box aus, die wir an die Schnittstelle des Geräts anschließen. Wenn Laufzeiten oder Temperaturen auffällig werden, rufen wir an, bevor es kalt wird. Bei einer Störung garantieren wir einen Termin innerhalb von zwei Werktagen. Wir arbeiten herstellerunabhängig und decken die gängigen Marken ab. Nach dem ersten Jahr bekommt jeder Kunde einen kurzen Bericht: was wir verändert haben und wie viel Strom er dadurch spart.',
    whyNow:
      'Seit dem 1. Januar 2024 gilt das neue Gebäudeenergiegesetz: Eine neu eingebaute Heizung muss zu 65 Prozent mit erneuerbarer Energie laufen, und in der Praxis heißt das fast immer Wärmepumpe. Dazu kommt die Förderung der KfW für den Heizungstausch. In den Jahren 2023 und 2024 wurden so viele Wärmepumpen eingebaut wie nie zuvor, und genau diese Anlagen fallen jetzt aus der Gewährleistung der Installateure. Für die Zeit danach hat niemand einen Plan.',
    market:
      'In Deutschland laufen inzwischen rund 1,7 Millionen Wärmepumpen in Wohngebäuden. Wartung und Service dafür sind ein Markt von etwa 480 Mio. € im Jahr, und er wächst mit jeder neuen Anlage. Erreichen können wir heute Südbaden, von Offenburg bis Lörrach: Dort geben Hausbesitzer etwa 19 Mio. € im Jahr für den Service ihrer Wärmepumpen aus.',
    competition:
      'Unsere Konkurrenz sind zuerst die Heizungsbauer selbst. Die haben aber volle Auftragsbücher mit Neuinstallationen und machen Wartung nur nebenbei, oft erst im nächsten Frühjahr. Die Hersteller haben einen eigenen Werkskundendienst; der ist teuer und kümmert sich nur um die eigene Marke. Und es gibt Plattformen, die Handwerker vermitteln, aber keine, die danach die Verantwortung für die Anlage übernimmt. In der Region sind wir die Einzigen, die warten, messen und einstellen, egal welches Gerät im Keller steht.',
    businessModel:
      'Das Wartungsabo kostet 249 € im Jahr, mit Fernüberwachung und einem Besuch vor Ort. Reparaturen rechnen wir nach Aufwand ab; sie machen knapp die Hälfte unseres Umsatzes aus. Über alles liegt unsere Bruttomarge bei 38 Prozent. Die Box kostet uns wenig, der größte Kostenblock ist die Zeit der Techniker, deshalb planen wir die Touren nach Postleitzahl.',
    traction:
      'Angefangen haben wir im Oktober 2023 mit den ersten Kunden in Freiburg-Vauban. Heute betreuen wir 530 Haushalte. Aufs Jahr gerechnet kommen wir auf rund 276.000 € Umsatz, und seit dem Frühjahr wachsen wir um 8 Prozent im Monat. Einen neuen Haushalt zu gewinnen kostet uns im Schnitt 95 €, vor allem über Empfehlungen von Energieberatern, denen wir eine Prämie zahlen, und über Infoabende in Gemeindesälen. Gekündigt haben bisher nur wenige. Mit dem Geld auf dem Konto kommen wir elf Monate aus.',
    team: 'Jonas Albrecht ist Heizungsbaumeister und hat zwölf Jahre bei einem Fachbetrieb in Freiburg Wärmepumpen eingebaut, die letzten vier als Leiter des Kundendienstes. Selin Kaya ist Energieberaterin und berät seit 2017 Hausbesitzer im Breisgau; viele unserer Kunden kommen über ihr Netzwerk. Felix Hummel hat sechs Jahre bei einem Hersteller von Gebäudesteuerungen in Stuttgart Software entwickelt und baut unsere Auslesebox und das Dashboard. Dazu kommen vier angestellte Techniker.',
    ask: 'Wir suchen 1,2 Mio. € in einer Seed-Runde. Damit stellen wir vier weitere Techniker ein und bilden sie an einer eigenen Schulungsanlage aus, eröffnen einen zweiten Standort in Lörrach und bauen die Fernüberwachung so aus, dass sie Störungen selbst erkennt. In 24 Monaten wollen wir 2.500 Haushalte betreuen und Karlsruhe als nächste Region vorbereiten.',
  },
  evidence: [
    figure(DE_INTERVIEWS, 'marketSize', 472_000_000, 'EUR', 'tam'),
    figure(DE_INTERVIEWS, 'marketSize', 19_300_000, 'EUR', 'sam'),
    figure(DE_INTERVIEWS, 'price', 249, 'EUR'),
    figure(DE_INTERVIEWS, 'customers', 530, null),
    figure(DE_MODEL, 'revenue', 22_850, 'EUR'),
    figure(DE_MODEL, 'margin', 38, null),
    figure(DE_MODEL, 'growth', 8, null),
    figure(DE_MODEL, 'cac', 95, 'EUR'),
    figure(DE_MODEL, 'runway', 11, null),
  ],
  note: 'A class pitch for owners of heat pumps around Freiburg with a dated law for why now, market size (Germany and Südbaden), price, margin, customers, revenue said for the year, growth, CAC, runway and a team with years, asking 1,2 Mio. € for technicians, a second site and remote monitoring within 24 months.',
};

const DE_VAGUE = vagueTwin(
  DE_STRONG,
  {
    oneLiner:
      'Wärmetakt ist eine innovative, ganzheitliche Lösung, die die Wärmewende für alle einfach und smart macht.',
    problem:
      'Die Energiewende stellt uns alle vor riesige Herausforderungen. Vieles ist kompliziert, intransparent und ineffizient, und am Ende bleiben die Menschen damit allein. Das ist ein echtes Problem, das bisher niemand richtig angegangen ist.',
    solution:
      'Unsere smarte End-to-End-Plattform verbindet Technologie, Service und Nachhaltigkeit. Wir schaffen echten Mehrwert, nehmen den Kunden alles ab und sorgen für ein rundum sorgenfreies Erlebnis.',
    whyNow:
      'Die Zeit ist reif. Klimaschutz ist in aller Munde, die Politik bewegt sich und die Menschen wollen nachhaltiger leben.',
    market:
      'Der Markt ist riesig und wächst rasant. Im Grunde ist jeder, der ein Haus oder eine Wohnung heizt, ein potenzieller Kunde.',
    competition:
      'Echte Wettbewerber haben wir eigentlich nicht. Es gibt ein paar Anbieter, aber keiner denkt das Thema so ganzheitlich wie wir.',
    businessModel:
      'Unser Geschäftsmodell ist skalierbar und wiederkehrend, mit fairen Preisen und sehr attraktiven Margen.',
    traction:
      'Das Feedback ist überwältigend. Die Kunden sind begeistert, die Nachfrage explodiert, wir wachsen extrem schnell und gewinnen Kunden fast von selbst. Finanziell sind wir gut aufgestellt.',
    team: 'Wir sind ein hochmotiviertes, interdisziplinäres Team mit viel Erfahrung und einer gemeinsamen Vision.',
    ask: 'Wir suchen Investoren, die an unsere Vision glauben und mit uns gemeinsam den nächsten Schritt gehen wollen, um Wärmetakt zu skalieren.',
  },
  'The same heat-pump business told in buzzwords: anyone who heats a home as the customer, no figure, no date, no law, no names, and an ask with no amount.',
);

const DE_OVER = overClaimingTwin(
  DE_STRONG,
  [
    { part: 'traction', metric: 'revenue', from: 'rund 276.000 €', said: 'rund 850.000 €' },
    { part: 'traction', metric: 'runway', from: 'elf Monate', said: '30 Monate' },
  ],
  'The strong text with the yearly revenue about tripled (850.000 € against 22.850 a month in the evidence) and the runway nearly tripled (30 months against 11).',
);

/** The second held-out set, strong, vague and over-claiming in each language. */
export const HELD_OUT_PITCHES_2: readonly HeldOutPitch[] = [
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
