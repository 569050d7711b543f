/*
 * The fourth held-out set of pitches (decision 032): fifteen pitches, a strong one in each language
 * with its vague twin and its over-claiming twin, for the pitch benchmark to measure the scorer on
 * text it was never tuned on.
 *
 * Written blind: only this folder's shape file, the kinds and parts of a pitch and the language and
 * currency types were read. The claim and number readers, the rubric, the pitch words, the earlier
 * held-out sets, the corpus, the tests, the docs, the benchmark and the locales were not, so the
 * pitches are told the way founders tell them rather than the way a parser would like to hear them.
 *
 * Businesses, none used by an earlier set:
 * - pt-BR, class: subscription maintenance of cold rooms for corner markets and butchers in Recife.
 * - en-US, investor: a marketplace renting idle licensed kitchen hours to food trucks in Columbus, Ohio.
 * - es-ES, elevator: wheelchair and mobility-scooter rental for older tourists on the Costa del Sol.
 * - fr-FR, investor: one-cubic-metre rubble bags dropped and lifted within a day for renovators in Lyon.
 * - de-DE, class: drinking-water testing (Legionella, lead) for small landlords in Leipzig.
 *
 * Numbers are written as each country writes them: 1.234,56 in Portuguese, Spanish and German;
 * 1,234.56 in English; in French 1 234,56 with a narrow no-break space between digit groups and a
 * no-break space before the euro and per-cent signs (kept inside strings, where they belong).
 *
 * Evidence is in whole currency units: a market is a year's worth (a monthly market said in the
 * text is multiplied by 12), a price is one sale, revenue is a month (a yearly figure is divided by
 * 12), CAC is the cost of one new customer, margin and growth are the percentage number, runway is
 * months and customers a count. The validation source holds what was checked with the market
 * (market sizes, price, customers); the simulation source what the founders' model computes
 * (revenue, margin, growth, CAC, runway).
 */

import { figure, overClaimingTwin, vagueTwin, type HeldOutPitch, type Source } from './held-out-shape';

// --- pt-BR: FrioCerto, Recife (class, five minutes) ---

const PT_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-4-pt-validation',
  name: 'Entrevistas e contagem de mercadinhos na Região Metropolitana do Recife',
};
const PT_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-4-pt-simulation',
  name: 'Plano financeiro FrioCerto',
};

const PT_STRONG: HeldOutPitch = {
  id: 'held-out-4-pt-BR-cold-room-care-strong',
  language: 'pt-BR',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'A FrioCerto faz manutenção preventiva, por assinatura mensal, das câmaras frias e dos balcões refrigerados de mercadinhos e açougues da Região Metropolitana do Recife.',
    problem:
      'Seu Edvaldo tem um mercadinho em Casa Amarela. Numa sexta-feira de dezembro, às oito da noite, o compressor da câmara fria dele parou. Ele ligou para quatro técnicos; o único que atendeu só chegou no sábado à tarde. Foram R$ 6.800 de carne e frios no lixo, fora o fim de semana sem vender. Essa história não é exceção: das 41 lojas que entrevistamos em Recife, Olinda e Jaboatão, 33 tiveram pelo menos uma pane grave no último ano. Quase ninguém faz manutenção preventiva. O técnico só aparece quando já quebrou, cobra o que quer na hora do desespero e não deixa registro do que trocou. No calor daqui, um condensador sujo ou uma borracha gasta vira pane em poucas semanas.',
    solution:
      'Com a FrioCerto, um técnico nosso visita a loja todo mês. Ele limpa condensador e evaporador, mede a pressão do gás e a corrente do compressor, troca a borracha da porta quando precisa e registra tudo no aplicativo. Em cada câmara instalamos um sensor de temperatura que avisa no WhatsApp do dono e na nossa central quando a temperatura sobe dois graus por mais de vinte minutos. Se der pane mesmo assim, o chamado é prioritário: chegamos em até quatro horas, de dia ou de noite, sem cobrar mão de obra. O dono paga só as peças, por uma tabela fixa que ele vê antes de autorizar.',
    whyNow:
      'Duas coisas mudaram. Desde 1º de janeiro de 2025, pelo cronograma do Protocolo de Montreal, o Brasil precisa consumir bem menos HCFC, e o gás R-22, que ainda roda na maioria das câmaras antigas do Recife, ficou caro e difícil de achar. Um vazamento que não é pego cedo hoje custa o triplo. E a energia: depois do reajuste de abril de 2026, uma câmara mal regulada virou o maior item da conta de luz de um mercadinho. Manutenção preventiva deixou de ser luxo.',
    market:
      'Na Região Metropolitana do Recife há cerca de 4.800 mercadinhos, açougues e hortifrútis com pelo menos uma câmara fria, pela nossa contagem de rua. Cada um gasta em média R$ 7.500 por ano com conserto de emergência. Isso dá R$ 36 milhões por ano só aqui, que é o mercado que conseguimos atender com a operação de hoje. No Nordeste inteiro, o mercado passa de R$ 410 milhões por ano.',
    competition:
      'Hoje esse cliente é atendido pelo técnico autônomo, que some quando aparece um serviço maior, e pelas empresas de refrigeração comercial, que preferem contratos com redes de supermercado e não tiram um carro para uma loja de bairro por menos de R$ 1.500. Ninguém oferece à loja pequena um contrato mensal com preço fixo e monitoramento. A nossa vantagem é a densidade: com os clientes concentrados em poucos bairros, um técnico nosso faz oito visitas por dia, e não duas.',
    businessModel:
      'A assinatura custa R$ 390 por mês por loja, cobrindo até duas câmaras e quatro balcões. A margem bruta é de 46%, já contando o salário do técnico, o combustível, o sensor e as pequenas peças de reposição. Conquistar uma loja nova nos custa por volta de R$ 620, quase tudo em visita de diagnóstico gratuita e comissão do vendedor, e o cliente médio fica com a gente bem mais de um ano.',
    traction:
      'Começamos em março de 2025 com doze lojas em Casa Amarela. Hoje são 112 lojas pagantes em Recife, Olinda e Jaboatão, e a receita recorrente chegou a R$ 43,7 mil por mês. Crescemos 9% ao mês nos últimos seis meses e perdemos só cinco clientes desde o início, três deles porque fecharam a loja.',
    team: 'Eu sou Rafael Cavalcanti, técnico em refrigeração há 14 anos; passei nove deles na manutenção de uma grande rede de supermercados do Recife. A Luana Siqueira, minha sócia, é engenheira de produção e passou seis anos montando rotas de entrega numa distribuidora de bebidas; foi ela quem desenhou a nossa roteirização por bairro. O Diego Araújo cuida do aplicativo e dos sensores, depois de quatro anos trabalhando com IoT no Porto Digital. Temos sete técnicos contratados.',
    ask: 'Temos caixa para 11 meses. Estamos levantando R$ 1,2 milhão para os próximos 18 meses: metade para contratar e treinar seis técnicos, um terço para estoque de peças e sensores e o restante para abrir João Pessoa e Maceió até dezembro de 2027. Com isso chegamos a 600 lojas e ao ponto de equilíbrio.',
  },
  evidence: [
    figure(PT_VALIDATION, 'marketSize', 410_000_000, 'BRL', 'tam'),
    figure(PT_VALIDATION, 'marketSize', 36_000_000, 'BRL', 'sam'),
    figure(PT_VALIDATION, 'price', 390, 'BRL'),
    figure(PT_VALIDATION, 'customers', 112, null),
    figure(PT_SIMULATION, 'revenue', 43_700, 'BRL'),
    figure(PT_SIMULATION, 'margin', 46, null),
    figure(PT_SIMULATION, 'growth', 9, null),
    figure(PT_SIMULATION, 'cac', 620, 'BRL'),
    figure(PT_SIMULATION, 'runway', 11, null),
  ],
  note: 'A five-minute class pitch for a cold-room maintenance subscription in Recife, every figure backed by the evidence.',
};

