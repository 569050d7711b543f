/*
 * The pitch rubric's corpus (decision 032): pitches as founders write them, in the product's five
 * languages, each with the evidence the founder's own validation and simulation hold. Tests score
 * the whole corpus and check the rubric's promises on it: a pitch told with care outscores the same
 * business told in jargon, a figure beyond the evidence is caught and named, a figure rounded the
 * way anyone would say it is not.
 *
 * How it was written: each strong pitch is one small business (a sourdough bakery in Curitiba, a
 * bookkeeping service in Austin, a bike repair van in Munich), told the way that founder would tell
 * it in their own language, with its own number format (R$ 1,2 mi; $14.7k; 26.500 €; 41 000 € with
 * a narrow no-break space; 1,3 Mio. €) and currency. The texts were NOT tuned to the words the
 * rubric listens for: a competitor's price in the problem, a milestone in the ask, a noun the cue
 * lists do not know are left as a founder says them, and a miss is a finding about the rubric, not
 * a reason to rewrite a pitch. Each language has a vague twin of a strong pitch (the same business
 * in jargon and fillers, with no figure, no customer one could find, no date and no amount) and an
 * over-claiming twin (the strong text with one or two figures inflated two times or more), and at
 * least one figure within rounding of its evidence.
 *
 * Evidence is in whole currency units: revenue a month, a market a year, a price per sale.
 */
import type { Language } from '../../constants';
import type { ClaimMetric, EvidenceFigure } from '../claims';
import type { PitchKind, PitchPart } from '../pitch';

export type PitchQuality = 'strong' | 'vague' | 'overClaiming';

/** A figure as said in a part, and the metric it claims. */
export interface SaidFigure {
  metric: ClaimMetric;
  said: string;
}

export interface PitchCorpusEntry {
  /** `<language prefix>-<business>`, with `-vague` or `-overclaiming` for a twin; unique. */
  id: string;
  language: Language;
  kind: PitchKind;
  quality: PitchQuality;
  /** The strong pitch a vague or over-claiming twin retells. */
  twinOf?: string;
  parts: Partial<Record<PitchPart, string>>;
  evidence: EvidenceFigure[];
  /** Figures said as the evidence rounded ("R$ 1,2 mi" against 1,16 mi): each must hold. */
  rounded?: SaidFigure[];
  /** An over-claiming twin's inflated figures, as said: each must be caught under its metric. */
  inflated?: SaidFigure[];
  note: string;
}

type Source = EvidenceFigure['source'];

const validation = (id: string, name: string): Source => ({ kind: 'validation', id, name });
const simulation = (id: string, name: string): Source => ({ kind: 'simulation', id, name });

/** The figures a validation and a simulation hold, in the currency of both. */
function evidence(
  currency: EvidenceFigure['currency'],
  from: { validation: Source; simulation: Source },
  figures: {
    tam: number;
    sam?: number;
    som?: number;
    price: number;
    customers: number;
    revenue: number;
    margin?: number;
    growth?: number;
    cac?: number;
    runway?: number;
  },
): EvidenceFigure[] {
  const market = (scope: 'tam' | 'sam' | 'som', value: number | undefined): EvidenceFigure[] =>
    value === undefined ? [] : [{ metric: 'marketSize', scope, value, currency, source: from.validation }];
  const simulated = (metric: ClaimMetric, value: number | undefined, money = false): EvidenceFigure[] =>
    value === undefined
      ? []
      : [{ metric, scope: null, value, currency: money ? currency : null, source: from.simulation }];
  return [
    ...market('tam', figures.tam),
    ...market('sam', figures.sam),
    ...market('som', figures.som),
    { metric: 'price', scope: null, value: figures.price, currency, source: from.validation },
    ...simulated('customers', figures.customers),
    ...simulated('revenue', figures.revenue, true),
    ...simulated('margin', figures.margin),
    ...simulated('growth', figures.growth),
    ...simulated('cac', figures.cac, true),
    ...simulated('runway', figures.runway),
  ];
}

/**
 * The strong pitch with some of its figures inflated, every other word the same, so that the
 * score between the two is what the inflated figures cost. Each edit must find its figure once.
 */
function overClaiming(
  strong: PitchCorpusEntry,
  edits: { part: PitchPart; said: string; inflated: string; metric: ClaimMetric }[],
  note: string,
): PitchCorpusEntry {
  const parts = { ...strong.parts };
  for (const { part, said, inflated } of edits) {
    const text = parts[part] ?? '';
    if (text.split(said).length !== 2) throw new Error(`${strong.id}: "${said}" is not said once in ${part}`);
    parts[part] = text.replace(said, inflated);
  }
  return {
    id: `${strong.id}-overclaiming`,
    language: strong.language,
    kind: strong.kind,
    quality: 'overClaiming',
    twinOf: strong.id,
    parts,
    evidence: strong.evidence,
    inflated: edits.map(({ metric, inflated }) => ({ metric, said: inflated })),
    note,
  };
}

// ───────────────────────────── pt-BR ─────────────────────────────

const PADARIA_BATEL: PitchCorpusEntry = {
  id: 'pt-padaria-batel',
  language: 'pt-BR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'Pão de fermentação natural assado no Batel, em Curitiba, entregue uma vez por semana a quem assina o clube.',
    problem:
      'Quem mora no Batel e quer pão de fermentação natural precisa atravessar a cidade até uma das poucas padarias artesanais, quase todas abertas só de quinta a sábado. Muitas famílias do bairro desistem e voltam ao pão de forma do supermercado.',
    solution:
      'Quem assina recebe toda sexta de manhã uma cesta com um pão de fermentação natural, uma fornada doce e manteiga da serra. Quem preferir retira na loja, que abre às 7h.',
    whyNow:
      'Desde 2022, o Batel ganhou cinco prédios residenciais novos, e as feiras orgânicas do bairro vivem cheias aos sábados.',
    market:
      'O mercado de pão artesanal em Curitiba é de R$ 120 mi por ano. Entre os moradores do Batel, num raio de 2 km da loja, nosso SOM é de R$ 1,2 mi por ano.',
    competition:
      'As redes de supermercado vendem um pão "de fermentação natural" que chega congelado. As padarias artesanais do Centro não entregam e fecham aos domingos.',
    businessModel:
      'A cesta custa R$ 18 e leva R$ 6 de farinha, fermento e embalagem. Descontados o aluguel e os dois padeiros, a margem fica em 28 %.',
    traction: 'Abrimos há 8 meses: hoje 600 clientes assinam o clube e faturamos R$ 46,8 mil por mês.',
    team: 'Marina foi padeira por nove anos numa padaria de fermentação natural em São Paulo. Caio cuidou das finanças de uma rede de cafés e montou a nossa rota de entregas.',
    ask: 'Pedimos R$ 250 mil para comprar um segundo forno e contratar mais um padeiro, e assim chegar a 1.200 assinantes em 18 meses.',
  },
  evidence: evidence(
    'BRL',
    {
      validation: validation('v-padaria-batel', 'Padaria do Batel'),
      simulation: simulation('s-padaria-batel', 'Padaria do Batel: clube do pão'),
    },
    { tam: 120_000_000, som: 1_160_000, price: 18, customers: 600, revenue: 46_800, margin: 28 },
  ),
  rounded: [{ metric: 'marketSize', said: 'R$ 1,2 mi' }],
  note: 'A neighbourhood bakery told the way its founders would: the SOM rounded up to the tenth of a million (1,2 against 1,16 mi), a unit cost beside the price, and a milestone in the ask ("chegar a 1.200 assinantes"), which is a goal, not a claim of traction.',
};

