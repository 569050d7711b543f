/*
 * The fifth held-out set of pitches (decision 032), written blind: its author read only the shape
 * of a held-out pitch, the kinds and parts of a pitch and the language and currency lists — not the
 * scorer, its readers of claims and numbers, its rubric, word lists, questions or tests, not the
 * earlier held-out sets or the corpus, and not the docs, the benchmark, the locales or the apps —
 * so that the set measures how the scorer hears founders rather than how it was taught to.
 *
 * Businesses, one per language, each set in a real place:
 * - pt-BR, investor: a shop-management app for independent car-repair garages in Curitiba.
 * - en-US, elevator: a knife-swap sharpening subscription for restaurants in Philadelphia.
 * - es-ES, class: a rental service for flamenca dresses in Seville.
 * - fr-FR, investor: reusable stainless takeaway boxes, collected and washed, for restaurants in Lyon.
 * - de-DE, class: billing and administration software for allotment-garden associations in Leipzig.
 *
 * Numbers are written the way each language writes them: 1.234,56 in Portuguese, Spanish and
 * German; 1,234.56 in English; in French 1 234,56 with a narrow no-break space between groups and
 * a no-break space before € and %. Money takes several spoken forms (R$ 40 mil, $9.6M, 276 k€,
 * 9,2 Mio. €), and some percentages and runways are said in words.
 *
 * Evidence is in whole currency units: a market a year, a price per sale, revenue a month (a
 * yearly figure divided by twelve), CAC per new customer, margin and growth as the percentage
 * number, runway in months, customers as a count. Market sizes, price and customers come from
 * validation; revenue, margin, growth, CAC and runway from the simulation.
 */

import { figure, overClaimingTwin, vagueTwin, type HeldOutPitch, type Source } from './held-out-shape';

// pt-BR — investor pitch, B2B software sold by subscription to garages.

const PT_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-5-pt-BR-validation',
  name: 'Levantamento de oficinas independentes em Curitiba e no Sul',
};
const PT_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-5-pt-BR-simulation',
  name: 'Simulação financeira da Box Certo',
};

const PT_STRONG: HeldOutPitch = {
  id: 'held-out-5-pt-BR-oficinas-strong',
  language: 'pt-BR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'A Box Certo é o sistema de gestão das oficinas mecânicas independentes: orçamento, peça e nota fiscal saem do mesmo celular, sem caderno.',
    problem:
      'Em Curitiba e na região metropolitana existem cerca de 4.300 oficinas independentes, a maioria com três a oito mecânicos. O dono faz o orçamento no caderno, tira foto e manda pelo WhatsApp; depois liga para três ou quatro distribuidores para achar a peça e anotar o preço. Acompanhamos 40 oficinas do Boqueirão e da CIC: o cliente esperava em média um dia e meio pelo orçamento, e 27% dos orçamentos nunca tinham resposta, porque ninguém cobrava o retorno. É carro parado no pátio e serviço que acaba indo para a concessionária.',
    solution:
      'A Box Certo monta o orçamento a partir da placa do carro: puxa o modelo, sugere as peças e consulta preço e estoque dos distribuidores parceiros na hora. O cliente aprova por um link no WhatsApp, o mecânico recebe a ordem de serviço no celular e a nota sai no fechamento.',
    whyNow:
      'A partir de 1º de janeiro de 2026, com a reforma tributária, a nota fiscal de serviço passa para o padrão nacional da NFS-e. Quem ainda emite nota no portal da prefeitura vai ter que trocar de sistema este ano de qualquer jeito, e a maioria das oficinas não tem ninguém para cuidar dessa troca.',
    market:
      'São cerca de 110 mil oficinas independentes no Brasil. A R$ 189 por mês, é um mercado de R$ 250 milhões por ano. Começamos pelo Paraná e por Santa Catarina, com 16 mil oficinas, ou R$ 36 milhões por ano.',
    competition:
      'Os sistemas que existem foram feitos para autopeças e concessionárias: cobram implantação, pedem computador no balcão e ninguém usa de macacão sujo. A nossa diferença é a cotação de peças dentro do orçamento, que nenhum deles tem.',
    businessModel:
      'Cobramos R$ 189 por mês por oficina, sem taxa de implantação e com 30 dias de teste grátis. A margem bruta é de 82%; o maior custo é a emissão de notas e o suporte pelo WhatsApp. Cada oficina nova nos custa R$ 310, entre visita do consultor e teste.',
    traction:
      'Lançamos em março de 2025. Hoje são 212 oficinas pagantes e faturamos R$ 40 mil por mês, crescendo 9% ao mês nos últimos seis meses. Mais da metade das oficinas novas chega por indicação de outro mecânico.',
    team: 'A Rafaela Pacheco foi gerente de pós-venda numa concessionária por 12 anos. O Diego Nakamura programa há 9 anos e construiu sistemas de nota fiscal para o varejo. O Sérgio Lins é mecânico há 20 anos, tem oficina no Portão e foi o nosso primeiro cliente.',
    ask: 'Temos caixa para 11 meses. Estamos captando R$ 2,4 milhões numa rodada seed para chegar a 1.500 oficinas em 18 meses: 55% em time comercial no Paraná e em Santa Catarina, 30% em produto e 15% em capital de giro.',
  },
  evidence: [
    figure(PT_VALIDATION, 'marketSize', 250_000_000, 'BRL', 'tam'),
    figure(PT_VALIDATION, 'marketSize', 36_000_000, 'BRL', 'sam'),
    figure(PT_VALIDATION, 'price', 189, 'BRL'),
    figure(PT_VALIDATION, 'customers', 212, null),
    figure(PT_SIMULATION, 'revenue', 40_000, 'BRL'),
    figure(PT_SIMULATION, 'margin', 82, null),
    figure(PT_SIMULATION, 'growth', 9, null),
    figure(PT_SIMULATION, 'cac', 310, 'BRL'),
    figure(PT_SIMULATION, 'runway', 11, null),
  ],
  note: 'A strong investor pitch for a garage-management app in Curitiba, every figure matching the validation and the simulation.',
};