const PT_VAGUE = vagueTwin(
  PT_STRONG,
  {
    oneLiner:
      'A FrioCerto é uma solução inovadora e disruptiva de refrigeração inteligente para o varejo alimentar, pensada para todo mundo que trabalha com frio.',
    problem:
      'O varejo sofre muito com refrigeração. Os equipamentos quebram, o produto estraga, o dono perde dinheiro e não sabe a quem recorrer. É uma dor enorme, muito comum, que afeta praticamente todo mundo no setor e que ninguém resolveu de verdade até hoje. O atendimento que existe é lento, caro e sem nenhuma transparência, e isso gera uma insegurança gigante no dia a dia de quem empreende. Quem tem loja sabe do que eu estou falando: é estresse, é prejuízo, é noite sem dormir. A verdade é que o mercado inteiro está pedindo uma mudança, e a gente sentiu isso na pele conversando com muita gente do ramo.',
    solution:
      'A nossa proposta é transformar completamente a relação do lojista com a refrigeração. Unimos tecnologia de ponta, inteligência de dados e um atendimento humanizado numa plataforma completa, ágil e escalável. O cliente ganha tranquilidade, eficiência e controle total, tudo num só lugar, com uma experiência simples e intuitiva. É manutenção do jeito que deveria ser: moderna, conectada e sem dor de cabeça. A gente acredita que, com a nossa solução, ninguém mais vai precisar se preocupar com isso, porque a gente cuida de tudo de ponta a ponta.',
    whyNow:
      'O momento nunca foi tão bom. O mundo está mudando, a tecnologia está cada vez mais acessível, as regras estão ficando mais exigentes e a energia está cada vez mais cara. Os lojistas estão mais abertos a inovar do que nunca, e quem chegar primeiro vai dominar esse espaço. Tudo aponta para a mesma direção, e a gente está exatamente no lugar certo, na hora certa.',
    market:
      'O mercado é gigantesco. Todo mundo compra comida, e quase todo comércio de alimentos depende de refrigeração, então o potencial é praticamente ilimitado. Estamos falando de um setor enorme, que cresce sem parar no Brasil inteiro e que ainda está muito pouco explorado. Começamos pela nossa região, mas a visão é nacional e, quem sabe, internacional. É uma oportunidade única.',
    competition:
      'Não existe ninguém fazendo o que a gente faz do jeito que a gente faz. O que tem por aí é antiquado, informal e desorganizado, e os grandes players não olham para esse público. Estamos anos-luz à frente em tecnologia, em atendimento e em visão de negócio, e a nossa cultura é muito difícil de copiar. Enquanto os outros vendem serviço, a gente vende tranquilidade.',
    businessModel:
      'Trabalhamos com um modelo de assinatura recorrente, previsível e altamente escalável, com várias fontes de receita complementares. As margens são saudáveis e vão melhorar ainda mais com escala. Conquistar clientes é fácil, porque o produto praticamente se vende sozinho e o boca a boca é muito forte. Quem entra não quer mais sair. No longo prazo, vemos espaço para novos produtos, parcerias estratégicas e muitas outras oportunidades de monetização.',
    traction:
      'A tração tem sido incrível. Os clientes adoram a solução, a base cresce muito rápido, a receita cresce mês após mês e o retorno que recebemos é extremamente positivo. Cada dia chegam mais pedidos, e a gente mal consegue dar conta da demanda. Os sensores já evitaram muitos prejuízos e os lojistas recomendam a gente para os vizinhos. Estamos muito felizes com os resultados até aqui e temos certeza de que isso é só o começo.',
    team: 'Somos um time apaixonado, resiliente e complementar, com muita experiência em refrigeração, operações e tecnologia. A gente vive esse problema há muito tempo, conhece o setor por dentro e tem a garra necessária para executar. Além dos sócios, contamos com técnicos dedicados e comprometidos com a missão. Mais do que um time, somos uma família com um propósito claro.',
    ask: 'Estamos abrindo uma rodada de investimento para acelerar o crescimento, ampliar o time e levar a FrioCerto para novas cidades. Buscamos parceiros que acreditem na nossa visão e queiram fazer parte dessa jornada. Vem com a gente!',
  },
  'The same cold-room business told in buzzwords: everyone as the customer, no figure, no date and an ask without an amount.',
);