const AGENDA_SALOES: PitchCorpusEntry = {
  id: 'pt-agenda-saloes',
  language: 'pt-BR',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner: 'Agenda online com lembrete por WhatsApp para donas de salão de beleza em Recife.',
    problem:
      'Um salão de bairro em Recife perde, em média, 6 horários por semana com clientes que não aparecem. A dona só descobre quando a cadeira já está vazia e a manicure parada.',
    solution:
      'A cliente marca pelo link do Instagram, recebe um lembrete na véspera e confirma com um toque. Se desmarcar, o horário vai direto para a lista de espera.',
    market: 'São 3.600 salões na Grande Recife: um SAM de R$ 4,3 mi por ano.',
    businessModel: 'Cobramos R$ 99 por mês por salão, sem fidelidade.',
    traction: 'Em 10 meses chegamos a 150 salões pagantes, e a base cresce 12 % ao mês.',
    ask: 'Pedimos R$ 400 mil para contratar dois vendedores e lançar em Olinda e Jaboatão em 12 meses.',
  },
  evidence: evidence(
    'BRL',
    {
      validation: validation('v-agenda-saloes', 'Agenda de salão'),
      simulation: simulation('s-agenda-saloes', 'Agenda de salão: 2025'),
    },
    { tam: 38_000_000, sam: 4_300_000, price: 99, customers: 150, revenue: 14_850, growth: 12 },
  ),
  note: 'A salon-booking SaaS in a minute: its customers are salons ("150 salões pagantes"), a noun no metric list holds, so its count is no claim; the growth and the SAM are.',
};

const BRECHO_POA: PitchCorpusEntry = {
  id: 'pt-brecho-poa',
  language: 'pt-BR',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner: 'Um brechó online de roupa infantil em Porto Alegre, com coleta em casa e cada peça revisada.',
    problem:
      'Mães e pais de crianças de até 6 anos compram roupa nova a cada três meses, porque os filhos crescem rápido. As peças quase sem uso ficam no armário: vender pelo Instagram dá trabalho, e ninguém quer negociar com desconhecidos.',
    solution:
      'Buscamos as roupas na casa da família, lavamos, revisamos e fotografamos peça por peça. Quem vende recebe 40 % do valor em crédito ou em dinheiro; quem compra recebe em casa em até 2 dias.',
    whyNow:
      'Desde 2023, comprar roupa usada deixou de ser tabu: a nova geração de pais compra de segunda mão sem preconceito e quer menos desperdício.',
    market:
      'O mercado de roupa infantil no Rio Grande do Sul é de R$ 210 mi por ano. Nosso SOM, a revenda de usados em Porto Alegre e região metropolitana, é de R$ 1,2 mi por ano.',
    competition:
      'No Enjoei e nos grupos de Facebook, a família fotografa, anuncia e posta cada peça sozinha. Os brechós de rua compram por quilo e pagam pouco.',
    businessModel:
      'Ficamos com 60 % de cada venda. O ticket médio é de R$ 45 e, descontados lavagem, frete e fotos, a margem é de 35 %.',
    traction:
      'Em 7 meses, 900 clientes compraram conosco e 320 famílias já venderam roupas pela plataforma. No último mês faturamos R$ 31,5 mil, com um CAC de R$ 22.',
    team: 'Luísa trabalhou seis anos no e-commerce de moda da Renner. Tiago montou a logística de coleta de uma lavanderia por aplicativo.',
    ask: 'Buscamos R$ 180 mil para alugar um galpão maior e contratar duas pessoas para a triagem, o que nos dá 14 meses de caixa para chegar ao ponto de equilíbrio.',
  },
  evidence: evidence(
    'BRL',
    {
      validation: validation('v-brecho-poa', 'Brechó infantil'),
      simulation: simulation('s-brecho-poa', 'Brechó infantil: primeiro ano'),
    },
    {
      tam: 210_000_000,
      som: 1_240_000,
      price: 45,
      customers: 900,
      revenue: 31_500,
      margin: 35,
      cac: 22,
      runway: 14,
    },
  ),
  rounded: [{ metric: 'marketSize', said: 'R$ 1,2 mi' }],
  note: 'A five-minute class pitch with every metric the rubric knows: the SOM told as "R$ 1,2 mi" against 1,24 mi (the rounding of decision 032), a CAC, and a runway in the ask ("14 meses de caixa").',
};

// ───────────────────────────── en-US ─────────────────────────────

const BOOKKEEPING_AUSTIN: PitchCorpusEntry = {
  id: 'en-bookkeeping-austin',
  language: 'en-US',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'We keep the monthly books for food trucks and small restaurants in Austin, closed by the 5th of each month.',
    problem:
      'Most owners of small restaurants keep receipts in a shoebox until tax season, then pay a CPA $2,000 to untangle the year. Meanwhile they set menu prices without knowing their food cost.',
    solution:
      'Owners snap receipts into a shared folder. We reconcile the bank and card accounts every week and send a one-page report on food cost, labor and cash by the 5th.',
    whyNow:
      'Since 2024, payment apps like Square and Toast report far smaller sales volumes to the IRS on Form 1099-K, so owners suddenly need clean books.',
    market:
      'Austin has about 4,800 independent restaurants and food trucks. At our price, that is a $14M SAM a year, inside a $96M market for small-business bookkeeping in the metro.',
    competition:
      'Online bookkeeping firms are built for tech startups, not kitchens, and a local CPA bills $250 an hour.',
    businessModel:
      'Clients pay a flat $350 a month. A bookkeeper spends about 3 hours per client, so our gross margin is 46%.',
    traction:
      'We started in March 2024 with two clients from my last job. Today we keep the books for 42 restaurants and trucks, with $14.7k in monthly revenue, and 4 of our last 5 clients came by referral.',
    team: 'I spent eight years as the controller of a restaurant group with 11 locations. My partner Dana ran payroll at a Texas staffing firm.',
    ask: 'We are raising $250k to hire two bookkeepers and a part-time salesperson, enough to reach 120 clients in 18 months.',
  },
  evidence: evidence(
    'USD',
    {
      validation: validation('v-books-austin', 'Restaurant bookkeeping, Austin'),
      simulation: simulation('s-books-austin', 'Restaurant bookkeeping: base case'),
    },
    { tam: 96_000_000, sam: 14_000_000, price: 350, customers: 42, revenue: 14_700, margin: 46, cac: 600 },
  ),
  note: 'A service business told with a CPA’s fee as the alternative in the problem, a SAM and a TAM in one sentence, and a client target in the ask: three things a listener never takes for the founder’s own price, market or traction.',
};