const PT_VAGUE = vagueTwin(
  PT_STRONG,
  {
    oneLiner:
      'A Box Certo é a plataforma que vai revolucionar o mundo automotivo, conectando tudo e todos num ecossistema inteligente.',
    problem:
      'Todo mundo que tem carro sabe: oficina é sinônimo de dor de cabeça. O setor é muito atrasado, cheio de ineficiências, e a experiência do cliente é péssima. Existe uma dor gigantesca que ninguém está resolvendo de verdade. Todo mundo já perdeu tempo, dinheiro e paciência com isso, e todo mundo concorda que do jeito que está não dá para continuar.',
    solution:
      'A nossa solução é uma plataforma disruptiva, mobile first, com inteligência artificial, que digitaliza a jornada de ponta a ponta e gera valor para todos os envolvidos, do mecânico ao motorista. É simples, intuitiva e bonita, e cada pessoa que usa entende na hora o valor que ela entrega.',
    whyNow:
      'O mundo está mudando muito rápido, a digitalização chegou para ficar e as oficinas precisam se transformar agora, senão vão ficar para trás. Quem chegar primeiro vai dominar esse espaço.',
    market:
      'O mercado é enorme: tem carro rodando em todo canto e todo mundo precisa de manutenção. A oportunidade é gigantesca. E isso é só o começo, porque a mesma plataforma serve para qualquer tipo de veículo e qualquer tipo de serviço.',
    competition:
      'Não temos concorrentes diretos. O que existe é antigo, e ninguém faz o que a gente faz do jeito que a gente faz. A nossa tecnologia e a nossa paixão são difíceis de copiar.',
    businessModel:
      'Trabalhamos com um modelo de assinatura escalável, com margens muito saudáveis e várias possibilidades de monetização no futuro, como marketplace de peças e serviços financeiros.',
    traction:
      'A tração está muito forte, os clientes amam o produto e o crescimento tem sido exponencial. O boca a boca está funcionando demais. Todo dia chega gente nova querendo usar, e o feedback tem sido incrível.',
    team: 'Somos um time apaixonado, complementar e com muita experiência no setor, com sangue nos olhos para executar. A gente se conhece há muito tempo, confia um no outro e não desiste fácil.',
    ask: 'Estamos abrindo uma rodada para acelerar o crescimento e conquistar o Brasil, e buscamos investidores que acreditem na nossa visão.',
  },
  'The same garage app told in buzzwords, with everyone as the customer, no figure, no date and an ask without an amount.',
);

const PT_OVER = overClaimingTwin(
  PT_STRONG,
  [
    { part: 'traction', metric: 'revenue', from: 'R$ 40 mil por mês', said: 'R$ 120 mil por mês' },
    { part: 'businessModel', metric: 'cac', from: 'R$ 310', said: 'R$ 90' },
  ],
  'The strong garage pitch with monthly revenue tripled and the cost of winning a garage cut to under a third.',
);

// en-US — elevator pitch, a B2B service sold by subscription on delivery routes.

const EN_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-5-en-US-validation',
  name: 'Restaurant survey, greater Philadelphia',
};
const EN_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-5-en-US-simulation',
  name: 'Keen Route financial simulation',
};