const PT_OVER = overClaimingTwin(
  PT_STRONG,
  [
    { part: 'market', metric: 'marketSize', from: 'R$ 410 milhões', said: 'R$ 4,1 bilhões' },
    { part: 'traction', metric: 'customers', from: '112 lojas pagantes', said: '480 lojas pagantes' },
  ],
  'The strong Recife pitch with the Northeast market told ten times larger and the paying stores quadrupled, while the revenue still says otherwise.',
);

// --- en-US: ShiftKitchen, Columbus, Ohio (investor, three minutes) ---

const EN_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-4-en-validation',
  name: 'Columbus food-vendor survey and kitchen listings',
};
const EN_SIMULATION: Source = {
  kind: 'simulation',
  id: 'held-out-4-en-simulation',
  name: 'ShiftKitchen operating model',
};

const EN_STRONG: HeldOutPitch = {
  id: 'held-out-4-en-US-shared-kitchen-strong',
  language: 'en-US',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'ShiftKitchen rents out the idle hours of licensed restaurant and church kitchens to food trucks, caterers and cottage bakers in Columbus, Ohio.',
    problem:
      'Every food truck in Franklin County needs a licensed commissary to prep and clean. There are only four dedicated commissaries in the metro. They charge $900 to $1,400 a month for a fixed slot, and two of them have waitlists into next spring. So a taco truck that works three days a week pays for thirty, or cuts corners in a home kitchen and hopes nobody asks.',
    solution:
      'We sign up licensed kitchens, inspect them and list the hours they sit dark, usually overnight and all day Monday. A vendor books a shift on their phone, gets a door code, and we take care of the liability insurance, the payment and the commissary letter the health department wants to see.',
    whyNow:
      'In March 2025, Franklin County Public Health started asking every mobile vendor for a signed commissary agreement at license renewal. Roughly three hundred trucks went looking for a kitchen in the same few weeks, and the supply of shared kitchens did not move.',
    market:
      'Food trucks, caterers and home bakers around Columbus spend about $1.1 million a month on kitchen time. Nationally, renting commercial kitchen space is a $1.6 billion market.',
    competition:
      'We compete with the traditional commissary and with the handshake deal with a friend who owns a restaurant. Commissaries are full and rigid; handshake deals fall apart the first time an inspector asks for paperwork. The national listing sites have a handful of Columbus kitchens and leave insurance and compliance to the vendor.',
    businessModel:
      'A six-hour shift costs the vendor $135 on average. We keep 28% and the host kitchen gets the rest. After card fees and the per-shift policy we buy, our gross margin on what we keep is 68%. It costs us about $95 to bring on a new vendor, mostly through the local Facebook groups, the truck rallies and a free first shift.',
    traction:
      'We launched in October 2025 with three kitchens. Today 212 vendors pay to cook in 19 host kitchens. Last month they booked $152,000 of kitchen time and our net revenue was $42,600, up 12% a month since January. Two out of three vendors book again within 30 days.',
    team: "I'm Danielle Okafor. I spent nine years running catering operations for a university dining service, so I've been the person calling around at 11 p.m. looking for an oven. My co-founder, Marcus Lindgren, spent six years building scheduling software for hospitals. Rosa Jiménez ran her own food truck for five years and now signs up our host kitchens.",
    ask: "We have fourteen months of runway. We're raising $1.5M to open Cincinnati and Cleveland over the next 18 months and to hire two kitchen-partnership managers. The goal is 60 host kitchens and 800 vendors by the time we raise again.",
  },
  evidence: [
    figure(EN_VALIDATION, 'marketSize', 1_600_000_000, 'USD', 'tam'),
    figure(EN_VALIDATION, 'marketSize', 13_200_000, 'USD', 'sam'),
    figure(EN_VALIDATION, 'price', 135, 'USD'),
    figure(EN_VALIDATION, 'customers', 212, null),
    figure(EN_SIMULATION, 'revenue', 42_600, 'USD'),
    figure(EN_SIMULATION, 'margin', 68, null),
    figure(EN_SIMULATION, 'growth', 12, null),
    figure(EN_SIMULATION, 'cac', 95, 'USD'),
    figure(EN_SIMULATION, 'runway', 14, null),
  ],
  note: 'A three-minute investor pitch for a shared-kitchen marketplace in Columbus, with bookings and net revenue told apart as founders do.',
};