const NIGHT_MEALS_HOUSTON: PitchCorpusEntry = {
  id: 'en-night-meals-houston',
  language: 'en-US',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner: 'Home-cooked dinners delivered to night-shift nurses at the Texas Medical Center in Houston.',
    problem:
      'Night-shift nurses eat from vending machines at 3 a.m., because hospital cafeterias close at 8 p.m. and almost nothing delivers to the wards after midnight.',
    solution:
      'Every Monday we stock a fridge on each unit with five fresh dinners per subscriber; nurses order by text and pay by card.',
    market: 'About 12,000 nurses work nights in the Texas Medical Center alone: a $40M market a year.',
    businessModel: 'A weekly box of five dinners costs $64, and we keep a 31% margin after food and delivery.',
    traction: 'Since we launched in January, 210 nurses order every week, and orders grow 15% a month.',
    ask: 'We are raising $300k to hire a second kitchen shift and buy two vans, so we can serve every hospital in the medical center within 12 months.',
  },
  evidence: evidence(
    'USD',
    {
      validation: validation('v-night-meals', 'Night-shift dinners'),
      simulation: simulation('s-night-meals', 'Night-shift dinners: year one'),
    },
    { tam: 40_000_000, price: 64, customers: 210, revenue: 58_200, margin: 31, growth: 15 },
  ),
  note: 'A minute for a meal service whose customers are nurses: a role the customer reader has no word for, counted as "210 nurses", and a price said with "costs".',
};

const GROOMING_PHOENIX: PitchCorpusEntry = {
  id: 'en-grooming-phoenix',
  language: 'en-US',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner: 'A grooming van that comes to your driveway in Phoenix, so your dog never waits in a salon kennel.',
    problem:
      'Dog owners in Phoenix wait two weeks for a salon appointment, then leave their dog in a crate for four hours. In summer, even the drive is hard on older dogs.',
    solution:
      'Our van carries its own water, power and air conditioning. One groomer, one dog, about an hour, parked right outside the door.',
    whyNow:
      'Since 2020, the Phoenix metro has added hundreds of thousands of residents, most of them in new subdivisions far from the old grooming salons.',
    market:
      'Pet grooming in the Phoenix metro is a $180M market a year. Our SOM, the East Valley suburbs we can reach from one depot, is $1.2M a year.',
    competition:
      'PetSmart salons are cheaper but keep dogs for hours. Other mobile groomers are mostly one-person outfits booked by text, with waits of a month.',
    businessModel:
      'We charge $95 for a full groom, and customers rebook every six weeks. After the groomer’s pay, fuel and supplies, we keep a 38% margin.',
    traction:
      'In 14 months, 380 customers have booked us at least twice, and we groom about 250 dogs a month for $23.5k in monthly revenue. Our acquisition cost is about $40 a customer, mostly through Nextdoor.',
    team: 'Maria groomed dogs for nine years at a PetSmart salon. Her brother Luis runs the routes and the books.',
    ask: 'We are raising $160k to buy a second van and hire a groomer, and the new van pays for itself in 14 months.',
  },
  evidence: evidence(
    'USD',
    {
      validation: validation('v-grooming-phoenix', 'Mobile dog grooming'),
      simulation: simulation('s-grooming-phoenix', 'Mobile dog grooming: two vans'),
    },
    { tam: 180_000_000, som: 1_150_000, price: 95, customers: 380, revenue: 23_500, margin: 38, cac: 40 },
  ),
  rounded: [{ metric: 'marketSize', said: '$1.2M' }],
  note: 'A class pitch whose SOM is said as "$1.2M" against $1.15M: above the evidence, but within the tenth of a million it was told in; and an ask that says the van "pays for itself".',
};

// ───────────────────────────── es-ES ─────────────────────────────

const ACADEMIA_VALENCIA: PitchCorpusEntry = {
  id: 'es-academia-valencia',
  language: 'es-ES',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'Clases de español en grupos de seis para extranjeros que teletrabajan desde Valencia, a primera hora o a mediodía.',
    problem:
      'Los nómadas digitales que se instalan en Valencia quieren aprender español, pero las academias dan clase por la tarde, justo cuando tienen reuniones con Estados Unidos. Acaban con una app y, al cabo de un año, siguen sin poder hablar con el casero.',
    solution:
      'Grupos de seis personas, de 8:00 a 9:30 o de 13:30 a 15:00, en un local de Ruzafa con café incluido. Una vez al mes, la clase sale del aula: al mercado, al centro de salud, al ayuntamiento.',
    whyNow:
      'Desde 2023, el visado para nómadas digitales de la Ley de Startups ha traído a miles de profesionales extranjeros a Valencia, que ya encabeza las listas de ciudades para teletrabajar.',
    market:
      'El mercado de cursos de español para extranjeros en la provincia de Valencia es de 24 millones de euros al año. Nuestro SAM, los extranjeros que teletrabajan en la ciudad, es de 3,6 millones de euros al año.',
    competition:
      'Las academias de siempre dan clase por la tarde y en grupos de quince. Las apps como Duolingo no te hacen hablar.',
    businessModel:
      'El curso cuesta 180 € al mes, con cuatro horas y media de clase a la semana. Con el alquiler y dos profesoras, el margen es del 24 %.',
    traction:
      'Abrimos en septiembre de 2024 con un solo grupo. Hoy tenemos 95 alumnos y facturamos 17.100 € al mes; captar un alumno nos cuesta unos 65 € en Instagram y en grupos de expatriados.',
    team: 'Soy Lucía, profesora de español para extranjeros desde hace ocho años, los últimos cuatro en el Instituto Cervantes. Mi socio, Tom, llegó de Dublín como nómada digital y se encarga de captar alumnos.',
    ask: 'Buscamos 120.000 € para abrir un segundo local en Benimaclet y contratar a dos profesoras, con 14 meses de pista.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-academia-valencia', 'Academia de español en Ruzafa'),
      simulation: simulation('s-academia-valencia', 'Academia de español: dos locales'),
    },
    {
      tam: 24_000_000,
      sam: 3_560_000,
      price: 180,
      customers: 95,
      revenue: 17_100,
      margin: 24,
      cac: 65,
      runway: 14,
    },
  ),
  rounded: [{ metric: 'marketSize', said: '3,6 millones de euros' }],
  note: 'A language school whose customers are "alumnos", whose revenue is "facturamos" and whose acquisition cost is said as "captar un alumno nos cuesta": the Spanish a school owner uses. The SAM is rounded up (3,6 against 3,56 millones).',
};