const EN_STRONG: HeldOutPitch = {
  id: 'held-out-5-en-US-knife-sharpening-strong',
  language: 'en-US',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner:
      'Keen Route keeps restaurant knives sharp: we swap a kitchen’s whole set every two weeks, so no cook works with a dull blade.',
    problem:
      'Ask any line cook in Philly. Dull knives slow prep and cause cuts, and the old sharpening truck comes when it comes. One Fishtown chef told us her crew loses about an hour of prep a week to it.',
    solution: 'We drop off a sharpened set, take the dull one back, and track every knife with a QR tag.',
    market: 'The 9,000 restaurants in greater Philadelphia spend about $9.6M a year on sharpening and knife rental.',
    businessModel: 'We charge $89 a month per kitchen at a 58% gross margin, and signing a new kitchen costs us $140.',
    traction: 'Today 164 kitchens pay us. We bill $14,600 a month and have grown 12% month over month since March.',
    ask: 'With nine months of runway, we’re raising $400k to add two vans and a route manager and reach South Jersey within 12 months.',
  },
  evidence: [
    figure(EN_VALIDATION, 'marketSize', 9_600_000, 'USD', 'sam'),
    figure(EN_VALIDATION, 'price', 89, 'USD'),
    figure(EN_VALIDATION, 'customers', 164, null),
    figure(EN_SIMULATION, 'revenue', 14_600, 'USD'),
    figure(EN_SIMULATION, 'margin', 58, null),
    figure(EN_SIMULATION, 'growth', 12, null),
    figure(EN_SIMULATION, 'cac', 140, 'USD'),
    figure(EN_SIMULATION, 'runway', 9, null),
  ],
  note: 'A strong one-minute pitch for a restaurant knife-swap service in Philadelphia, leaving out why now, competition and team as an elevator pitch may.',
};

const EN_VAGUE = vagueTwin(
  EN_STRONG,
  {
    oneLiner: 'Keen Route is reimagining the culinary edge, powering a smarter kitchen for everyone.',
    problem:
      'Every kitchen everywhere has the same pain: tools that just don’t perform. It’s a massive, overlooked problem holding the whole industry back. Everybody we talk to feels it.',
    solution:
      'We’ve built a seamless, tech-enabled sharpening experience that delivers next-level performance and total peace of mind. It just works, and people feel the difference right away.',
    market: 'The market is huge. Anyone who cooks is a potential customer, from restaurants to home chefs.',
    businessModel: 'We run a scalable subscription model with strong unit economics and a ton of upside.',
    traction:
      'Customers love us, word of mouth is exploding, and we’re growing really fast. The feedback has been incredible.',
    ask: 'We’re raising a round to scale nationwide and would love to have you on board.',
  },
  'The same knife service in hype, aimed at everyone who cooks, with no figure and an ask without an amount.',
);

const EN_OVER = overClaimingTwin(
  EN_STRONG,
  [
    { part: 'market', metric: 'marketSize', from: '$9.6M', said: '$48M' },
    { part: 'businessModel', metric: 'price', from: '$89 a month', said: '$189 a month' },
  ],
  'The strong knife pitch with the local market five times larger and the monthly price more than doubled.',
);

// es-ES — class pitch, a consumer rental business with a shop and a website.

const ES_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-5-es-ES-validation',
  name: 'Entrevistas y estudio de mercado, Sevilla',
};
const ES_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-5-es-ES-simulation',
  name: 'Simulación financiera de Lunares',
};