const EN_VAGUE = vagueTwin(
  EN_STRONG,
  {
    oneLiner:
      'ShiftKitchen is a next-generation platform unlocking the sharing economy for food, built for everyone who loves to cook.',
    problem:
      "Food entrepreneurs face huge challenges today. Space is hard to find, it's expensive, and the whole system is outdated and broken. Everybody in the food world knows this pain, and honestly it's holding back an entire generation of amazing creators who just want to share their passion.",
    solution:
      "We leverage cutting-edge technology to seamlessly connect kitchens and creators. It's simple, intuitive and frictionless, basically the Airbnb of kitchens, only better, with a beautiful app and a world-class experience from end to end. We handle everything so our users can focus on what they do best.",
    whyNow:
      "The timing has never been better. The food scene is exploding, people want local, rules keep changing, and the market is finally ready for a solution like ours. This is a once-in-a-generation moment. Consumers have changed, vendors have changed, and the old way of doing things simply doesn't work anymore.",
    market:
      "The opportunity is massive. Everyone eats, and everyone who cooks for a living needs a kitchen, so the market is basically unlimited. It's a huge, fast-growing space that nobody has really cracked yet. Food is one of the biggest industries in the world.",
    competition:
      "There's really no one doing what we do the way we do it. The existing options are clunky and old-fashioned, and we're way ahead of them on product, community and vision. Our secret sauce is our community, and that's really hard to copy.",
    businessModel:
      'We take a fair cut of every booking, and as the network grows our unit economics just keep getting better. Customers love us, so acquiring new ones is easy and mostly organic. Margins are strong and scale beautifully. Over time we see lots of additional revenue streams, from partnerships to premium features.',
    traction:
      "The response has been incredible. Vendors and kitchens are signing up every week, bookings are growing really fast, and the feedback from the community has been overwhelmingly positive. People tell us they cannot imagine going back. We're honestly just getting started.",
    team: "We're a passionate, hardworking team of foodies and technologists who care deeply about this space. Between us we bring a lot of complementary experience in operations, software and hospitality, and we've lived this problem ourselves.",
    ask: "We're raising a round to accelerate growth, scale the team and expand to new cities. We'd love to have you on board for this exciting journey. Together we can build the future of food.",
  },
  'The same shared-kitchen marketplace told with hype and fillers: no number, no date, everyone as the customer and an ask without an amount.',
);

const EN_OVER = overClaimingTwin(
  EN_STRONG,
  [
    { part: 'traction', metric: 'revenue', from: '$42,600', said: '$96,000' },
    { part: 'businessModel', metric: 'cac', from: 'about $95', said: 'about $30' },
  ],
  'The strong Columbus pitch with net revenue more than doubled past what the bookings allow and the cost of a new vendor cut to a third.',
);

// --- es-ES: MoviSol, Costa del Sol (elevator, one minute) ---

const ES_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-4-es-validation',
  name: 'Encuesta a hoteles y ortopedias de la Costa del Sol',
};
const ES_SIMULATION: Source = { kind: 'simulation', id: 'held-out-4-es-simulation', name: 'Modelo financiero MoviSol' };

const ES_STRONG: HeldOutPitch = {
  id: 'held-out-4-es-ES-mobility-rental-strong',
  language: 'es-ES',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner:
      'MoviSol alquila sillas de ruedas y scooters eléctricos a turistas mayores en la Costa del Sol, y se los lleva al hotel.',
    problem:
      'Un jubilado británico que aterriza en Málaga no puede facturar su scooter, y las ortopedias cierran a las dos, piden 300 € de fianza y no reparten a Torremolinos ni a Marbella.',
    solution: 'Reserva en la web y el scooter le espera en recepción; si falla, se lo cambiamos en el día.',
    market: 'El alquiler de ayudas a la movilidad para turistas mueve unos 9 millones de euros al año en la provincia.',
    businessModel:
      'Una semana de scooter cuesta 119 €, con un margen bruto del 52 %. Cada cliente nuevo nos cuesta 14 € en comisión a los recepcionistas.',
    traction:
      'Desde marzo hemos atendido a 1.840 clientes, facturamos de media 31.500 € al mes y crecemos un ocho por ciento mensual.',
    ask: 'Tenemos caja para año y medio. Buscamos 350.000 € para abrir Alicante y Canarias en los próximos doce meses.',
  },
  evidence: [
    figure(ES_VALIDATION, 'marketSize', 9_000_000, 'EUR', 'sam'),
    figure(ES_VALIDATION, 'price', 119, 'EUR'),
    figure(ES_VALIDATION, 'customers', 1_840, null),
    figure(ES_SIMULATION, 'revenue', 31_500, 'EUR'),
    figure(ES_SIMULATION, 'margin', 52, null),
    figure(ES_SIMULATION, 'growth', 8, null),
    figure(ES_SIMULATION, 'cac', 14, 'EUR'),
    figure(ES_SIMULATION, 'runway', 18, null),
  ],
  note: 'A one-minute elevator pitch for mobility-aid rental to tourists in Málaga province, with growth in words and runway as a year and a half.',
};