const GESTORIA_MALAGA: PitchCorpusEntry = {
  id: 'es-gestoria-malaga',
  language: 'es-ES',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner: 'Una gestoría online para autónomos de Málaga: trimestres, IVA y renta por 45 € al mes.',
    problem:
      'Un autónomo en Málaga paga entre 60 y 90 € al mes a una gestoría de barrio que solo atiende por teléfono. Y se entera de lo que debe a Hacienda el último día del trimestre.',
    solution:
      'El autónomo fotografía cada factura con el móvil; nosotros presentamos los modelos trimestrales y le avisamos con diez días de antelación de lo que tendrá que pagar.',
    market: 'En la provincia de Málaga hay unos 130.000 autónomos: un mercado de 70 millones de euros al año.',
    businessModel: 'Cobramos 45 € al mes, sin permanencia, con la declaración de la renta incluida.',
    traction: 'En 14 meses hemos llegado a 310 clientes, y crecemos un 9 % al mes solo con recomendaciones.',
    ask: 'Buscamos 150.000 € para contratar a dos asesores fiscales y lanzar la misma oferta en Sevilla en 12 meses.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-gestoria-malaga', 'Gestoría para autónomos'),
      simulation: simulation('s-gestoria-malaga', 'Gestoría para autónomos: Málaga'),
    },
    { tam: 70_000_000, price: 45, customers: 310, revenue: 13_950, growth: 9 },
  ),
  note: 'An elevator pitch that sets its price against what a neighbourhood gestoría charges ("paga entre 60 y 90 €"): the alternative’s price, not the founder’s.',
};

const OBRADOR_BILBAO: PitchCorpusEntry = {
  id: 'es-obrador-bilbao',
  language: 'es-ES',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner:
      'Horneamos cruasanes de mantequilla cada madrugada y los llevamos a las cafeterías de Bilbao antes de las siete.',
    problem:
      'La mayoría de las cafeterías de Bilbao sirven bollería industrial congelada, porque un obrador propio no les sale a cuenta. Los dueños nos dicen que sus clientes lo notan y piden menos con el café.',
    solution:
      'Un obrador en Zorrotzaurre con dos turnos de noche y una furgoneta que reparte entre las 5:30 y las 7:00. Los pedidos se hacen por WhatsApp hasta las 18:00 del día anterior.',
    whyNow:
      'Desde 2022 la mantequilla ha subido más de un 40 %, y muchas cafeterías han dejado de hornear en su propio local.',
    market:
      'La bollería que compran los bares y cafeterías de Bizkaia es un mercado de 45 millones de euros al año; nuestro SOM, el centro de Bilbao y Getxo, es de 900.000 € al año.',
    competition:
      'Los distribuidores de congelado son más baratos, pero su cruasán no sabe a mantequilla. Las panaderías de barrio no llegan a servir antes de las siete.',
    businessModel:
      'La caja de 40 cruasanes cuesta 34 €. Después de harina, mantequilla, turnos de noche y reparto, nos queda un margen del 31 %.',
    traction: 'En un año hemos pasado de 6 a 48 cafeterías clientes, con una facturación de 26.500 € al mes.',
    team: 'Iker fue jefe de obrador en una pastelería de Donostia durante diez años. Ane viene de la logística de Eroski.',
    ask: 'Pedimos 200.000 € para un segundo horno y otra furgoneta, para llegar a Donostia en 2026.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-obrador-bilbao', 'Obrador de bollería'),
      simulation: simulation('s-obrador-bilbao', 'Obrador de bollería: segundo turno'),
    },
    { tam: 45_000_000, som: 870_000, price: 34, customers: 48, revenue: 26_500, margin: 31 },
  ),
  rounded: [{ metric: 'marketSize', said: '900.000 €' }],
  note: 'A wholesale bakery whose SOM is said in round thousands ("900.000 €" against 870.000): told to the euro, yet within the 5 % any listener allows; and an ask for an oven and a van.',
};

// ───────────────────────────── fr-FR ─────────────────────────────

const EPICERIE_LYON: PitchCorpusEntry = {
  id: 'fr-epicerie-lyon',
  language: 'fr-FR',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner: 'Une épicerie de vrac à la Croix-Rousse, à Lyon, ouverte jusqu’à 21 h et qui livre à vélo.',
    problem:
      'À la Croix-Rousse, les familles qui veulent acheter sans emballage doivent descendre en ville ou attendre le marché du dimanche. Ceux qui rentrent du travail après 19 h n’ont que la supérette.',
    solution:
      'Du vrac bio et local, de l’huile d’olive au liquide vaisselle, avec des bocaux consignés. On commande sur notre site avant 17 h et un coursier livre à vélo le soir même.',
    whyNow:
      'Depuis la loi Climat et Résilience de 2021, les grandes surfaces font de la place au vrac : les clients s’y sont habitués, mais les supérettes du quartier n’en proposent pas.',
    market:
      'Le marché de l’épicerie bio et vrac à Lyon pèse 38 millions d’euros par an. Notre SOM, la Croix-Rousse et ses pentes, représente 1,1 million d’euros par an.',
    competition:
      'Biocoop et Day by Day sont à vingt minutes à pied et ferment à 19 h 30. La supérette d’en bas ne vend rien en vrac.',
    businessModel:
      'Le panier moyen est de 27\u00A0€, et nos clients reviennent en moyenne une fois par semaine. Notre marge brute est de 32\u00A0%.',
    traction:
      'Ouverte depuis mars 2024, l’épicerie compte 1\u202F150 clients réguliers et réalise un chiffre d’affaires de 41\u202F000\u00A0€ par mois.',
    team: 'Camille a dirigé un magasin Biocoop pendant sept ans. Karim, ancien coursier, a monté notre tournée de livraison à vélo.',
    ask: 'Nous cherchons 90\u202F000\u00A0€ pour embaucher un vendeur et ouvrir un deuxième point de vente sur les pentes d’ici 12 mois.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-epicerie-lyon', 'Épicerie vrac Croix-Rousse'),
      simulation: simulation('s-epicerie-lyon', 'Épicerie vrac : deuxième point de vente'),
    },
    { tam: 38_000_000, som: 1_060_000, price: 27, customers: 1_150, revenue: 41_000, margin: 32 },
  ),
  rounded: [{ metric: 'marketSize', said: '1,1 million d’euros' }],
  note: 'A grocery pitched in typeset French (narrow no-break spaces between groups, a no-break space before € and %), its price said as the "panier moyen", its SOM rounded up (1,1 against 1,06 million), and an ask to "embaucher".',
};