const ES_STRONG: HeldOutPitch = {
  id: 'held-out-5-es-ES-trajes-flamenca-strong',
  language: 'es-ES',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'Lunares alquila trajes de flamenca de temporada en Sevilla: lo eliges en la web, te lo pruebas en Triana, lo llevas a la Feria y nos lo devuelves sin lavar.',
    problem:
      'Cada primavera, miles de sevillanas se enfrentan al mismo dilema. Un traje de flamenca nuevo cuesta entre 400 y 900 euros, se lleva dos o tres días al año y la moda cambia cada temporada: un año se lleva el volante canastero y al siguiente la manga de capa. Las que quieren ir a la moda compran y acumulan trajes en el armario; las que no pueden pagarlo repiten el mismo durante cinco años o no van. Hicimos 230 entrevistas en la calle Feria y a la salida de academias de baile de Nervión, y siete de cada diez mujeres de entre 20 y 40 años nos dijeron que el traje es lo que más les pesa del presupuesto de la Feria, por encima de la caseta.',
    solution:
      'Nuestra web muestra más de 600 trajes de diseñadoras andaluzas, con fotos reales y medidas. La clienta reserva su fin de semana, pasa por nuestro taller de Triana para probárselo y, si hace falta, nuestra costurera le ajusta el talle en el momento. El alquiler incluye flor, pendientes y mantón. Después de la Feria nos lo devuelve tal cual: la tintorería y los arreglos corren de nuestra cuenta. Cada traje se alquila una media de seis veces en dos temporadas y después lo vendemos de segunda mano.',
    whyNow:
      'Han cambiado dos cosas. Desde el 1 de enero de 2025, la Ley 7/2022 de residuos obliga a los ayuntamientos a recoger el textil por separado, y eso ha puesto la ropa de usar y tirar en la conversación; en Sevilla, el traje de flamenca es el ejemplo que sale siempre. Y las diseñadoras nos buscan: con el tejido cada vez más caro, prefieren cedernos colecciones a comisión antes que quedarse en mayo con el stock sin vender.',
    market:
      'La moda flamenca mueve unos 60 millones de euros al año en Andalucía, casi todo en venta. Lo que podemos servir desde Sevilla es el alquiler: calculamos unas 40.000 mujeres entre Sevilla capital, el Aljarafe y las visitantes de la Feria que alquilarían, a 95 € por alquiler, lo que suma 3,8 millones de euros al año. Con Córdoba, que celebra su feria en mayo, y Málaga, que la celebra en agosto, la temporada se alarga de abril a octubre.',
    competition:
      'Hay tres alternativas. Las tiendas de alquiler de barrio, con pocas tallas, trajes de hace años y sin arreglos. La segunda mano en Wallapop y en grupos de Facebook, barata pero a ciegas: no sabes si te queda bien hasta que llega. Y comprar a una diseñadora. Nosotros juntamos lo mejor de cada una: trajes de temporada, prueba en persona y precio de alquiler. Lo difícil de copiar es la logística de la semana de Feria, con 300 entregas y devoluciones en siete días, y la red de diseñadoras que ya trabaja con nosotros.',
    businessModel:
      'Cobramos 95 € por el alquiler de un fin de semana, con los complementos incluidos. La diseñadora se lleva un 25 % de cada alquiler de sus trajes; después de tintorería, arreglos y transporte nos queda un margen bruto del 47 %. Captar una clienta nueva nos cuesta unos 18 € entre anuncios en Instagram y descuentos con academias de baile, y una de cada tres vuelve para el Rocío o para una boda.',
    traction:
      'Empezamos en la Feria de 2024 con 80 trajes prestados por dos diseñadoras. En los últimos doce meses han alquilado con nosotros 1.350 clientas y hemos facturado 156.000 €, un 85 % más que el año anterior. Hoy tenemos 14 diseñadoras en el catálogo y lista de espera para la próxima Feria.',
    team: 'Macarena Ruiz lleva 15 años cosiendo en un taller de Triana y ajusta un traje en veinte minutos. Javier Ortega pasó 8 años en la logística de una tienda de moda online en Madrid y ha montado nuestro sistema de reservas y devoluciones. Lucía Benítez trabajó 6 años en el marketing de una cadena de academias de baile y es quien nos trae a las clientas.',
    ask: 'Con lo que facturamos tenemos caja para catorce meses. Buscamos 250.000 € entre business angels y un préstamo participativo de ENISA para abrir un punto de prueba en Córdoba y otro en Málaga, ampliar el catálogo a 1.500 trajes y contratar a una segunda costurera, todo en los próximos doce meses.',
  },
  evidence: [
    figure(ES_VALIDATION, 'marketSize', 60_000_000, 'EUR', 'tam'),
    figure(ES_VALIDATION, 'marketSize', 3_800_000, 'EUR', 'sam'),
    figure(ES_VALIDATION, 'price', 95, 'EUR'),
    figure(ES_VALIDATION, 'customers', 1_350, null),
    figure(ES_SIMULATION, 'revenue', 13_000, 'EUR'),
    figure(ES_SIMULATION, 'margin', 47, null),
    figure(ES_SIMULATION, 'growth', 85, null),
    figure(ES_SIMULATION, 'cac', 18, 'EUR'),
    figure(ES_SIMULATION, 'runway', 14, null),
  ],
  note: 'A strong five-minute class pitch for flamenca-dress rental in Seville, with yearly sales that the evidence holds as a monthly figure.',
};