const ES_VAGUE = vagueTwin(
  ES_STRONG,
  {
    oneLiner: 'MoviSol es la plataforma que revoluciona la movilidad en el turismo, pensada para todo el mundo.',
    problem:
      'Moverse durante las vacaciones es complicado para muchísima gente, y las opciones de siempre son anticuadas, caras y poco prácticas. Es un problema de todos y nadie lo ha resuelto bien.',
    solution:
      'Ofrecemos una experiencia integral, cómoda y sin complicaciones, que combina tecnología y un servicio cercano de verdad. Todo fácil, rápido y con una sonrisa.',
    market:
      'El mercado es enorme y no para de crecer: el turismo es imparable y todos, tarde o temprano, necesitamos ayuda para movernos.',
    businessModel: 'Cobramos por alquiler, con un modelo muy rentable y escalable que prácticamente se paga solo.',
    traction: 'Los clientes están encantados, repiten y nos recomiendan, y estamos creciendo muy rápido mes a mes.',
    ask: 'Buscamos inversión para seguir creciendo y llevar MoviSol a toda España. ¿Te subes?',
  },
  'The same rental business as a slogan: everyone as the customer, no figure and an ask without an amount.',
);

const ES_OVER = overClaimingTwin(
  ES_STRONG,
  [
    { part: 'businessModel', metric: 'price', from: '119 €', said: '249 €' },
    {
      part: 'traction',
      metric: 'growth',
      from: 'un ocho por ciento mensual',
      said: 'un veinticinco por ciento mensual',
    },
  ],
  'The strong Costa del Sol pitch with the weekly price doubled and the monthly growth, said in words, tripled.',
);

// --- fr-FR: Gravio, Lyon (investor, three minutes) ---

const FR_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-4-fr-validation',
  name: 'Enquête auprès des artisans et des négoces de la Métropole de Lyon',
};
const FR_SIMULATION: Source = { kind: 'simulation', id: 'held-out-4-fr-simulation', name: 'Prévisionnel Gravio' };

const FR_STRONG: HeldOutPitch = {
  id: 'held-out-4-fr-FR-rubble-bags-strong',
  language: 'fr-FR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      "Gravio livre et enlève en moins de 24 heures des sacs à gravats d'un mètre cube pour les artisans et les particuliers qui rénovent à Lyon et à Villeurbanne.",
    problem:
      'Un plaquiste qui refait un appartement à la Croix-Rousse sort deux tonnes de placo et de carrelage en une semaine. Une benne de 8 m³ ne rentre pas dans la rue, demande une autorisation de voirie de dix jours et coûte 450 € la rotation. Alors il charge son utilitaire, fait une heure de queue à la déchetterie et perd une demi-journée de chantier à chaque voyage. Les particuliers, eux, finissent par laisser les sacs sur le trottoir.',
    solution:
      "On dépose le sac la veille, l'artisan le remplit à son rythme et demande l'enlèvement depuis son téléphone : notre camion-grue le récupère dans la journée, même dans une rue étroite, sans autorisation de voirie. On trie sur notre plateforme de Vénissieux, on remet chaque flux à la bonne filière et l'artisan reçoit le bordereau de suivi qu'il doit conserver.",
    whyNow:
      'Depuis le 1er janvier 2023, la filière REP des produits et matériaux de construction du bâtiment finance la reprise gratuite des déchets triés, et les points de reprise se sont multipliés autour de Lyon en 2025. Un flux bien trié ne coûte presque plus rien à traiter ; ce qui partait en frais de décharge revient à celui qui trie.',
    market:
      "Dans la Métropole de Lyon, les petits chantiers produisent environ 180 000 tonnes de gravats par an, et leur évacuation en petits volumes représente un marché de 42 M€ par an. À l'échelle de la France, la collecte des déchets de chantier pèse 1,9 milliard d'euros.",
    competition:
      "Face à nous : les loueurs de bennes, pensés pour les gros chantiers ; les big bags des grandes surfaces de bricolage, dont l'enlèvement prend une à deux semaines ; et la déchetterie, gratuite mais qui coûte des heures. Personne ne garantit l'enlèvement dans la journée en centre-ville.",
    businessModel:
      'Un sac posé, rempli et enlevé coûte 159 € HT. Notre marge brute est de 38 %, après camion, chauffeur et traitement. Acquérir un artisan nous coûte environ 85 €, surtout en passant sur les chantiers et au comptoir des négoces de matériaux.',
    traction:
      "Nous avons démarré en septembre 2024. Nous avons aujourd'hui 640 clients, dont 210 artisans qui commandent chaque mois, et nous avons facturé 552 000 € sur les douze derniers mois. Les commandes progressent de 7 % par mois depuis janvier.",
    team: "Claire Vasseur a passé douze ans chez un négoce de matériaux lyonnais, dont cinq comme directrice d'agence ; elle connaît les artisans du secteur un par un. Karim Benali a dirigé pendant huit ans l'exploitation d'un transporteur régional de quarante camions.",
    ask: "Nous avons dix mois de trésorerie. Nous levons 600 000 € pour acheter un deuxième camion-grue, agrandir la plateforme de tri et ouvrir Grenoble d'ici fin 2027.",
  },
  evidence: [
    figure(FR_VALIDATION, 'marketSize', 1_900_000_000, 'EUR', 'tam'),
    figure(FR_VALIDATION, 'marketSize', 42_000_000, 'EUR', 'sam'),
    figure(FR_VALIDATION, 'price', 159, 'EUR'),
    figure(FR_VALIDATION, 'customers', 640, null),
    // 552 000 € invoiced over twelve months, as a month.
    figure(FR_SIMULATION, 'revenue', 46_000, 'EUR'),
    figure(FR_SIMULATION, 'margin', 38, null),
    figure(FR_SIMULATION, 'growth', 7, null),
    figure(FR_SIMULATION, 'cac', 85, 'EUR'),
    figure(FR_SIMULATION, 'runway', 10, null),
  ],
  note: 'A three-minute investor pitch for rubble-bag collection in Lyon, with revenue said over twelve months and runway in words.',
};