const PLATEAUX_LILLE: PitchCorpusEntry = {
  id: 'fr-plateaux-lille',
  language: 'fr-FR',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner: 'Des plateaux-repas faits maison, livrés aux bureaux d’Euralille et commandés la veille avant 16 h.',
    problem:
      'À Lille, les équipes qui déjeunent en réunion se rabattent sur des sandwichs de chaîne ou attendent un livreur pendant 45 minutes. Les assistantes passent une heure à organiser chaque repas.',
    solution:
      'Un menu du jour en trois plats, cuisiné le matin dans notre cuisine de Fives et livré en vélo-cargo avant midi.',
    market:
      'Le marché des repas livrés en entreprise dans la métropole lilloise représente 62 millions d’euros par an.',
    businessModel: 'Le plateau coûte 14\u00A0€ HT, avec un minimum de 10 plateaux par commande.',
    traction:
      'En 9 mois, 35 entreprises sont devenues clientes et nous livrons 2\u202F100 plateaux par mois, soit 29\u202F400\u00A0€ de chiffre d’affaires. Les commandes progressent de 11\u00A0% par mois.',
    ask: 'Nous levons 120\u202F000\u00A0€ pour équiper une deuxième cuisine et recruter deux cuisiniers, afin de livrer Villeneuve-d’Ascq d’ici 12 mois.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-plateaux-lille', 'Plateaux-repas Euralille'),
      simulation: simulation('s-plateaux-lille', 'Plateaux-repas : première année'),
    },
    { tam: 62_000_000, price: 14, customers: 35, revenue: 29_400, growth: 11 },
  ),
  note: 'A B2B caterer whose traction counts two things in one sentence (35 client companies, 2 100 trays a month) and whose growth is said with "progressent", as French founders say it.',
};

const ORDIS_TOULOUSE: PitchCorpusEntry = {
  id: 'fr-ordis-toulouse',
  language: 'fr-FR',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner:
      'Des ordinateurs portables reconditionnés à Toulouse, garantis deux ans et vendus aux étudiants moins de 300\u00A0€.',
    problem:
      'Un étudiant toulousain sur trois travaille sur un ordinateur de plus de cinq ans, lent et sans batterie. Un portable neuf correct coûte 700\u00A0€, presque un mois de budget.',
    solution:
      'Nous rachetons les parcs informatiques des entreprises de la région, changeons la batterie et le disque, puis installons Linux ou Windows. Chaque portable est garanti deux ans et réparé en 48 h à l’atelier.',
    whyNow:
      'Depuis 2021, l’indice de réparabilité a fait connaître le reconditionné, et la fin du support de Windows 10 pousse les entreprises à renouveler leurs parcs.',
    market:
      'Les 140\u202F000 étudiants de Toulouse dépensent 21 millions d’euros par an en ordinateurs. Notre SAM, ceux qui achètent du reconditionné, est de 5,4 millions d’euros par an.',
    competition:
      'Back Market vend partout en France, sans atelier sur place ni conseil. Les boutiques de réparation, elles, ne vendent pas de portables garantis.',
    businessModel:
      'Un portable coûte en moyenne 290\u00A0€ ; nous l’achetons 110\u00A0€ et, après pièces et main-d’œuvre, notre marge est de 27\u00A0%.',
    traction:
      'Depuis l’ouverture en septembre 2023, nous avons 640 clients et vendons 120 portables par mois, pour un chiffre d’affaires de 34\u202F800\u00A0€ mensuels. Notre coût d’acquisition client est de 18\u00A0€, surtout grâce aux BDE.',
    team: 'Yanis a réparé des ordinateurs pendant six ans chez un revendeur Apple. Élise a monté nos partenariats avec les BDE de l’université Paul-Sabatier.',
    ask: 'Nous cherchons 150\u202F000\u00A0€ pour agrandir l’atelier, constituer un stock de 400 portables et recruter deux techniciens, ce qui nous donne 16 mois de trésorerie.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-ordis-toulouse', 'Portables reconditionnés pour étudiants'),
      simulation: simulation('s-ordis-toulouse', 'Portables reconditionnés : atelier agrandi'),
    },
    {
      tam: 21_000_000,
      sam: 5_400_000,
      price: 290,
      customers: 640,
      revenue: 34_800,
      margin: 27,
      cac: 18,
      runway: 16,
    },
  ),
  note: 'A five-minute pitch with a new laptop’s price in the problem ("coûte 700 €", the alternative), a CAC said as "coût d’acquisition" and a runway in "mois de trésorerie".',
};

// ───────────────────────────── de-DE ─────────────────────────────

const RADSERVICE_MUENCHEN: PitchCorpusEntry = {
  id: 'de-radservice-muenchen',
  language: 'de-DE',
  kind: 'investor',
  quality: 'strong',
  parts: {
    oneLiner: 'Wir reparieren Fahrräder direkt vor dem Büro oder der Haustür, mit zwei Werkstattwagen in München.',
    problem:
      'Wer in München mit dem Rad pendelt, wartet im Frühjahr zwei bis drei Wochen auf einen Werkstatttermin. Für Pendler ohne Auto heißt das: Rad hinschieben, wieder abholen und oft einen halben Tag frei nehmen.',
    solution:
      'Unser Werkstattwagen kommt zum vereinbarten Termin, die Reparatur dauert vor Ort etwa eine Stunde. Firmen buchen uns für einen ganzen Tag, und ihre Mitarbeitenden geben das Rad morgens ab.',
    whyNow:
      'Seit 2022 ist die Zahl der Dienstfahrräder stark gestiegen, und in München sind viele davon teure E-Bikes, die einmal im Jahr zur Inspektion müssen.',
    market:
      'Der Markt für Fahrradreparatur und Wartung in München liegt bei 96 Mio. € im Jahr. Unser SOM, Firmen und Pendler innerhalb des Mittleren Rings, liegt bei 1,3 Mio. € im Jahr.',
    competition:
      'Die Werkstätten in der Stadt sind im Frühjahr ausgebucht, und die wenigen mobilen Dienste fahren nur Leasingräder an.',
    businessModel:
      'Eine Inspektion kostet 89 €, Reparaturen rechnen wir nach Aufwand ab. Nach Mechaniker, Teilen und Wagen bleibt uns eine Marge von 34 %.',
    traction:
      'Seit dem Start im April 2024 haben wir 1.400 Kunden, davon 12 Firmen mit Diensträdern, und machen 31.000 € Umsatz im Monat.',
    team: 'Ich bin Zweiradmechanikermeister und habe acht Jahre eine Werkstatt in Schwabing geleitet. Meine Partnerin Jana kommt aus dem Vertrieb eines Dienstrad-Leasinganbieters.',
    ask: 'Wir suchen 180.000 €, um einen dritten Werkstattwagen zu kaufen und zwei Mechaniker einzustellen. Damit decken wir in 12 Monaten auch Garching und Unterföhring ab.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-radservice-muenchen', 'Mobiler Fahrradservice'),
      simulation: simulation('s-radservice-muenchen', 'Mobiler Fahrradservice: dritter Wagen'),
    },
    { tam: 96_000_000, som: 1_300_000, price: 89, customers: 1_400, revenue: 31_150, margin: 34 },
  ),
  note: 'A bike repair van in Munich, told in German figures ("1.400 Kunden", "96 Mio. €"), with revenue a little under the simulation’s (31.000 against 31.150 €, the safe side) and an ask with a zu-infinitive ("einzustellen").',
};