const ES_VAGUE = vagueTwin(
  ES_STRONG,
  {
    oneLiner:
      'Lunares es la nueva forma de vivir la moda flamenca: una experiencia única, sostenible y accesible para todo el mundo.',
    problem:
      'Todo el mundo quiere estar espectacular en los momentos importantes, pero la moda de siempre no está pensada para las personas de hoy. Es un problema enorme del que nadie habla y que afecta a toda la sociedad. Todas las personas con las que hablamos nos dicen lo mismo: así no se puede seguir, y hace falta alguien que lo cambie de verdad.',
    solution:
      'Hemos creado una plataforma innovadora que combina lo digital y lo presencial para ofrecer una experiencia de cliente redonda, cercana y sin fricciones. Democratizamos el acceso a la moda de autor y generamos un impacto positivo en el planeta. Es una propuesta de valor disruptiva, con la tecnología al servicio de las personas y de la tradición, y con un diseño pensado para enamorar desde el primer clic.',
    whyNow:
      'Vivimos un momento de cambio: la sostenibilidad está de moda, el consumo se está transformando y la gente busca nuevas experiencias. Es ahora o nunca. Las nuevas generaciones piden otra forma de consumir y las marcas que no se adapten se van a quedar atrás.',
    market:
      'El mercado es gigantesco y no para de crecer. Cualquier persona que vaya a una fiesta, una boda o un evento es una clienta potencial, aquí y en cualquier parte. Las posibilidades son infinitas y el potencial de expansión internacional es enorme.',
    competition:
      'En realidad no tenemos competencia. Hay opciones tradicionales, pero nadie ofrece lo que nosotros ofrecemos ni con nuestra visión. Nuestro mayor diferencial es la pasión y la experiencia que ponemos en cada detalle.',
    businessModel:
      'Nuestro modelo de negocio es muy escalable y rentable, con varias líneas de ingresos y un enorme potencial de crecimiento en el futuro. Estamos convencidos de que los números van a acompañar.',
    traction:
      'La respuesta del público ha sido increíble. Las clientas nos adoran, las redes sociales nos apoyan y estamos creciendo muchísimo. Cada semana se suma gente nueva, el boca a boca funciona solo y la marca empieza a sonar con fuerza.',
    team: 'Somos un equipo joven, apasionado y multidisciplinar, con mucha experiencia y con ganas de comernos el mundo. Nos complementamos a la perfección y compartimos los mismos valores.',
    ask: 'Buscamos inversores que compartan nuestra visión para llevar este proyecto al siguiente nivel y expandirnos por todas partes.',
  },
  'The same dress rental in buzzwords, with everyone as the customer, no figure, no date and an ask without an amount.',
);

const ES_OVER = overClaimingTwin(
  ES_STRONG,
  [
    { part: 'traction', metric: 'customers', from: '1.350 clientas', said: '4.000 clientas' },
    { part: 'ask', metric: 'runway', from: 'catorce meses', said: 'tres años' },
  ],
  'The strong dress-rental pitch with nearly three times the customers and a runway stretched from fourteen months to three years.',
);

// fr-FR — investor pitch, a B2B logistics service with a monthly package.

const FR_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-5-fr-FR-validation',
  name: 'Étude des restaurants de vente à emporter, Lyon',
};
const FR_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-5-fr-FR-simulation',
  name: 'Simulation financière de Reboîte',
};

const FR_STRONG: HeldOutPitch = {
  id: 'held-out-5-fr-FR-consigne-inox-strong',
  language: 'fr-FR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'Reboîte remplace les barquettes jetables des restaurants lyonnais par des boîtes en inox consignées, que nous collectons et lavons pour eux.',
    problem:
      "À Lyon, un restaurant de vente à emporter de la Presqu'île sert 150 à 300 repas par jour, chacun dans une barquette, un couvercle et un sac jetés aussitôt. Ces emballages lui coûtent entre 0,25 et 0,40 € par repas, souvent plus de 1 500 € par mois. Les consignes qui existent demandent au restaurateur de laver lui-même les boîtes, dans une plonge déjà saturée.",
    solution:
      "Nous livrons des boîtes en inox marquées d'un QR code. Le client paie 2 € de consigne dans l'appli, rapporte la boîte dans n'importe quel restaurant du réseau ou dans l'une de nos 12 bornes. Chaque soir, un vélo-cargo ramasse les boîtes sales et dépose des boîtes propres ; le lavage se fait dans notre atelier de Vénissieux.",
    whyNow:
      "Depuis le 1er janvier 2023, la loi AGEC impose la vaisselle réutilisable pour les repas servis sur place dans la restauration rapide. Les restaurateurs ont donc déjà changé leur vaisselle en salle ; la vente à emporter est l'étape suivante, et ils cherchent quelqu'un pour s'occuper de la logistique.",
    market:
      "En France, la vente à emporter consomme plusieurs milliards d'emballages par an ; nous estimons le marché de la consigne professionnelle dans les vingt plus grandes métropoles à 310 M€ par an. À Lyon, notre marché immédiat compte 1 800 restaurants, soit 6,3 M€ par an à notre prix.",
    competition:
      'Des réseaux de consigne existent à Paris et à Nantes, mais ils vendent des boîtes et laissent le lavage au restaurant. Nous sommes les seuls à Lyon à réunir collecte, lavage et suivi des boîtes dans un même forfait.',
    businessModel:
      "Le restaurant paie un forfait de 290 € par mois qui couvre jusqu'à 3 000 rotations ; au-delà, chaque boîte lavée est facturée 0,09 €. Il économise en moyenne quarante pour cent de ce que lui coûtaient ses jetables. Notre marge brute est de 34 %, car la ligne de lavage tourne encore à mi-capacité. Acquérir un restaurant nous coûte environ 650 €, démonstrations et premier stock de boîtes compris.",
    traction:
      "Nous avons démarré en mars 2025 avec 6 restaurants de la Croix-Rousse. Aujourd'hui, 74 restaurants sont clients, 41 000 boîtes ont été lavées le mois dernier et notre chiffre d'affaires atteint 276 k€ en rythme annuel. Nous progressons de 15 % par mois depuis septembre.",
    team: 'Camille Ferrand a tenu pendant 9 ans un restaurant de vente à emporter rue Mercière. Yanis Belkacem a passé 11 ans dans la logistique urbaine chez un transporteur lyonnais. Hélène Marchal, ingénieure procédés, a travaillé 7 ans dans le lavage industriel et a conçu notre ligne de lavage.',
    ask: "Nous avons huit mois de trésorerie. Nous levons 900 000 € en amorçage, pour dix-huit mois : une deuxième ligne de lavage qui triple notre capacité, deux commerciaux, et l'ouverture de Grenoble et de Saint-Étienne.",
  },
  evidence: [
    figure(FR_VALIDATION, 'marketSize', 310_000_000, 'EUR', 'tam'),
    figure(FR_VALIDATION, 'marketSize', 6_300_000, 'EUR', 'sam'),
    figure(FR_VALIDATION, 'price', 290, 'EUR'),
    figure(FR_VALIDATION, 'customers', 74, null),
    figure(FR_SIMULATION, 'revenue', 23_000, 'EUR'),
    figure(FR_SIMULATION, 'margin', 34, null),
    figure(FR_SIMULATION, 'growth', 15, null),
    figure(FR_SIMULATION, 'cac', 650, 'EUR'),
    figure(FR_SIMULATION, 'runway', 8, null),
  ],
  note: 'A strong investor pitch for a reusable takeaway-box service in Lyon, with an annual run rate that the evidence holds as a monthly figure.',
};