const FR_VAGUE = vagueTwin(
  FR_STRONG,
  {
    oneLiner:
      'Gravio réinvente la gestion des déchets du bâtiment grâce à une solution agile, durable et connectée, pour tous ceux qui construisent ou rénovent.',
    problem:
      "Le secteur du bâtiment fait face à d'énormes défis. Les déchets sont partout, la logistique est compliquée, et tout le monde perd un temps fou. C'est un vrai casse-tête pour les professionnels comme pour les particuliers, et rien de ce qui existe ne répond vraiment au besoin. Les artisans perdent du temps, les particuliers s'arrachent les cheveux, et les villes en paient le prix. Il est temps que ça change.",
    solution:
      'Nous proposons une expérience fluide et sans couture, de la commande à la valorisation. Notre plateforme simplifie tout, de bout en bout, avec un service premium et un impact positif sur la planète. En quelques clics, le problème disparaît. Notre promesse est simple : plus jamais de galère, pour personne.',
    whyNow:
      "Le moment est idéal : la transition écologique s'accélère, la réglementation évolue, et les mentalités changent. Tout converge pour faire émerger un nouvel acteur. Les clients attendent désormais des services aussi simples que ceux qu'ils utilisent au quotidien, et le bâtiment a enfin rendez-vous avec le numérique.",
    market:
      "Le marché est colossal. Tout le monde rénove un jour ou l'autre, et chaque chantier produit des déchets, donc le potentiel est pratiquement illimité, en France comme en Europe. C'est une opportunité unique, encore largement inexploitée.",
    competition:
      "Les acteurs en place sont vieillissants et peu digitalisés. Nous avons une longueur d'avance sur le service, la technologie et la vision, et personne ne fait vraiment ce que nous faisons. Notre différence, c'est notre obsession du client et notre capacité à exécuter vite.",
    businessModel:
      "Notre modèle est simple, rentable et hautement scalable. Les clients viennent naturellement grâce au bouche-à-oreille, et nos marges s'améliorent à mesure que nous grandissons. À terme, nous voyons de nombreux relais de croissance : partenariats, services additionnels, nouvelles offres.",
    traction:
      "La dynamique est excellente. Les clients adorent, ils reviennent, ils nous recommandent, et l'activité progresse très vite. Les retours du terrain sont unanimement positifs. Nous sommes très fiers du chemin parcouru, et ce n'est que le début.",
    team: "Nous sommes une équipe soudée et passionnée, avec une solide expérience du bâtiment et de la logistique, et une vraie culture de l'exécution. Nous partageons la même vision et la même envie de changer les choses, et nous sommes entourés de conseillers de grande qualité.",
    ask: "Nous ouvrons une levée de fonds pour accélérer notre croissance, recruter les meilleurs talents et conquérir de nouvelles villes. Nous cherchons des partenaires qui partagent nos valeurs et notre ambition. Rejoignez l'aventure !",
  },
  'The same rubble business told in start-up slogans: everyone as the customer, no figure, no date and an ask without an amount.',
);

const FR_OVER = overClaimingTwin(
  FR_STRONG,
  [
    { part: 'businessModel', metric: 'margin', from: '38 %', said: '81 %' },
    { part: 'ask', metric: 'runway', from: 'dix mois de trésorerie', said: 'trois ans de trésorerie' },
  ],
  'The strong Lyon pitch with a gross margin no rubble hauler makes and a runway told as three years instead of ten months.',
);

// --- de-DE: Quellwerk, Leipzig (class, five minutes) ---

const DE_VALIDATION: Source = {
  kind: 'validation',
  id: 'held-out-4-de-validation',
  name: 'Befragung von Vermietern und Hausverwaltungen in Leipzig',
};
const DE_SIMULATION: Source = { kind: 'simulation', id: 'held-out-4-de-simulation', name: 'Finanzplan Quellwerk' };