const DIENSTPLAN_KOELN: PitchCorpusEntry = {
  id: 'de-dienstplan-koeln',
  language: 'de-DE',
  kind: 'elevator',
  quality: 'strong',
  parts: {
    oneLiner:
      'Eine Dienstplan-App für ambulante Pflegedienste in Köln, die Ausfälle in Minuten statt Stunden neu besetzt.',
    problem:
      'In einem ambulanten Pflegedienst fällt fast jeden Morgen jemand kurzfristig aus. Die Inhaberin telefoniert dann eine Stunde, bis die Touren neu verteilt sind, und die Pflegekräfte erfahren es per WhatsApp.',
    solution:
      'Die App kennt Qualifikationen, Touren und Ruhezeiten, schlägt in Sekunden eine Vertretung vor und schickt jeder Pflegekraft den neuen Plan aufs Handy.',
    market:
      'In Nordrhein-Westfalen gibt es rund 3.000 ambulante Pflegedienste, ein Markt von 5,4 Mio. € im Jahr zu unserem Preis.',
    businessModel: 'Ein Pflegedienst zahlt 149 € im Monat, egal wie viele Pflegekräfte er hat.',
    traction:
      'Seit dem Start vor 11 Monaten nutzen 64 Pflegedienste die App, und unser Umsatz wächst um 14 % im Monat.',
    ask: 'Wir suchen 250.000 € für Vertrieb und Marketing, um bis Ende 2026 in ganz NRW 400 Pflegedienste zu gewinnen.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-dienstplan-koeln', 'Dienstplan für Pflegedienste'),
      simulation: simulation('s-dienstplan-koeln', 'Dienstplan für Pflegedienste: NRW'),
    },
    { tam: 5_400_000, price: 149, customers: 64, revenue: 9_536, growth: 14 },
  ),
  note: 'A SaaS for home-care services in a minute: the owner is "die Inhaberin", the customers are "Pflegedienste", and the market is sized at the founder’s own price.',
};

const ROESTEREI_HAMBURG: PitchCorpusEntry = {
  id: 'de-roesterei-hamburg',
  language: 'de-DE',
  kind: 'class',
  quality: 'strong',
  parts: {
    oneLiner: 'Wir rösten in Altona und liefern frischen Kaffee im Abo an Büros in Hamburg, samt Wartung der Maschine.',
    problem:
      'In kleinen Büros kauft meist die Office-Managerin den Kaffee im Großmarkt, und der Vollautomat ist jeden zweiten Monat kaputt. Guter Kaffee ist für Teams mit 10 bis 50 Leuten schlicht zu aufwendig.',
    solution:
      'Jedes Büro bekommt einmal im Monat frisch geröstete Bohnen. Wir stellen die Maschine und tauschen sie innerhalb von 24 Stunden, wenn sie streikt.',
    whyNow:
      'Seit 2023 holen viele Hamburger Firmen ihre Teams wieder an drei Tagen pro Woche ins Büro, und guter Kaffee gehört zu den Argumenten dafür.',
    market:
      'Büros in Hamburg geben rund 64 Mio. € im Jahr für Kaffee aus. Unser SAM, Büros mit 10 bis 50 Beschäftigten, liegt bei knapp 8 Mio. € im Jahr.',
    competition:
      'Große Anbieter liefern Standardkaffee mit Verträgen über drei Jahre. Lokale Röstereien liefern gute Bohnen, aber keine Maschine und keinen Service.',
    businessModel:
      'Das Abo kostet 119 € im Monat für bis zu 5 kg Kaffee, Maschine und Wartung inklusive. Unsere Marge liegt bei 41 %.',
    traction:
      'Nach 18 Monaten beliefern wir 85 Büros und machen gut 120.000 € Umsatz im Jahr. Zwei Drittel unserer Kunden kamen über Empfehlungen.',
    team: 'Ich habe sechs Jahre den Rohkaffee-Einkauf einer Hamburger Rösterei geleitet. Mein Mitgründer Deniz war Servicetechniker für Kaffeevollautomaten.',
    ask: 'Wir suchen 140.000 € für einen zweiten Röster und einen weiteren Servicetechniker. Damit reicht unsere Liquidität für 15 Monate.',
  },
  evidence: evidence(
    'EUR',
    {
      validation: validation('v-roesterei-hamburg', 'Kaffee-Abo für Büros'),
      simulation: simulation('s-roesterei-hamburg', 'Kaffee-Abo für Büros: zweiter Röster'),
    },
    { tam: 64_000_000, sam: 7_780_000, price: 119, customers: 85, revenue: 10_115, margin: 40.6, runway: 15 },
  ),
  rounded: [
    { metric: 'marketSize', said: '8 Mio. €' },
    { metric: 'margin', said: '41 %' },
  ],
  note: 'A roastery told with two roundings (a SAM of "knapp 8 Mio. €" against 7,78 Mio., a margin of 41 % against 40,6 %) and a year’s revenue said "im Jahr", which is a twelfth of it a month.',
};