const FR_VAGUE = vagueTwin(
  FR_STRONG,
  {
    oneLiner:
      'Reboîte réinvente l’expérience de la vente à emporter grâce à une solution circulaire, vertueuse et connectée pour tous.',
    problem:
      'Tout le monde le sait : le jetable, c’est fini. Les restaurants comme les consommateurs subissent un système à bout de souffle, et personne n’apporte de vraie réponse à ce défi de société. Tous les acteurs attendent une solution à la hauteur des enjeux.',
    solution:
      'Nous proposons une plateforme innovante qui fluidifie tout le parcours, du comptoir au lavage, avec une expérience simple et engageante pour chacun. Notre technologie propriétaire rend le réemploi aussi naturel que le jetable, voire plus.',
    whyNow:
      'Le contexte n’a jamais été aussi favorable : la transition écologique s’accélère, les mentalités changent et les réglementations vont dans notre sens. Ceux qui bougeront maintenant façonneront le marché de demain.',
    market:
      'Le marché est colossal. Chaque restaurant, chaque traiteur, chaque entreprise et chaque consommateur est un client potentiel, partout en France et au-delà. Le potentiel est tout simplement immense.',
    competition:
      'Nous n’avons pas vraiment de concurrents. Il existe quelques initiatives, mais aucune n’a notre vision ni notre capacité d’exécution. Notre avance est réelle et nous comptons bien la creuser.',
    businessModel:
      'Notre modèle est récurrent, hautement scalable et rentable, avec de nombreux relais de croissance à venir. Les perspectives de rentabilité sont excellentes.',
    traction:
      'L’accueil est excellent : nos clients sont conquis, le bouche-à-oreille fonctionne à plein et notre croissance est très forte. Nous recevons chaque jour de nouvelles demandes.',
    team: 'Nous formons une équipe soudée, passionnée et complémentaire, avec une solide expérience et une énorme envie d’avoir de l’impact.',
    ask: 'Nous ouvrons une levée de fonds pour accélérer et devenir le leader européen du réemploi, et nous cherchons des partenaires qui partagent notre ambition.',
  },
  'The same takeaway-box service in buzzwords, with everyone as the customer, no figure, no date and an ask without an amount.',
);

const FR_OVER = overClaimingTwin(
  FR_STRONG,
  [
    { part: 'businessModel', metric: 'margin', from: '34 %', said: '71 %' },
    { part: 'traction', metric: 'growth', from: '15 %', said: '40 %' },
  ],
  'The strong takeaway-box pitch with the gross margin more than doubled and monthly growth nearly tripled.',
);

// de-DE — class pitch, software sold by subscription to volunteer-run associations.

const DE_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-5-de-DE-validation',
  name: 'Befragung von Kleingartenvereinen in Sachsen',
};
const DE_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-5-de-DE-simulation',
  name: 'Finanzsimulation Gartenbuch',
};