const DE_STRONG: HeldOutPitch = {
  id: 'held-out-4-de-DE-water-testing-strong',
  language: 'de-DE',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'Quellwerk übernimmt für private Vermieter und kleine Hausverwaltungen in Leipzig die vorgeschriebene Trinkwasserprüfung – Probenahme, Labor, Bericht und Fristen – zum Festpreis.',
    problem:
      'Wer ein Mietshaus mit zentraler Warmwasserbereitung und großem Speicher besitzt, muss das Wasser alle drei Jahre auf Legionellen untersuchen lassen. Viele private Vermieter wissen das nicht oder vergessen die Frist. Frau Lehmann zum Beispiel besitzt zwei Gründerzeithäuser in Connewitz. Letzten Herbst bekam sie Post vom Gesundheitsamt: Prüfung überfällig. Sie hat elf Labore angerufen, drei haben zurückgerufen, und der früheste Termin lag neun Wochen entfernt. Dann fehlten an ihrer Anlage die Probenahmeventile, also noch ein Installateur und noch ein Termin. Am Ende hat sie über 1.100 € bezahlt und vier Monate gewartet. Und wenn ein Befund zu hoch ist, muss sie die Mieter informieren und eine Gefährdungsanalyse beauftragen, und wieder koordiniert das niemand für sie. Hausverwaltungen mit dreißig oder vierzig Häusern haben dasselbe Problem, nur mit einer Excel-Tabelle voller Fristen.',
    solution:
      'Wir machen daraus einen einzigen Auftrag. Der Vermieter gibt online seine Adresse und seine Anlage an. Wir prüfen, ob Probenahmeventile vorhanden sind, und setzen sie bei Bedarf beim selben Termin. Unsere eigenen, geschulten Probenehmer nehmen die Proben, ein akkreditiertes Partnerlabor in Leipzig wertet sie aus, und der Befund liegt nach zehn Tagen im Kundenkonto, zusammen mit der Meldung ans Gesundheitsamt, falls eine nötig ist. Drei Monate vor der nächsten Frist melden wir uns und buchen den Termin. Ist ein Befund positiv, organisieren wir Gefährdungsanalyse und Installateur aus einer Hand.',
    whyNow:
      'Seit dem 24. Juni 2023 gilt die neue Trinkwasserverordnung, und seit dem 12. Januar 2026 dürfen keine Bleileitungen mehr in Betrieb sein. Leipzig hat sehr viele Altbauten, die nie ganz saniert wurden, und plötzlich müssen Eigentümer nachweisen, was in ihren Leitungen steckt. Seit Jahresbeginn fragen uns jede Woche Vermieter an, die Post vom Gesundheitsamt bekommen haben. Gleichzeitig haben viele Labore ihren eigenen Probenahmedienst abgebaut. Die Pflichten wachsen, das Angebot schrumpft.',
    market:
      'Die Trinkwasseruntersuchung in Mietshäusern ist bundesweit ein Markt von rund 310 Mio. € im Jahr. In Sachsen, Sachsen-Anhalt und Thüringen, wo wir in den nächsten drei Jahren hinwollen, sind es etwa 38 Mio. € jährlich. Allein in Leipzig stehen rund 14.000 Mehrfamilienhäuser mit zentraler Warmwasseranlage, und die meisten gehören privaten Eigentümern mit einem bis fünf Häusern.',
    competition:
      'Heute teilen sich diesen Markt drei Arten von Anbietern. Die Labore bedienen vor allem Industrie und Kliniken und machen keine Fristverwaltung. Die großen Messdienstleister verkaufen die Legionellenprüfung als Zusatz zur Heizkostenabrechnung; das ist günstig, aber nur für Häuser, die sie ohnehin abrechnen, und bei einem positiven Befund steht der Vermieter allein da. Und dann gibt es den Installateur um die Ecke, der keine Zeit hat. Wir sind die Einzigen hier, die vom ersten Termin bis zur Sanierung alles koordinieren und dafür vorher einen festen Preis nennen.',
    businessModel:
      'Eine Prüfung für ein Haus mit bis zu zwölf Wohnungen kostet bei uns 349 € brutto, mit Probenahme, Labor, Bericht und Fristüberwachung bis zur nächsten Prüfung. Probenahmeventile, Bleiuntersuchungen und Gefährdungsanalysen rechnen wir zusätzlich ab. Unser Rohertrag liegt bei 41 Prozent. Einen neuen Kunden zu gewinnen kostet uns im Schnitt 110 €, vor allem für den Stand beim Haus- und Grundbesitzerverein, ein paar Google-Anzeigen und den Anruf danach. Das holen wir schnell wieder herein, weil Hausverwaltungen nach dem ersten Haus meist weitere nachschieben.',
    traction:
      'Wir haben im Mai 2025 angefangen. Heute betreuen wir 286 Kunden, davon 31 Hausverwaltungen, mit zusammen 1.140 Häusern. Im letzten Quartal lag unser Umsatz bei durchschnittlich 27.500 € im Monat, und er wächst seit einem Jahr um rund 6 % pro Monat. Bisher ist bei keinem unserer Kunden eine Frist verstrichen.',
    team: 'Jana Krüger ist Chemikerin und hat elf Jahre in einem Leipziger Umweltlabor gearbeitet, die letzten vier als Leiterin der Probenahme. Tobias Hähnel war sieben Jahre Hausverwalter in Leipzig-Süd und kennt das Problem von der anderen Seite des Schreibtischs. Dazu kommen vier angestellte Probenehmer und eine Kollegin im Kundenservice.',
    ask: 'Unser Geld reicht noch zwei Jahre, wenn wir so weitermachen wie bisher. Wir wollen aber schneller sein, bevor die großen Messdienstleister den Markt unter sich aufteilen. Deshalb suchen wir 1,2 Mio. € für die nächsten 18 Monate: für sechs weitere Probenehmer, ein zweites Partnerlabor und Standorte in Dresden, Halle und Erfurt bis Ende 2027.',
  },
  evidence: [
    figure(DE_VALIDATION, 'marketSize', 310_000_000, 'EUR', 'tam'),
    figure(DE_VALIDATION, 'marketSize', 38_000_000, 'EUR', 'sam'),
    figure(DE_VALIDATION, 'price', 349, 'EUR'),
    figure(DE_VALIDATION, 'customers', 286, null),
    figure(DE_SIMULATION, 'revenue', 27_500, 'EUR'),
    figure(DE_SIMULATION, 'margin', 41, null),
    figure(DE_SIMULATION, 'growth', 6, null),
    figure(DE_SIMULATION, 'cac', 110, 'EUR'),
    figure(DE_SIMULATION, 'runway', 24, null),
  ],
  note: 'A five-minute class pitch for drinking-water testing for Leipzig landlords, with margin in words and runway as two years.',
};