export const PITCH_CORPUS: readonly PitchCorpusEntry[] = [
  // ───────────────────────────── pt-BR ─────────────────────────────
  PADARIA_BATEL,
  {
    id: 'pt-padaria-batel-vague',
    language: 'pt-BR',
    kind: 'investor',
    quality: 'vague',
    twinOf: 'pt-padaria-batel',
    parts: {
      oneLiner:
        'Somos uma padaria artesanal inovadora que basicamente quer revolucionar a forma como as pessoas consomem pão, com uma experiência única e produtos de ponta.',
      problem: 'Hoje em dia todo mundo quer comer melhor, mas na verdade é muito difícil encontrar pão de qualidade.',
      solution: 'Uma solução completa de panificação artesanal, com produtos realmente diferenciados e entrega.',
      whyNow: 'A alimentação saudável está em alta e as pessoas estão cada vez mais exigentes.',
      market: 'O mercado de panificação é gigantesco e não para de crescer.',
      competition: 'Não temos concorrência direta, porque ninguém faz o que a gente faz.',
      businessModel: 'Vamos vender pães e cestas com uma margem muito boa.',
      traction: 'Os clientes amam os nossos pães e o feedback tem sido incrível.',
      team: 'Somos apaixonados por pão e por empreendedorismo.',
      ask: 'Buscamos um investidor parceiro para escalar o negócio.',
    },
    evidence: PADARIA_BATEL.evidence,
    note: 'The bakery as a first-time founder tells it: innovation and passion, "todo mundo" as the customer, a trend "em alta" with no date, and an ask with no amount.',
  },
  overClaiming(
    PADARIA_BATEL,
    [
      { part: 'traction', said: '600 clientes', inflated: '1.300 clientes', metric: 'customers' },
      { part: 'traction', said: 'R$ 46,8 mil', inflated: 'R$ 98 mil', metric: 'revenue' },
    ],
    'The bakery with its club doubled: 1.300 subscribers and R$ 98 mil a month against the simulation’s 600 and R$ 46,8 mil.',
  ),
  AGENDA_SALOES,
  {
    id: 'pt-agenda-saloes-vague',
    language: 'pt-BR',
    kind: 'elevator',
    quality: 'vague',
    twinOf: 'pt-agenda-saloes',
    parts: {
      oneLiner: 'Uma plataforma disruptiva de gestão para o mercado da beleza, que ajuda qualquer negócio a crescer.',
      problem: 'Tipo assim, os salões perdem muito dinheiro com desorganização, e todo mundo sabe disso.',
      solution: 'Um ecossistema inovador de agendamento, basicamente tudo o que o salão precisa num só lugar.',
      market: 'O mercado da beleza no Brasil é um dos maiores do mundo.',
      businessModel: 'Modelo de assinatura escalável.',
      traction: 'Já temos vários salões usando, e a resposta tem sido muito positiva.',
      ask: 'Estamos abertos a conversar com investidores para acelerar o crescimento.',
    },
    evidence: AGENDA_SALOES.evidence,
    note: 'The salon app as a platform for "qualquer negócio": the beauty market of a whole country, no salon, no price, no count.',
  },
  overClaiming(
    AGENDA_SALOES,
    [
      { part: 'traction', said: '12 %', inflated: '30 %', metric: 'growth' },
      { part: 'market', said: 'R$ 4,3 mi', inflated: 'R$ 9 mi', metric: 'marketSize' },
    ],
    'The salon app growing 30 % a month against the simulation’s 12 %, in a SAM twice the validation’s.',
  ),
  BRECHO_POA,

  // ───────────────────────────── en-US ─────────────────────────────
  BOOKKEEPING_AUSTIN,
  {
    id: 'en-bookkeeping-austin-vague',
    language: 'en-US',
    kind: 'investor',
    quality: 'vague',
    twinOf: 'en-bookkeeping-austin',
    parts: {
      oneLiner:
        'We are building a next generation, AI-powered finance platform that is kind of a game changer for anyone who runs a business.',
      problem: 'Bookkeeping is really painful and, you know, nobody actually likes doing it.',
      solution: 'A seamless, best in class bookkeeping experience that leverages cutting edge technology.',
      whyNow: 'The world of finance is changing faster than ever.',
      market: 'Bookkeeping is a huge market, and it is only getting bigger.',
      competition: 'Our competitors are outdated and nobody loves them.',
      businessModel: 'A subscription model with strong margins.',
      traction: 'Early feedback from users has been amazing.',
      team: 'We are a passionate team of builders.',
      ask: 'We are looking for the right partners to help us scale.',
    },
    evidence: BOOKKEEPING_AUSTIN.evidence,
    note: 'The bookkeeping service as a "game changer for anyone who runs a business": no kitchen, no city, no fee, no client count.',
  },
  overClaiming(
    BOOKKEEPING_AUSTIN,
    [
      { part: 'traction', said: '42 restaurants', inflated: '90 restaurants', metric: 'customers' },
      { part: 'traction', said: '$14.7k', inflated: '$31k', metric: 'revenue' },
    ],
    'The bookkeeping service with its book of clients doubled: 90 restaurants and $31k a month against 42 and $14.7k.',
  ),
  NIGHT_MEALS_HOUSTON,
  {
    id: 'en-night-meals-houston-vague',
    language: 'en-US',
    kind: 'elevator',
    quality: 'vague',
    twinOf: 'en-night-meals-houston',
    parts: {
      oneLiner: 'We are a revolutionary food-tech platform reimagining how healthcare heroes eat.',
      problem: 'People in healthcare work really hard and they deserve better food, literally.',
      solution: 'An innovative, seamless meal experience powered by our own ecosystem.',
      market: 'Healthcare is one of the biggest markets in the world.',
      businessModel: 'We make money on every box we sell.',
      traction: 'Nurses love us and the word is spreading fast.',
      ask: 'We are raising a seed round to take this to the next level.',
    },
    evidence: NIGHT_MEALS_HOUSTON.evidence,
    note: 'The night-shift dinners as food-tech for "healthcare heroes": no hospital, no hour, no price, no round size.',
  },
  overClaiming(
    NIGHT_MEALS_HOUSTON,
    [
      { part: 'traction', said: '210 nurses', inflated: '480 nurses', metric: 'customers' },
      { part: 'traction', said: '15%', inflated: '40%', metric: 'growth' },
    ],
    'The dinners with 480 nurses ordering and 40% growth a month, against the simulation’s 210 and 15%.',
  ),
  GROOMING_PHOENIX,

  // ───────────────────────────── es-ES ─────────────────────────────
  ACADEMIA_VALENCIA,
  {
    id: 'es-academia-valencia-vague',
    language: 'es-ES',
    kind: 'class',
    quality: 'vague',
    twinOf: 'es-academia-valencia',
    parts: {
      oneLiner:
        'Somos una academia innovadora que, digamos, revoluciona la forma de aprender idiomas con una solución integral para todo el mundo.',
      problem: 'Aprender un idioma es difícil y, o sea, la gente no tiene tiempo para nada.',
      solution: 'Una metodología disruptiva y de vanguardia, con una experiencia de aprendizaje realmente única.',
      whyNow: 'El mundo es cada vez más global y los idiomas son más importantes que nunca.',
      market: 'El mercado de los idiomas es enorme.',
      competition: 'En realidad no tenemos competencia, porque nadie hace lo que hacemos nosotros.',
      businessModel: 'Vendemos cursos con un modelo escalable.',
      traction: 'Los alumnos están encantados y no paran de recomendarnos.',
      team: 'Un equipo joven y apasionado por la educación.',
      ask: 'Buscamos socios que quieran crecer con nosotros.',
    },
    evidence: ACADEMIA_VALENCIA.evidence,
    note: 'The school "para todo el mundo": a method, not a timetable; no city, no fee, no group size, no amount.',
  },
  overClaiming(
    ACADEMIA_VALENCIA,
    [
      { part: 'businessModel', said: '24 %', inflated: '45 %', metric: 'margin' },
      { part: 'market', said: '24 millones', inflated: '60 millones', metric: 'marketSize' },
    ],
    'The school with a 45 % margin against the simulation’s 24 %, in a market two and a half times the validation’s TAM.',
  ),
  GESTORIA_MALAGA,
  {
    id: 'es-gestoria-malaga-vague',
    language: 'es-ES',
    kind: 'elevator',
    quality: 'vague',
    twinOf: 'es-gestoria-malaga',
    parts: {
      oneLiner:
        'Una plataforma innovadora y disruptiva que, básicamente, ayuda a cualquier persona con un negocio a olvidarse del papeleo.',
      problem: 'La burocracia es un problema enorme para la gente, o sea, nadie la entiende.',
      solution: 'Una solución integral de última generación para la gestión fiscal.',
      market: 'El mercado es gigantesco y crece muchísimo.',
      businessModel: 'Modelo de suscripción escalable.',
      traction: 'Tenemos muchos clientes muy contentos.',
      ask: 'Buscamos inversión para seguir creciendo.',
    },
    evidence: GESTORIA_MALAGA.evidence,
    note: 'The gestoría as a platform for "cualquier persona con un negocio": no autónomo, no province, no fee.',
  },
  overClaiming(
    GESTORIA_MALAGA,
    [
      { part: 'traction', said: '310 clientes', inflated: '700 clientes', metric: 'customers' },
      { part: 'traction', said: '9 %', inflated: '25 %', metric: 'growth' },
    ],
    'The gestoría with 700 clients growing 25 % a month, against the simulation’s 310 and 9 %.',
  ),
  OBRADOR_BILBAO,

  // ───────────────────────────── fr-FR ─────────────────────────────
  EPICERIE_LYON,
  {
    id: 'fr-epicerie-lyon-vague',
    language: 'fr-FR',
    kind: 'investor',
    quality: 'vague',
    twinOf: 'fr-epicerie-lyon',
    parts: {
      oneLiner: 'Nous réinventons le commerce de proximité avec un concept innovant pour consommer autrement.',
      problem: 'En fait, tout le monde veut consommer mieux, mais c’est vraiment compliqué aujourd’hui.',
      solution: 'Une solution globale, du coup une expérience unique autour de produits responsables.',
      whyNow: 'Les consommateurs sont de plus en plus sensibles à l’écologie.',
      market: 'Le marché du bio est énorme et en pleine croissance.',
      competition: 'Personne ne fait vraiment ce que nous faisons.',
      businessModel: 'On vend des produits en vrac avec de bonnes marges.',
      traction: 'Les retours de nos clients sont excellents.',
      team: 'Une équipe passionnée et engagée.',
      ask: 'Nous cherchons des investisseurs pour passer à l’échelle.',
    },
    evidence: EPICERIE_LYON.evidence,
    note: 'The grocery as a "concept innovant" for "tout le monde": no quarter, no basket, no date, no amount.',
  },
  overClaiming(
    EPICERIE_LYON,
    [
      { part: 'traction', said: '1\u202F150 clients', inflated: '2\u202F500 clients', metric: 'customers' },
      { part: 'businessModel', said: '32\u00A0%', inflated: '60\u00A0%', metric: 'margin' },
    ],
    'The grocery with 2 500 regulars and a 60 % gross margin, against the simulation’s 1 150 and 32 %.',
  ),
  PLATEAUX_LILLE,
  {
    id: 'fr-plateaux-lille-vague',
    language: 'fr-FR',
    kind: 'elevator',
    quality: 'vague',
    twinOf: 'fr-plateaux-lille',
    parts: {
      oneLiner:
        'Nous révolutionnons la pause déjeuner en entreprise avec une expérience culinaire innovante et disruptive.',
      problem: 'En gros, tout le monde mange mal au travail et c’est vraiment un problème.',
      solution: 'Une solution globale de restauration saine, durable et de pointe.',
      market: 'Le marché de la restauration est colossal.',
      businessModel: 'Un modèle scalable avec des marges attractives.',
      traction: 'Plusieurs entreprises nous font déjà confiance.',
      ask: 'Nous ouvrons une levée de fonds pour accélérer.',
    },
    evidence: PLATEAUX_LILLE.evidence,
    note: 'The caterer "révolutionnant la pause déjeuner": no office, no city, no tray price, no amount.',
  },
  overClaiming(
    PLATEAUX_LILLE,
    [
      { part: 'traction', said: '35 entreprises', inflated: '80 entreprises', metric: 'customers' },
      { part: 'traction', said: '29\u202F400\u00A0€', inflated: '64\u202F000\u00A0€', metric: 'revenue' },
    ],
    'The caterer with 80 client companies and 64 000 € a month, against the simulation’s 35 and 29 400 €.',
  ),
  ORDIS_TOULOUSE,

  // ───────────────────────────── de-DE ─────────────────────────────
  RADSERVICE_MUENCHEN,
  {
    id: 'de-radservice-muenchen-vague',
    language: 'de-DE',
    kind: 'investor',
    quality: 'vague',
    twinOf: 'de-radservice-muenchen',
    parts: {
      oneLiner:
        'Wir sind eine innovative, ganzheitliche Mobilitätsplattform, die quasi alles rund ums Fahrrad neu denkt.',
      problem: 'Fahrradfahren ist eigentlich super, aber irgendwie ist die Wartung für alle ein Problem.',
      solution:
        'Ein disruptiver, skalierbarer Service, der Menschen und Werkstätten in einem Ökosystem zusammenbringt.',
      whyNow: 'Mobilität verändert sich gerade grundlegend.',
      market: 'Der Fahrradmarkt ist riesig und wächst weiter.',
      competition: 'Echte Konkurrenz gibt es eigentlich nicht.',
      businessModel: 'Wir verdienen an jeder Reparatur.',
      traction: 'Das Feedback unserer ersten Kunden ist wirklich toll.',
      team: 'Ein motiviertes Team mit viel Leidenschaft fürs Rad.',
      ask: 'Wir suchen Investoren, die mit uns wachsen wollen.',
    },
    evidence: RADSERVICE_MUENCHEN.evidence,
    note: 'The repair van as a "ganzheitliche Mobilitätsplattform" for "alle": German jargon in its inflected forms, no city, no price, no amount.',
  },
  overClaiming(
    RADSERVICE_MUENCHEN,
    [
      { part: 'traction', said: '1.400 Kunden', inflated: '3.000 Kunden', metric: 'customers' },
      { part: 'businessModel', said: '34 %', inflated: '70 %', metric: 'margin' },
    ],
    'The repair van with 3.000 customers and a 70 % margin, against the simulation’s 1.400 and 34 %.',
  ),
  DIENSTPLAN_KOELN,
  {
    id: 'de-dienstplan-koeln-vague',
    language: 'de-DE',
    kind: 'elevator',
    quality: 'vague',
    twinOf: 'de-dienstplan-koeln',
    parts: {
      oneLiner:
        'Wir digitalisieren die Pflege mit einer innovativen, KI-gestützten Plattform, die sozusagen alles vereinfacht.',
      problem: 'Die Pflege steckt in der Krise, und jeder weiß, dass es so nicht weitergehen kann.',
      solution: 'Eine ganzheitliche Lösung, die die Prozesse halt effizienter macht.',
      market: 'Der Pflegemarkt ist riesig und wächst durch den demografischen Wandel immer weiter.',
      businessModel: 'Klassisches SaaS-Modell mit wiederkehrenden Umsätzen.',
      traction: 'Die ersten Pilotkunden sind begeistert.',
      ask: 'Wir sind offen für Gespräche mit Investoren.',
    },
    evidence: DIENSTPLAN_KOELN.evidence,
    note: 'The rota app as AI for "die Pflege": no care service, no city, no price, no amount.',
  },
  overClaiming(
    DIENSTPLAN_KOELN,
    [
      { part: 'traction', said: '14 %', inflated: '35 %', metric: 'growth' },
      { part: 'businessModel', said: '149 €', inflated: '299 €', metric: 'price' },
    ],
    'The rota app growing 35 % a month against 14 %, at twice the validated price: a price other than the evidence differs either way.',
  ),
  ROESTEREI_HAMBURG,
];