const DE_STRONG: HeldOutPitch = {
  id: 'held-out-5-de-DE-kleingartenverein-strong',
  language: 'de-DE',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'Gartenbuch ist die Verwaltung für Kleingartenvereine: Pacht, Wasser, Strom und Arbeitsstunden in einer Abrechnung, die der Kassierer an einem Abend fertig hat.',
    problem:
      'In Leipzig gibt es rund 270 Kleingartenvereine mit fast 39.000 Parzellen, und jeder davon wird ehrenamtlich geführt. Einmal im Jahr muss der Kassierer für jede Parzelle eine Rechnung schreiben: Pacht an die Stadt, Mitgliedsbeitrag an den Verband, Wasser und Strom nach Zählerstand, Versicherung, Grundsteuer und ein Ersatzbetrag für nicht geleistete Gemeinschaftsstunden. Das passiert in Excel-Tabellen, die seit zwanzig Jahren weitergereicht werden, oder auf Papier. Ein Kassierer aus Grünau hat uns seine Tabelle gezeigt: vierzehn Reiter, drei Farben und Formeln, die keiner mehr versteht. Wir haben mit 35 Kassierern in Leipzig gesprochen: Im Schnitt brauchen sie 60 Stunden für die Jahresabrechnung, und jeder Fehler landet als Streit in der Mitgliederversammlung. Die Folge: Kaum jemand will dieses Amt noch übernehmen. Viele Kassierer sind über siebzig und suchen seit Jahren einen Nachfolger.',
    solution:
      'Gartenbuch bildet den Verein so ab, wie er ist: Parzellen, Pächter, Zähler und Arbeitseinsätze. Die Pächter tragen ihre Zählerstände selbst per Handy ein, mit einem Foto vom Zähler; wer kein Smartphone hat, gibt einen Zettel ab, den der Vorstand abtippt. Aus Pacht, Verbrauch und Umlagen erstellt Gartenbuch die Jahresrechnung für jede Parzelle, verschickt sie per E-Mail oder als Brief und gleicht die Zahlungseingänge mit dem Vereinskonto ab. Die Arbeitsstunden werden beim Einsatz per QR-Code erfasst. Für die Mitgliederversammlung gibt es den Kassenbericht auf Knopfdruck, den die Kassenprüfer Zeile für Zeile nachvollziehen können.',
    whyNow:
      'Seit dem 1. Januar 2025 gilt die neue Grundsteuer. Jeder Verein hat neue Bescheide bekommen und muss die Steuer neu auf die Parzellen umlegen, meist nach Fläche und teils rückwirkend. Genau an dieser Umlage sind im letzten Jahr viele Excel-Tabellen gescheitert. Gleichzeitig hören Kassierer auf, die ihr Amt seit der Wende machen, und die Jüngeren, die nachkommen, erwarten eine App statt eines Aktenordners.',
    market:
      'In Deutschland gibt es rund 13.000 Kleingartenvereine mit etwa 900.000 Parzellen. Zu unserem Preis ist das ein Markt von 9,2 Mio. € im Jahr. Unser erster Markt ist Sachsen mit etwa 3.800 Vereinen, also 2,7 Mio. € jährlich. In drei Jahren wollen wir 600 Vereine betreuen, das wären rund 425.000 € Umsatz im Jahr.',
    competition:
      'Die meisten Vereine arbeiten mit Excel oder mit gar nichts. Es gibt allgemeine Vereinssoftware für Sportvereine, aber die kennt keine Parzellen, keine Zähler und keine Umlage nach Fläche. Einige Verbände bieten alte Windows-Programme an, die nur auf dem Rechner des Kassierers laufen und beim nächsten Vorstandswechsel verloren gehen. Soweit wir wissen, sind wir die Einzigen, die Abrechnung, Zählerablesung und Arbeitsstunden für Kleingärten in einem Werkzeug zusammenbringen, und zwei Regionalverbände in Sachsen empfehlen uns inzwischen ihren Vereinen.',
    businessModel:
      'Ein Verein zahlt 59 € im Monat, egal ob er 40 oder 150 Parzellen hat; für größere Anlagen gibt es einen Aufschlag. Die Datenübernahme aus Excel machen wir einmal selbst. Unsere Rohmarge liegt bei 88 %, die Kosten sind Server, Briefversand und Support. Einen neuen Verein zu gewinnen kostet uns im Schnitt 420 €: Infoabende bei den Verbänden, ein kostenloser Probemonat und die Datenübernahme. Das ist nach gut acht Monaten wieder drin, und Vereine wechseln selten; gekündigt hat bisher ein einziger.',
    traction:
      'Angefangen haben wir im Frühjahr 2024 mit drei Vereinen in Connewitz. Heute nutzen 118 Vereine in Sachsen Gartenbuch, und unser wiederkehrender Jahresumsatz liegt bei 84.000 €. Das sind 140 Prozent mehr als vor einem Jahr. Über die Plattform laufen inzwischen die Abrechnungen für mehr als 11.000 Parzellen.',
    team: 'Katrin Vogt ist seit 15 Jahren Steuerfachangestellte und seit 8 Jahren Kassiererin in ihrem eigenen Kleingartenverein; aus ihrer Excel-Tabelle ist Gartenbuch entstanden. Tobias Brandt entwickelt seit 9 Jahren Software, zuletzt Abrechnungssysteme für Stadtwerke. Murat Aydın hat 6 Jahre lang Vereinssoftware an Sportvereine verkauft und kennt die Verbandsstrukturen. Alle drei leben in Leipzig.',
    ask: 'Unser Geld reicht noch 16 Monate. Wir suchen 450.000 € von Business Angels und aus der Innovationsförderung des Freistaats, um in den nächsten 24 Monaten Thüringen und Sachsen-Anhalt zu erschließen, zwei Leute für Vertrieb und Support einzustellen und die Bankanbindung auszubauen. Ziel sind 600 Vereine bis Ende 2027.',
  },
  evidence: [
    figure(DE_VALIDATION, 'marketSize', 9_200_000, 'EUR', 'tam'),
    figure(DE_VALIDATION, 'marketSize', 2_700_000, 'EUR', 'sam'),
    figure(DE_VALIDATION, 'marketSize', 425_000, 'EUR', 'som'),
    figure(DE_VALIDATION, 'price', 59, 'EUR'),
    figure(DE_VALIDATION, 'customers', 118, null),
    figure(DE_SIMULATION, 'revenue', 7_000, 'EUR'),
    figure(DE_SIMULATION, 'margin', 88, null),
    figure(DE_SIMULATION, 'growth', 140, null),
    figure(DE_SIMULATION, 'cac', 420, 'EUR'),
    figure(DE_SIMULATION, 'runway', 16, null),
  ],
  note: 'A strong five-minute class pitch for allotment-association software in Leipzig, with recurring yearly revenue and growth said in words.',
};