const DE_VAGUE = vagueTwin(
  DE_STRONG,
  {
    oneLiner:
      'Quellwerk ist die smarte, digitale All-in-one-Lösung rund um sauberes Wasser – für alle, die Immobilien besitzen, verwalten oder darin wohnen.',
    problem:
      'Der Immobilienmarkt steht vor riesigen Herausforderungen. Die Vorschriften werden immer komplexer, die Prozesse sind veraltet und intransparent, und am Ende weiß keiner so richtig, wer eigentlich wofür zuständig ist. Eigentümer sind überfordert, Verwaltungen sind überlastet, und die Mieter bekommen davon nichts mit, bis es zu spät ist. Das ist ein Problem, das wirklich jeden betrifft, und es wird jedes Jahr größer. Wir haben mit sehr vielen Menschen aus der Branche gesprochen, und alle sagen dasselbe: So kann es nicht weitergehen. Es fehlt ein Partner, der das Thema endlich ganzheitlich denkt. Gerade kleine Eigentümer fühlen sich oft alleingelassen, und große Verwaltungen verlieren den Überblick.',
    solution:
      'Unsere Lösung bringt alles auf eine Plattform: digital, nahtlos und nutzerfreundlich. Wir verbinden modernste Technologie mit echter Expertise und einem Service, der begeistert. Unsere Kunden müssen sich um nichts mehr kümmern, denn wir übernehmen alles von A bis Z. Das spart Zeit, Nerven und Geld und sorgt für maximale Sicherheit. Kurz gesagt: Wir machen ein kompliziertes Thema endlich einfach, effizient und zukunftssicher. Unsere Kunden sagen, es fühle sich an, als hätten sie endlich jemanden, der sich wirklich kümmert.',
    whyNow:
      'Der Zeitpunkt könnte nicht besser sein. Die Regulierung verändert sich, die Digitalisierung schreitet voran, und das Bewusstsein für Gesundheit und Nachhaltigkeit war nie größer. Alle Trends zeigen in unsere Richtung, und wer jetzt nicht handelt, verpasst den Anschluss. Gleichzeitig erwarten die Menschen heute einfache, digitale Services, und genau das fehlt in dieser Branche bisher komplett. Die Zeit ist reif für einen neuen Player.',
    market:
      'Der Markt ist riesig. Jeder braucht Wasser, und fast jedes Gebäude ist betroffen, also ist das Potenzial praktisch unbegrenzt. Wir starten in unserer Region, aber unsere Vision ist deutschlandweit und langfristig europäisch. Dazu kommen unzählige angrenzende Bereiche, von der Gebäudetechnik bis zur Nachhaltigkeit, in denen wir künftig ebenfalls eine Rolle spielen wollen. Das ist eine gewaltige Chance.',
    competition:
      'Echte Konkurrenz gibt es eigentlich nicht. Die bestehenden Anbieter sind altmodisch, unflexibel und kaum digital. Wir sind ihnen bei Technologie, Service und Kundenerlebnis weit voraus, und unser Vorsprung wächst jeden Tag. Unsere Stärken sind Kundennähe, Technologie und Geschwindigkeit. Während andere noch nachdenken, setzen wir schon um.',
    businessModel:
      'Unser Geschäftsmodell ist skalierbar, wiederkehrend und hochprofitabel, mit mehreren Umsatzquellen, die sich gegenseitig verstärken. Neue Kunden kommen fast von selbst über Empfehlungen, und mit wachsender Größe werden unsere Margen immer besser. Langfristig sehen wir zahlreiche zusätzliche Erlösmöglichkeiten, etwa durch Partnerschaften, Premium-Angebote und datenbasierte Services. Wir haben das Modell bewusst so gebaut, dass es mit jedem Kunden stärker wird.',
    traction:
      'Die Resonanz ist überwältigend. Die Kunden sind begeistert, empfehlen uns weiter, und wir wachsen rasant. Jede Woche kommen neue Anfragen, und das Feedback aus dem Markt bestätigt uns jeden Tag aufs Neue. Wir sind stolz auf das, was wir bisher erreicht haben, und überzeugt, dass das erst der Anfang ist. Die Nachfrage ist da, und sie wird weiter steigen.',
    team: 'Wir sind ein leidenschaftliches, erfahrenes und hochmotiviertes Team mit tiefem Branchenwissen, das sich perfekt ergänzt. Wir kennen das Problem aus erster Hand und haben die Energie, es zu lösen. Unterstützt werden wir von engagierten Mitarbeitenden, die unsere Mission teilen. Was uns verbindet, ist der gemeinsame Anspruch, eine ganze Branche zu verändern. Wir arbeiten hart, lernen schnell und geben niemals auf.',
    ask: 'Wir suchen jetzt Investoren, die unsere Vision teilen und mit uns den nächsten großen Schritt gehen wollen. Mit frischem Kapital wollen wir das Team ausbauen, neue Städte erobern und Marktführer werden. Wir sind überzeugt: Gemeinsam können wir hier etwas wirklich Großes aufbauen. Seien Sie dabei!',
  },
  'The same water-testing business told in consultancy German: everyone as the customer, no figure, no date and an ask without an amount.',
);

const DE_OVER = overClaimingTwin(
  DE_STRONG,
  [
    { part: 'traction', metric: 'customers', from: '286 Kunden', said: '860 Kunden' },
    { part: 'traction', metric: 'growth', from: 'rund 6 % pro Monat', said: 'rund 18 % pro Monat' },
  ],
  'The strong Leipzig pitch with three times the customers and three times the monthly growth, while the revenue stays where it was.',
);

export const HELD_OUT_PITCHES_4: readonly HeldOutPitch[] = [
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