const DE_VAGUE = vagueTwin(
  DE_STRONG,
  {
    oneLiner:
      'Gartenbuch ist die smarte All-in-one-Plattform, die das Vereinsleben neu denkt und jedem das Leben leichter macht.',
    problem:
      'Jeder kennt das: Vereinsarbeit ist kompliziert, zeitraubend und frustrierend. Die Prozesse sind veraltet, die Digitalisierung ist nie angekommen, und alle leiden darunter. Jeder, mit dem wir sprechen, bestätigt uns das, und trotzdem hat sich bisher niemand wirklich an das Thema herangetraut.',
    solution:
      'Unsere intuitive, cloudbasierte Lösung digitalisiert sämtliche Abläufe nahtlos, schafft Transparenz auf Knopfdruck und begeistert Vorstände wie Mitglieder gleichermaßen. Künstliche Intelligenz nimmt den Menschen die lästige Arbeit ab, damit wieder Zeit für das Wesentliche bleibt: die Gemeinschaft.',
    whyNow:
      'Die Zeit ist reif. Die Gesellschaft wird digitaler, die Ansprüche steigen, und wer jetzt nicht handelt, wird abgehängt. Wir sind bereit, diesen Wandel anzuführen.',
    market:
      'Der Markt ist riesig. Jeder Verein, jedes Mitglied und letztlich jeder, der sich engagiert, ist ein potenzieller Kunde, in ganz Deutschland und darüber hinaus. Das Potenzial ist praktisch unbegrenzt.',
    competition:
      'Echte Wettbewerber gibt es nicht. Was es gibt, ist veraltet und nicht nutzerfreundlich; niemand verbindet Technologie und Gemeinschaft so wie wir. Unser Vorsprung ist unsere Leidenschaft.',
    businessModel:
      'Unser Geschäftsmodell ist ein skalierbares Abo mit hervorragenden Margen und vielen zusätzlichen Erlösquellen in der Zukunft. Die Unit Economics sind sehr gesund.',
    traction:
      'Das Feedback ist überwältigend. Unsere Nutzer lieben das Produkt, die Nachfrage explodiert, und wir wachsen rasant. Jede Woche kommen neue Anfragen, ganz ohne Marketing.',
    team: 'Wir sind ein leidenschaftliches, erfahrenes und perfekt eingespieltes Team mit echter Hands-on-Mentalität. Wir ergänzen uns perfekt und brennen für das Thema.',
    ask: 'Wir suchen Investoren, die unsere Vision teilen und mit uns gemeinsam den nächsten großen Schritt gehen wollen.',
  },
  'The same association software in buzzwords, with everyone as the customer, no figure, no date and an ask without an amount.',
);

const DE_OVER = overClaimingTwin(
  DE_STRONG,
  [
    { part: 'traction', metric: 'revenue', from: '84.000 €', said: '240.000 €' },
    { part: 'market', metric: 'marketSize', from: '9,2 Mio. €', said: '45 Mio. €' },
  ],
  'The strong association-software pitch with recurring revenue nearly tripled and the national market almost five times larger.',
);

export const HELD_OUT_PITCHES_5: readonly HeldOutPitch[] = [
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
