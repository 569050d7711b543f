/*
 * The expert corpus of market sizing: a held-out test set of ideas as founders type them into the
 * form, each with an advisor's hand estimate of the yearly revenue the company can realistically
 * reach by its third year (its SOM: the share of the market it actually serves that one company of
 * this size wins, bounded by its capacity: the founder's hours, the team the capital allows, seats,
 * vans, stock, sales capacity).
 *
 * How it was written: by an advisor, WITHOUT the engine in view (nothing under validation/ was read
 * but the idea's fields, the activity list and this folder's code style). Each estimate was made by
 * hand, the way a bank's or an incubator's advisor sizes a market in ten minutes with the founder:
 * who pays (a person, a household, or a business of an activity) → how many of them in the place
 * served → the share one company reaches by year 3 → price × frequency → a capacity check. Public
 * figures (publisher, year, URL) and every assumed term are written out per idea in
 * docs/validation/expert-corpus.md; `method` here is the one-line chain of terms.
 *
 * It is held out: a rule of the engine must never be tuned to one of these entries, and a miss is a
 * finding about the engine, not a reason to change an estimate. The ranges are an advisor's ranges
 * (rounded to what is known), not targets to hit to the cent; a sound engine's year-3 figure should
 * fall inside, or near, most of them. Eight entries (sourdough for Curitiba cafés, a café in a Belo
 * Horizonte gym, a dog-grooming van in Austin, a zero-waste grocery in Lyon, software for German
 * craft breweries, a €5,000 online course, a Seville cheesecake workshop and a Bristol coffee van)
 * come from an outside review; the first four keep that review's ranges exactly.
 *
 * Money is in cents of the idea's currency. `purchasesPerYear`: times a customer pays in a year (12
 * for monthly, 52 for weekly, hours a year for hourly). `hoursPerWeek` are the founder's hours and
 * `capitalCents` the founder's available capital. Competitors are real companies or generic
 * alternatives, never invented names.
 */
import type { Language } from '../../constants';
import type { CustomerKind } from '../activities';
import { countryData } from '../country-data';
import { COUNTRY_REGION, type IdeaInput } from '../idea';

/**
 * One held-out idea with the advisor's year-3 revenue estimate. Written without the engine in
 * view; the estimate was made by hand from public figures and stated assumptions (see
 * docs/validation/expert-corpus.md for each idea's steps and sources).
 */
export interface ExpertIdea {
  /** kebab-case, unique: `<country>-<business type>-<subject>`. */
  id: string;
  language: Language;
  /** The idea as the founder typed it; the city as named, not yet an id of the country's list. */
  idea: Omit<IdeaInput, 'region' | 'city'> & {
    /** The city the founder names, or null for an idea sold online nationally. */
    city: string | null;
  };
  expert: {
    /** Yearly revenue reachable by year 3, in cents of the idea's currency. */
    lowCents: number;
    highCents: number;
    /** What caps the year-3 revenue: the company's capacity (hours, seats, vans, sales) or the market it serves. */
    binding: 'capacity' | 'market';
    /** Who pays. */
    customer: CustomerKind;
    /** One line: the chain of terms, e.g. "1,500 breweries × 5–10 % won by year 3 × €1,788". */
    method: string;
  };
}

export const EXPERT_CORPUS: readonly ExpertIdea[] = [
  // ───────────────────────────── BR (pt-BR) ─────────────────────────────
  {
    id: 'br-food-sourdough-cafes-curitiba',
    language: 'pt-BR',
    idea: {
      title: 'Padaria de fermentação natural que abastece cafeterias de Curitiba',
      problem:
        'As cafeterias de Curitiba servem tostas e sanduíches com pão industrializado ou compram de padarias que não entregam todo dia cedo. Quem quer pão de fermentação natural precisa buscar ou fazer.',
      targetCustomer:
        'Cafeterias de especialidade e cafés com cozinha em Curitiba (Batel, Centro, Água Verde, Mercês) que servem tostas, sanduíches e brunch.',
      solution:
        'Produzir pão de fermentação natural (levain), focaccia e brioche num pequeno laboratório e entregar às 6h, de segunda a sábado, com pedido fixo mensal ajustável pelo WhatsApp.',
      businessType: 'food',
      country: 'BR',
      city: 'Curitiba',
      priceCents: 280_000,
      currency: 'BRL',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['directSales', 'socialMedia'],
      competitors: ['padarias artesanais do bairro', 'pão industrializado de atacadistas', 'Assaí Atacadista'],
      differentiation:
        'Entrega diária antes da abertura, fermentação de 24 horas e cardápio pensado para o prato da cafeteria (fatias da medida da tosta).',
      experienceLevel: 'intermediate',
      hoursPerWeek: 60,
      capitalCents: 15_000_000,
    },
    expert: {
      lowCents: 50_000_000,
      highCents: 100_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        '≈710 cafés in Curitiba (1.77 M people × 40 per 100,000) × ~25 % serving toast/brunch ≈ 180 × 8–14 % won by year 3 ≈ 15–25 cafés × R$ 2,500–3,500 a month × 12; one deck oven ≈ 300–400 loaves a day caps it near R$ 1 M',
    },
  },
  {
    id: 'br-food-cafe-academia-bh',
    language: 'pt-BR',
    idea: {
      title: 'Café saudável dentro de academia no Santo Agostinho, BH',
      problem:
        'Quem treina cedo ou depois do trabalho sai da academia com fome e não acha nada saudável e rápido por perto; a lanchonete da esquina só tem salgado frito.',
      targetCustomer:
        'Alunos de uma academia grande do bairro Santo Agostinho, em Belo Horizonte, com cerca de 2.500 matriculados, e quem trabalha nos prédios em volta.',
      solution:
        'Um café de 20 m² dentro da academia, com shakes de proteína, açaí, tapioca, wraps e café especial, aberto das 6h às 22h, com pedido pelo app antes do treino.',
      businessType: 'food',
      country: 'BR',
      city: 'Belo Horizonte',
      priceCents: 2_200,
      currency: 'BRL',
      pricingModel: 'oneOff',
      purchasesPerYear: 80,
      channels: ['physicalStore', 'socialMedia', 'partners'],
      competitors: ['lanchonetes do bairro', 'iFood', 'máquinas de snacks da academia'],
      differentiation:
        'Está dentro da academia: o aluno pede antes do treino e pega na saída; cardápio feito com nutricionista e preço de sócio da academia.',
      experienceLevel: 'beginner',
      hoursPerWeek: 50,
      capitalCents: 8_000_000,
    },
    expert: {
      lowCents: 30_000_000,
      highCents: 60_000_000,
      binding: 'market',
      customer: 'person',
      method:
        "2,500 members (told) × ~35 % in the gym on a given day ≈ 900 visits × 6–9 % buying ≈ 55–80 tickets × R$ 20–24 × 300 days ≈ R$ 330–580 k; the gym's footfall, not the kitchen, is the ceiling",
    },
  },
  {
    id: 'br-saas-agenda-saloes-recife',
    language: 'pt-BR',
    idea: {
      title: 'Agenda online e controle de comissões para salões de beleza do Recife',
      problem:
        'Os salões do Recife marcam horário no caderno e no WhatsApp, perdem clientes que não aparecem e gastam horas no fim do mês calculando a comissão de cada profissional.',
      targetCustomer:
        'Donos de salões de beleza com 2 a 10 profissionais no Recife (Boa Viagem, Casa Forte, Graças) e, depois, na Região Metropolitana.',
      solution:
        'Um aplicativo de agenda com lembrete automático pelo WhatsApp, link de agendamento para o Instagram e cálculo de comissão e repasse dos profissionais parceiros (Lei do Salão-Parceiro).',
      businessType: 'saas',
      country: 'BR',
      city: 'Recife',
      priceCents: 8_900,
      currency: 'BRL',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['directSales', 'socialMedia', 'ownWebsite'],
      competitors: ['Trinks', 'Avec', 'Booksy', 'caderno e WhatsApp'],
      differentiation:
        'Implantação presencial no salão, suporte em português pelo WhatsApp no mesmo dia e contrato de salão-parceiro gerado pelo sistema.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 40,
      capitalCents: 3_000_000,
    },
    expert: {
      lowCents: 8_000_000,
      highCents: 18_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        '≈1,500–2,000 salons with 2+ chairs in Recife (assumed from 1.49 M people and the national counts) × 5–8 % won by one founder selling in person ≈ 80–160 salons × R$ 89 × 12',
    },
  },
  {
    id: 'br-service-contabilidade-online-pequenas-empresas',
    language: 'pt-BR',
    idea: {
      title: 'Contabilidade online para quem deixou de ser MEI',
      problem:
        'Quem estoura o limite do MEI vira microempresa e de repente precisa de contador, folha, pró-labore e Simples Nacional. Os escritórios tradicionais cobram caro e respondem devagar.',
      targetCustomer:
        'Microempresas de serviços do Simples Nacional (ex-MEIs) de todo o Brasil: designers, técnicos, pequenas agências, clínicas de estética, com até 3 funcionários.',
      solution:
        'Escritório contábil 100% online: abertura ou migração da empresa, impostos, pró-labore e folha de até 3 funcionários, com atendimento por chat e relatório mensal simples.',
      businessType: 'service',
      country: 'BR',
      city: null,
      priceCents: 24_900,
      currency: 'BRL',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['ownWebsite', 'socialMedia', 'partners'],
      competitors: ['Contabilizei', 'Agilize', 'escritórios de contabilidade tradicionais'],
      differentiation:
        'Contadora com CRC atende pessoalmente cada cliente pelo chat; especializada em quem acabou de sair do MEI.',
      experienceLevel: 'advanced',
      hoursPerWeek: 45,
      capitalCents: 2_000_000,
    },
    expert: {
      lowCents: 35_000_000,
      highCents: 65_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        'pool of 14.6 M MEIs (some thousands leave the MEI each year) is far from binding; 1 accountant + 2 assistants ≈ 60–80 clients each (assumed) ≈ 150–220 clients × R$ 249 × 12',
    },
  },
  {
    id: 'br-ecommerce-roupas-todo-mundo',
    language: 'pt-BR',
    idea: {
      title: 'Loja online de roupas',
      problem: 'Todo mundo precisa de roupa e as lojas são caras.',
      targetCustomer: 'Todo mundo.',
      solution: 'Vender roupas bonitas e baratas pela internet e pelo Instagram.',
      businessType: 'ecommerce',
      country: 'BR',
      city: null,
      priceCents: 8_900,
      currency: 'BRL',
      pricingModel: 'oneOff',
      purchasesPerYear: 2,
      channels: ['socialMedia', 'marketplace'],
      competitors: ['Shein', 'Renner', 'Shopee'],
      differentiation: 'Atendimento melhor.',
      experienceLevel: 'beginner',
      hoursPerWeek: 20,
      capitalCents: 800_000,
    },
    expert: {
      lowCents: 10_000_000,
      highCents: 25_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        'the market (R$ 263 bn of e-commerce) never binds; traffic the founder can buy or earn ≈ 8–12 k visits a month by year 3 (assumed) × 1.5–2 % conversion ≈ 120–240 orders × R$ 89 × 12',
    },
  },
  {
    id: 'br-ecommerce-cesta-organica-florianopolis',
    language: 'pt-BR',
    idea: {
      title: 'Cesta semanal de orgânicos de pequenos produtores em Florianópolis',
      problem:
        'Em Florianópolis, orgânico bom só se acha na feira de sábado ou no supermercado, caro e murcho. Quem trabalha não consegue ir à feira toda semana.',
      targetCustomer:
        'Famílias e casais de Florianópolis (Ilha e Continente) que já compram orgânicos e querem receber em casa toda semana.',
      solution:
        'Assinatura semanal de cesta com 10 a 12 itens de produtores certificados da Grande Florianópolis, montada na quarta e entregue na quinta e sexta, com troca de itens pelo site.',
      businessType: 'ecommerce',
      country: 'BR',
      city: 'Florianópolis',
      priceCents: 11_000,
      currency: 'BRL',
      pricingModel: 'weekly',
      purchasesPerYear: 52,
      channels: ['ownWebsite', 'socialMedia'],
      competitors: ['feiras orgânicas de bairro', 'Hortifruti', 'Liv Up'],
      differentiation:
        'Produtores da região com nome e foto na cesta, colhido na véspera, e o cliente escolhe os itens até terça à noite.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 45,
      capitalCents: 4_000_000,
    },
    expert: {
      lowCents: 45_000_000,
      highCents: 85_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        '≈200 k households (574 k people) × 36 % buying organics monthly ≈ 72 k; one van, 2–3 delivery days ≈ 110–180 boxes a week (assumed) × R$ 110 × 46 effective weeks',
    },
  },
  {
    id: 'br-retail-pet-shop-goiania',
    language: 'pt-BR',
    idea: {
      title: 'Pet shop de bairro com banho e tosa no Setor Bueno, Goiânia',
      problem:
        'No Setor Bueno os pet shops vivem lotados e demoram para agendar banho; quem compra ração precisa ir ao atacado longe ou esperar a entrega do app.',
      targetCustomer: 'Donos de cães e gatos que moram nos prédios do Setor Bueno e Setor Marista, em Goiânia.',
      solution:
        'Loja de 80 m² com ração, petiscos e acessórios, banho e tosa com hora marcada e leva-e-traz, e entrega de ração no mesmo dia pelo WhatsApp.',
      businessType: 'retail',
      country: 'BR',
      city: 'Goiânia',
      priceCents: 9_500,
      currency: 'BRL',
      pricingModel: 'oneOff',
      purchasesPerYear: 12,
      channels: ['physicalStore', 'socialMedia'],
      competitors: ['Petz', 'Cobasi', 'pet shops do bairro', 'Mercado Livre'],
      differentiation: 'Leva-e-traz incluído no banho e ração entregue em 2 horas nos prédios do bairro.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 55,
      capitalCents: 18_000_000,
    },
    expert: {
      lowCents: 40_000_000,
      highCents: 70_000_000,
      binding: 'market',
      customer: 'household',
      method:
        '≈8,500 households within 1.5 km (assumed) × 56 % with a dog or cat ≈ 4,800 × 8–12 % making it their main shop ≈ 380–570 × R$ 95 × 12 visits a year',
    },
  },
  {
    id: 'br-other-aluguel-brinquedos-festa-fortaleza',
    language: 'pt-BR',
    idea: {
      title: 'Aluguel de brinquedos para festa infantil em Fortaleza',
      problem:
        'Mãe que faz aniversário em casa ou no salão do prédio não tem como alugar tudo num lugar só; cada brinquedo é um fornecedor e muitos não montam no horário.',
      targetCustomer:
        'Famílias de Fortaleza que fazem aniversário infantil em casa, no salão de festas do condomínio ou em sítio na Região Metropolitana.',
      solution:
        'Kits de brinquedos (pula-pula, piscina de bolinhas, escorregador inflável, mesa de jogos) com entrega, montagem e monitor, reservados pelo Instagram.',
      businessType: 'other',
      country: 'BR',
      city: 'Fortaleza',
      priceCents: 45_000,
      currency: 'BRL',
      pricingModel: 'oneOff',
      purchasesPerYear: 1,
      channels: ['socialMedia', 'partners'],
      competitors: ['locadoras de brinquedos do bairro', 'buffets infantis', 'OLX'],
      differentiation: 'Kit completo com monitor e montagem pontual garantida, ou devolve metade.',
      experienceLevel: 'beginner',
      hoursPerWeek: 35,
      capitalCents: 3_500_000,
    },
    expert: {
      lowCents: 15_000_000,
      highCents: 30_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        '1.03 M households in Fortaleza make demand far larger than one van; 1 van + 2 helpers ≈ 6–9 events a week (assumed) × 50 weeks ≈ 300–450 (up to ~650 with a second kit) × R$ 450',
    },
  },

  // ───────────────────────────── US (en-US) ─────────────────────────────
  {
    id: 'us-service-dog-grooming-van-austin',
    language: 'en-US',
    idea: {
      title: 'Mobile dog grooming van in Austin',
      problem:
        'Busy dog owners in Austin lose half a Saturday driving to a salon, waiting in line and picking the dog up again, and anxious or older dogs hate sitting in a cage all day.',
      targetCustomer:
        'Dog owners in Central and South Austin (Travis Heights, Zilker, Crestview) with small and medium dogs who book a groom every 6 to 8 weeks.',
      solution:
        'A fully equipped grooming van that parks in the driveway: bath, haircut, nails and ears one-on-one in about an hour, booked online with text reminders.',
      businessType: 'service',
      country: 'US',
      city: 'Austin',
      priceCents: 9_500,
      currency: 'USD',
      pricingModel: 'oneOff',
      purchasesPerYear: 7,
      channels: ['ownWebsite', 'socialMedia', 'partners'],
      competitors: ['Aussie Pet Mobile', 'PetSmart Grooming', 'Petco Grooming', 'local grooming salons'],
      differentiation:
        'One groomer, one dog, no cages; routes clustered by neighborhood so clients get a fixed recurring slot.',
      experienceLevel: 'advanced',
      hoursPerWeek: 45,
      capitalCents: 6_000_000,
    },
    expert: {
      lowCents: 10_000_000,
      highCents: 30_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        '≈194 k dogs in Austin far exceed one van; 5–7 dogs a day × 5 days × 48 weeks ≈ 1,200–1,700 grooms × $85–110 ≈ $100–190 k, up to ≈$300 k with a second van and a hired groomer by year 3',
    },
  },
  {
    id: 'us-service-restaurant-bookkeeping-chicago',
    language: 'en-US',
    idea: {
      title: 'Monthly bookkeeping for independent restaurants in Chicago',
      problem:
        'Independent restaurant owners in Chicago close their books months late, cannot see food and labor cost until tax time, and their generalist CPA does not understand tips, comps and delivery-app payouts.',
      targetCustomer:
        'Owners of independent full-service restaurants and bars in Chicago (Logan Square, Pilsen, West Loop, Andersonville) with 1 to 3 locations.',
      solution:
        'Weekly bookkeeping from the POS and bank feeds, reconciliation of DoorDash and Uber Eats payouts, a prime-cost report every Monday and sales-tax filing, for a flat monthly fee.',
      businessType: 'service',
      country: 'US',
      city: 'Chicago',
      priceCents: 45_000,
      currency: 'USD',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['directSales', 'partners', 'socialMedia'],
      competitors: ['Restaurant365', 'Bench', 'local CPA firms', 'QuickBooks done by the owner'],
      differentiation:
        'Ten years as a restaurant controller: a weekly prime-cost number the chef can act on, not a year-end tax file.',
      experienceLevel: 'advanced',
      hoursPerWeek: 45,
      capitalCents: 1_500_000,
    },
    expert: {
      lowCents: 20_000_000,
      highCents: 32_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        '7,300+ licensed restaurants in Chicago make the market non-binding; one bookkeeper ≈ 25–30 restaurant clients (assumed) + one hire by year 3 ≈ 40–60 clients × $450 × 12',
    },
  },
  {
    id: 'us-saas-dental-recall-texting',
    language: 'en-US',
    idea: {
      title: 'Two-way texting and recall reminders for small dental practices',
      problem:
        'Small dental offices lose chair time to no-shows and patients overdue for cleanings; the front desk spends hours calling patients who do not pick up.',
      targetCustomer: 'Owners and office managers of independent dental practices with 1 to 3 dentists across the US.',
      solution:
        'A web app that syncs with the practice-management system, texts appointment reminders and six-month recall invitations, and lets patients confirm or rebook by text.',
      businessType: 'saas',
      country: 'US',
      city: null,
      priceCents: 19_900,
      currency: 'USD',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['ownWebsite', 'directSales', 'events'],
      competitors: ['Weave', 'RevenueWell', 'Lighthouse 360', 'Dental Intelligence'],
      differentiation: 'Half the price of the all-in-one suites, no contract, set up in one day for solo practices.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 50,
      capitalCents: 4_000_000,
    },
    expert: {
      lowCents: 20_000_000,
      highCents: 45_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        '≈136 k dental practices (3 in 4 dentists solo) is not the limit; founder + 1 rep closing ≈ 4–8 net practices a month against Weave and peers ≈ 80–190 practices × $199 × 12',
    },
  },
  {
    id: 'us-saas-health-app-everyone',
    language: 'en-US',
    idea: {
      title: 'An app that helps everyone be healthier',
      problem: 'People are unhealthy and do not know where to start.',
      targetCustomer: 'Everyone who wants to be healthier.',
      solution: 'An app with tips, workouts and tracking, all in one place.',
      businessType: 'saas',
      country: 'US',
      city: null,
      priceCents: 999,
      currency: 'USD',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['socialMedia', 'marketplace'],
      competitors: ['MyFitnessPal', 'Noom', 'Apple Fitness+'],
      differentiation: 'Easier to use.',
      experienceLevel: 'beginner',
      hoursPerWeek: 15,
      capitalCents: 500_000,
    },
    expert: {
      lowCents: 1_500_000,
      highCents: 7_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        'market is huge but out of reach; 10–30 k downloads by year 3 from a solo part-time founder (assumed) × 2–4 % paying (freemium median 2.2 %, health & fitness 4.2 %) ≈ 150–600 active subscribers × $9.99 × 12',
    },
  },
  {
    id: 'us-food-weekly-meal-prep-denver',
    language: 'en-US',
    idea: {
      title: 'Weekly chef-made meal prep delivered in Denver',
      problem:
        'Young professionals and parents in Denver want to eat well on weeknights but have no time to cook, and national meal services arrive frozen or in boxes full of plastic.',
      targetCustomer:
        'Busy professionals and couples in Denver (Highlands, Capitol Hill, Wash Park, RiNo) who order 5 to 10 meals a week.',
      solution:
        'A rotating menu of 8 high-protein meals cooked on Sunday in a commissary kitchen and delivered chilled on Monday in returnable containers; subscribers pick meals by Thursday.',
      businessType: 'food',
      country: 'US',
      city: 'Denver',
      priceCents: 8_500,
      currency: 'USD',
      pricingModel: 'weekly',
      purchasesPerYear: 52,
      channels: ['ownWebsite', 'socialMedia', 'partners'],
      competitors: ['Factor', 'CookUnity', 'Trifecta', 'HelloFresh'],
      differentiation:
        'Cooked the day before delivery by a local chef, returnable containers, and partnerships with CrossFit boxes for pickup.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 55,
      capitalCents: 5_000_000,
    },
    expert: {
      lowCents: 35_000_000,
      highCents: 75_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        '≈323 k households in Denver; kitchen shifts + one delivery van cap at ≈100–200 active subscribers by year 3 (assumed) × $85 × 46 active weeks',
    },
  },
  {
    id: 'us-retail-plant-shop-portland',
    language: 'en-US',
    idea: {
      title: 'Neighborhood houseplant shop on Alberta Street, Portland',
      problem:
        'Plant lovers in Northeast Portland buy sad plants at big-box stores that die in weeks, and nobody tells them which plant suits a dark apartment.',
      targetCustomer:
        'Renters and young homeowners in Northeast Portland (Alberta Arts, Concordia, Sabin) aged 25 to 45.',
      solution:
        'A 900 sq ft shop with healthy houseplants, pots and soil, a free repotting bar, a 30-day plant guarantee and evening workshops.',
      businessType: 'retail',
      country: 'US',
      city: 'Portland',
      priceCents: 3_800,
      currency: 'USD',
      pricingModel: 'oneOff',
      purchasesPerYear: 4,
      channels: ['physicalStore', 'socialMedia', 'events'],
      competitors: ['Pistils Nursery', 'Home Depot', 'Fred Meyer', 'The Sill'],
      differentiation: '30-day guarantee, free repotting and plant advice matched to the buyer\u2019s light.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 50,
      capitalCents: 9_000_000,
    },
    expert: {
      lowCents: 25_000_000,
      highCents: 50_000_000,
      binding: 'market',
      customer: 'household',
      method:
        "≈35–45 k households within the shop's draw (assumed) × 66 % with houseplants × $75–172 a year ≈ $2–4 M local spend × 8–12 % won ≈ $250–450 k (cross-check: 30–50 sales a day × $38 × 340 days)",
    },
  },
  {
    id: 'us-ecommerce-hot-sauce-dtc',
    language: 'en-US',
    idea: {
      title: 'Small-batch fermented hot sauce sold online',
      problem:
        'Grocery-store hot sauces taste the same: vinegar and heat. Fans of real flavor have to hunt for craft sauces at farmers markets.',
      targetCustomer: 'Hot sauce fans across the US who cook at home and buy gifts for foodies.',
      solution:
        'Three fermented hot sauces made with a co-packer, sold in 3-bottle packs on our website and Amazon, with a quarterly limited edition.',
      businessType: 'ecommerce',
      country: 'US',
      city: null,
      priceCents: 3_000,
      currency: 'USD',
      pricingModel: 'oneOff',
      purchasesPerYear: 2,
      channels: ['ownWebsite', 'marketplace', 'events', 'socialMedia'],
      competitors: ['Yellowbird', 'Truff', 'Fly By Jing', 'Cholula'],
      differentiation: 'Lacto-fermented for 30 days, low vinegar, chili grown by two named farms.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 25,
      capitalCents: 1_500_000,
    },
    expert: {
      lowCents: 8_000_000,
      highCents: 20_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        'US hot sauce ≈$1 bn a year, in 56 % of homes: never binding; ad budget and reach ≈ 1,500–3,500 buyers by year 3 (assumed) × 2 orders × $30, plus a little wholesale',
    },
  },
  {
    id: 'us-other-photo-booth-phoenix',
    language: 'en-US',
    idea: {
      title: 'Open-air photo booth rental for weddings and parties in Phoenix',
      problem:
        'Couples and party hosts in Phoenix want a fun photo booth, but the good vendors are booked months ahead and the cheap ones show up late with bad lighting.',
      targetCustomer:
        'Couples getting married and people hosting quinceañeras, graduations and company parties in the Phoenix metro.',
      solution:
        'An open-air booth with studio lighting, an attendant, instant prints and a digital gallery, for 4-hour events booked online.',
      businessType: 'other',
      country: 'US',
      city: 'Phoenix',
      priceCents: 79_500,
      currency: 'USD',
      pricingModel: 'oneOff',
      purchasesPerYear: 1,
      channels: ['ownWebsite', 'socialMedia', 'partners', 'events'],
      competitors: ['local photo booth companies', 'DJ companies bundling booths', 'Thumbtack listings'],
      differentiation: 'Studio lighting and an attendant at every event, bilingual service for quinceañeras.',
      experienceLevel: 'beginner',
      hoursPerWeek: 25,
      capitalCents: 1_200_000,
    },
    expert: {
      lowCents: 7_000_000,
      highCents: 16_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        'one booth, mostly Friday–Sunday: ≈ 2–3 events a week × 48 weeks ≈ 100–140 events × $700–1,000 (anchor $795), up to ≈$160 k with a second booth by year 3',
    },
  },

  // ───────────────────────────── FR (fr-FR) ─────────────────────────────
  {
    id: 'fr-retail-epicerie-vrac-lyon',
    language: 'fr-FR',
    idea: {
      title: 'Épicerie 100 % vrac et zéro déchet à la Croix-Rousse, Lyon',
      problem:
        'Les familles de la Croix-Rousse qui veulent réduire leurs emballages doivent aller au marché, au magasin bio et au supermarché pour remplir leurs bocaux, et les rayons vrac des grandes surfaces sont limités aux pâtes et au riz.',
      targetCustomer:
        'Ménages de la Croix-Rousse et des pentes (Lyon 1er et 4e) sensibles au zéro déchet, jeunes familles et retraités du quartier.',
      solution:
        'Une épicerie de 70 m² avec 600 références en vrac (épicerie sèche, huiles, produits d\u2019entretien, hygiène), bocaux consignés et fournisseurs locaux à moins de 150 km.',
      businessType: 'retail',
      country: 'FR',
      city: 'Lyon',
      priceCents: 1_600,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 24,
      channels: ['physicalStore', 'socialMedia'],
      competitors: ['Day by Day', 'Biocoop', 'rayons vrac de Carrefour et Monoprix', 'marché de la Croix-Rousse'],
      differentiation: 'Bocaux consignés, producteurs de la région nommés en rayon et ateliers zéro déchet le samedi.',
      experienceLevel: 'beginner',
      hoursPerWeek: 50,
      capitalCents: 6_000_000,
    },
    expert: {
      lowCents: 30_000_000,
      highCents: 60_000_000,
      binding: 'market',
      customer: 'household',
      method:
        '70–110 paniers a day (assumed) × ≈€16 × 300 days ≈ €340–530 k; cross-check: Day by Day ≈ €25 M over 64 shops ≈ €390 k a shop, and 170 of ≈900 vrac shops closed in 2022: the neighbourhood\u2019s demand, not the shop, binds',
    },
  },
  {
    id: 'fr-retail-fromagerie-bordeaux',
    language: 'fr-FR',
    idea: {
      title: 'Fromagerie-crèmerie de quartier aux Chartrons, Bordeaux',
      problem:
        'Aux Chartrons, il faut aller au marché du dimanche ou au supermarché pour acheter du fromage ; personne ne conseille ni ne coupe à la demande en semaine après 19 h.',
      targetCustomer:
        'Habitants des Chartrons et du Jardin Public (Bordeaux), couples et familles qui cuisinent, et quelques restaurants du quartier.',
      solution:
        'Une fromagerie de 40 m² avec 150 fromages affinés sur place, beurre et crème fermiers, plateaux sur commande et vins du Sud-Ouest, ouverte jusqu\u2019à 20 h.',
      businessType: 'retail',
      country: 'FR',
      city: 'Bordeaux',
      priceCents: 1_900,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 30,
      channels: ['physicalStore', 'socialMedia', 'directSales'],
      competitors: ['fromagers du marché des Capucins', 'Carrefour City', 'Monoprix'],
      differentiation:
        'Cave d\u2019affinage, plateaux livrés le soir même et fournisseur de trois restaurants du quartier.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 60,
      capitalCents: 12_000_000,
    },
    expert: {
      lowCents: 30_000_000,
      highCents: 55_000_000,
      binding: 'market',
      customer: 'household',
      method:
        '60–100 clients a day by year 3 (the national average is 118 on weekdays and 165 at weekends) × €17–19 × 300 days ≈ €310–570 k, plus a little restaurant trade; French crémiers average ≈€392 k',
    },
  },
  {
    id: 'fr-other-cours-couture-en-ligne',
    language: 'fr-FR',
    idea: {
      title: 'Formation en ligne : coudre ses vêtements en partant de zéro',
      problem:
        'Beaucoup de femmes achètent une machine à coudre et ne s\u2019en servent jamais : les tutos YouTube sautent des étapes et les cours en atelier coûtent cher et se font loin de chez elles.',
      targetCustomer: 'Débutantes en couture en France, 25–55 ans, qui veulent coudre leurs propres vêtements.',
      solution:
        'Une formation vidéo de 40 leçons avec 6 patrons, un groupe privé et un direct mensuel de questions-réponses, vendue 197 € en accès à vie.',
      businessType: 'other',
      country: 'FR',
      city: null,
      priceCents: 19_700,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 1,
      channels: ['ownWebsite', 'socialMedia'],
      competitors: ['Artesane', 'Domestika', 'tutoriels YouTube gratuits', 'ateliers de couture locaux'],
      differentiation:
        'Méthode pas à pas testée sur 200 élèves en atelier, patrons inclus et réponse à chaque question en direct.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 20,
      capitalCents: 500_000,
    },
    expert: {
      lowCents: 2_500_000,
      highCents: 7_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        'market not binding; audience is: email list ≈3–6 k by year 3 (assumed) × 2–4 % buying per launch (1–3 % typical, 5 % very good) × 2 launches ≈ 150–350 sales × €197; the €5,000 ad budget adds little',
    },
  },
  {
    id: 'fr-other-escape-game-lille',
    language: 'fr-FR',
    idea: {
      title: 'Escape game de 3 salles dans le Vieux-Lille',
      problem:
        'À Lille, les groupes d\u2019amis, les familles et les équipes d\u2019entreprise ont fait les mêmes salles de cadenas ; il manque des jeux immersifs avec des décors et des mécanismes vraiment nouveaux.',
      targetCustomer:
        'Groupes de 3 à 6 joueurs à Lille et dans la métropole : étudiants, familles, enterrements de vie de célibataire et séminaires d\u2019équipe.',
      solution:
        'Trois salles de 60 minutes avec des scénarios sur l\u2019histoire de Lille, des mécanismes électroniques et un maître du jeu, réservables en ligne 7 jours sur 7.',
      businessType: 'other',
      country: 'FR',
      city: 'Lille',
      priceCents: 2_600,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 1,
      channels: ['ownWebsite', 'socialMedia', 'partners'],
      competitors: ['Escape Hunt', 'Team Break', 'Escape Yourself', 'autres escape games lillois'],
      differentiation:
        'Scénarios sur l\u2019histoire locale, salle accessible en fauteuil et formule séminaire avec débriefing.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 50,
      capitalCents: 9_000_000,
    },
    expert: {
      lowCents: 20_000_000,
      highCents: 38_000_000,
      binding: 'market',
      customer: 'person',
      method:
        '3 rooms × 15–25 sessions a week × 50 weeks × ≈4 players × €26 ≈ €230–390 k; a room could run 50+ sessions, so demand in a market of 800+ venues binds (franchises report €300–450 k after two years)',
    },
  },
  {
    id: 'fr-food-plateaux-repas-nantes',
    language: 'fr-FR',
    idea: {
      title: 'Plateaux-repas de saison livrés aux entreprises nantaises',
      problem:
        'Pour les réunions et formations, les entreprises de Nantes commandent des sandwichs tristes ou des plateaux industriels livrés tièdes ; les traiteurs locaux ne livrent pas moins de 20 personnes.',
      targetCustomer:
        'Assistantes de direction, offices managers et organismes de formation des entreprises de Nantes (Île de Nantes, Euronantes, centre-ville) qui commandent des repas pour 5 à 30 personnes.',
      solution:
        'Plateaux-repas de produits de saison cuisinés le matin même dans notre laboratoire, commandés en ligne avant 17 h la veille, livrés à vélo cargo dès 5 plateaux.',
      businessType: 'food',
      country: 'FR',
      city: 'Nantes',
      priceCents: 2_200,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 120,
      channels: ['ownWebsite', 'directSales', 'partners'],
      competitors: ['Class\u2019Croûte', 'Dejbox', 'traiteurs nantais', 'Uber Eats'],
      differentiation: 'Cuisiné le matin même, livré à vélo cargo, commande dès 5 plateaux et consignes de verre.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 55,
      capitalCents: 7_000_000,
    },
    expert: {
      lowCents: 15_000_000,
      highCents: 35_000_000,
      binding: 'market',
      customer: 'business',
      method:
        'national plateau market ≈€75–105 M (2.5–3 M trays a year); Nantes ≈2 % (assumed) ≈ €1.5–2.5 M × 10–15 % won by year 3 ≈ 30–70 trays a day × €22 × 220 days; the lab could make 100+',
    },
  },
  {
    id: 'fr-saas-haccp-restaurants',
    language: 'fr-FR',
    idea: {
      title: 'Application de traçabilité HACCP pour restaurants indépendants',
      problem:
        'Les restaurateurs remplissent à la main les relevés de température, les étiquettes de DLC et le plan de nettoyage ; en cas de contrôle de la DDPP, les classeurs sont incomplets.',
      targetCustomer:
        'Gérants et chefs de restaurants indépendants et de petites chaînes (1 à 5 établissements) partout en France.',
      solution:
        'Une application sur tablette avec sondes Bluetooth : relevés automatiques, étiquettes de traçabilité imprimées, plan de nettoyage et registre prêt à montrer au contrôleur.',
      businessType: 'saas',
      country: 'FR',
      city: null,
      priceCents: 3_900,
      currency: 'EUR',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['ownWebsite', 'directSales', 'events', 'partners'],
      competitors: ['Octopus HACCP', 'ePackPro', 'Traqfood', 'classeurs papier'],
      differentiation:
        'Installation en 30 minutes, sondes incluses et registre conforme au Guide de bonnes pratiques d\u2019hygiène.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 45,
      capitalCents: 3_000_000,
    },
    expert: {
      lowCents: 7_000_000,
      highCents: 18_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        '≈175 k restaurants in France, far from binding; founder + 1 sales hire against entrenched rivals ≈ 150–380 restaurants by year 3 (assumed) × €39 × 12',
    },
  },
  {
    id: 'fr-service-cours-maths-toulouse',
    language: 'fr-FR',
    idea: {
      title: 'Cours particuliers de maths et physique au lycée à Toulouse',
      problem:
        'Beaucoup de lycéens toulousains décrochent en maths en seconde et en première avec la réforme du bac ; les parents ne trouvent pas de professeur expérimenté disponible le soir.',
      targetCustomer:
        'Lycéens de Toulouse (Carmes, Saint-Cyprien, Côte Pavée) et leurs parents, de la seconde à la terminale.',
      solution:
        'Cours particuliers à domicile ou en ligne avec une professeure certifiée, bilan de départ, suivi écrit après chaque séance et stages intensifs pendant les vacances.',
      businessType: 'service',
      country: 'FR',
      city: 'Toulouse',
      priceCents: 3_800,
      currency: 'EUR',
      pricingModel: 'hourly',
      purchasesPerYear: 30,
      channels: ['socialMedia', 'partners', 'directSales'],
      competitors: ['Acadomia', 'Complétude', 'Superprof', 'étudiants non déclarés'],
      differentiation: 'Professeure certifiée avec 12 ans en lycée, éligible au crédit d\u2019impôt de 50 %.',
      experienceLevel: 'advanced',
      hoursPerWeek: 25,
      capitalCents: 200_000,
    },
    expert: {
      lowCents: 2_000_000,
      highCents: 4_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        'market (≈40 M hours a year nationally) never binds; after-school slots cap it: 15–22 billable hours a week × 36 weeks × €35–38 ≈ €19–30 k, plus holiday courses ≈ €20–40 k',
    },
  },
  {
    id: 'fr-ecommerce-vetements-bebe-bio',
    language: 'fr-FR',
    idea: {
      title: 'Vêtements bébé en coton bio fabriqués au Portugal, vendus en ligne',
      problem:
        'Les jeunes parents veulent des vêtements doux et sans produits chimiques pour leur bébé, mais le bio coûte cher en boutique et les tailles sont vite trop petites.',
      targetCustomer: 'Futurs et jeunes parents en France, et leurs proches qui offrent des cadeaux de naissance.',
      solution:
        'Une collection de bodies, pyjamas et gigoteuses en coton bio GOTS, vendue sur notre site et en coffrets cadeaux de naissance, avec reprise des vêtements trop petits.',
      businessType: 'ecommerce',
      country: 'FR',
      city: null,
      priceCents: 4_500,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 2,
      channels: ['ownWebsite', 'socialMedia', 'marketplace'],
      competitors: ['Petit Bateau', 'Vertbaudet', 'Kiabi', 'Vinted'],
      differentiation:
        'Coton bio certifié GOTS, fabrication au Portugal et reprise des tailles trop petites contre un bon d\u2019achat.',
      experienceLevel: 'beginner',
      hoursPerWeek: 30,
      capitalCents: 2_500_000,
    },
    expert: {
      lowCents: 6_000_000,
      highCents: 16_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        '678 k births a year is a large pool; traffic the founder can afford ≈ 6–12 k visits a month by year 3 (assumed) × 1.5–2.5 % × €45 × 12 ≈ €50–160 k',
    },
  },

  // ───────────────────────────── DE (de-DE) ─────────────────────────────
  {
    id: 'de-saas-brauerei-software',
    language: 'de-DE',
    idea: {
      title: 'Software für Sudprotokoll, Lager und Biersteuer für Craft- und Gasthausbrauereien',
      problem:
        'Kleine Brauereien führen Sudprotokolle auf Papier, den Lagerbestand in Excel und rechnen die monatliche Biersteuer-Anmeldung von Hand; die großen ERP-Systeme sind für sie zu teuer und zu kompliziert.',
      targetCustomer:
        'Inhaber von Craft- und Gasthausbrauereien in Deutschland mit 200 bis 5.000 Hektolitern Jahresausstoß.',
      solution:
        'Eine Web-App mit digitalem Sudprotokoll, Rohstoff- und Fasslager, Rezeptverwaltung und fertiger Biersteuer-Anmeldung für das Hauptzollamt, per Tablet im Sudhaus bedienbar.',
      businessType: 'saas',
      country: 'DE',
      city: null,
      priceCents: 14_900,
      currency: 'EUR',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['ownWebsite', 'directSales', 'events'],
      competitors: ['Excel-Tabellen', 'Breww', 'Ekos', 'Branchen-ERP wie drink-it'],
      differentiation:
        'Von einem Brauer gebaut: Biersteuer-Anmeldung auf Knopfdruck und Bedienung mit nassen Händen im Sudhaus.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 40,
      capitalCents: 3_000_000,
    },
    expert: {
      lowCents: 9_000_000,
      highCents: 20_000_000,
      binding: 'market',
      customer: 'business',
      method:
        '≈1,460–1,500 breweries × €1,788 ≈ €2.7 M whole market; about half brew under 1,000 hl and many will stay on paper: 3.5–7.5 % won by year 3 ≈ 50–110 breweries × €1,788',
    },
  },
  {
    id: 'de-service-mobile-fahrradreparatur-hamburg',
    language: 'de-DE',
    idea: {
      title: 'Mobile Fahrradwerkstatt in Hamburg',
      problem:
        'In Hamburg warten Radfahrer im Frühjahr zwei bis drei Wochen auf einen Werkstatttermin, und ein Rad mit Platten oder defekter Schaltung zur Werkstatt zu bringen ist umständlich.',
      targetCustomer:
        'Berufstätige und Familien in Eimsbüttel, Winterhude und Ottensen sowie Firmen mit Dienstfahrrädern (JobRad, Bikeleasing).',
      solution:
        'Ein Lastenrad-Werkstattmobil kommt zur Wohnung oder ins Büro: Inspektion, Reparatur und Reifenwechsel vor Ort, Termin online buchbar, Festpreise.',
      businessType: 'service',
      country: 'DE',
      city: 'Hamburg',
      priceCents: 6_500,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 2,
      channels: ['ownWebsite', 'partners', 'socialMedia'],
      competitors: ['Fahrradläden im Viertel', 'Lucky Bike', 'Rose Bikes Service', 'andere mobile Werkstätten'],
      differentiation:
        'Termin innerhalb von 48 Stunden, Reparatur vor der Haustür und Firmenservice für Dienstradflotten.',
      experienceLevel: 'advanced',
      hoursPerWeek: 45,
      capitalCents: 1_500_000,
    },
    expert: {
      lowCents: 7_000_000,
      highCents: 13_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        '≈7 in 10 Hamburg households own bikes (84 M bikes nationally): demand far exceeds one mechanic; 5–7 jobs a day × 220 days × €60–75 ≈ €66–115 k, plus fleet days with firms',
    },
  },
  {
    id: 'de-service-it-support-zahnarztpraxen-nuernberg',
    language: 'de-DE',
    idea: {
      title: 'IT-Betreuung zum Festpreis für Zahnarztpraxen im Raum Nürnberg',
      problem:
        'Zahnarztpraxen hängen an Praxissoftware, Röntgen, TI-Konnektor und Datenschutz; fällt etwas aus, steht die Praxis, und der IT-Dienstleister aus dem Gewerbegebiet kennt sich mit Dentalsystemen nicht aus.',
      targetCustomer: 'Inhaber von Zahnarztpraxen mit 1 bis 4 Behandlungszimmern in Nürnberg, Fürth und Erlangen.',
      solution:
        'Monatliche Pauschale für Wartung, Datensicherung, Telematikinfrastruktur und Support mit 2-Stunden-Reaktionszeit, Vor-Ort-Einsatz inklusive.',
      businessType: 'service',
      country: 'DE',
      city: 'Nürnberg',
      priceCents: 39_000,
      currency: 'EUR',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['directSales', 'partners', 'events'],
      competitors: ['Dental-Depots (Henry Schein, Pluradent)', 'lokale IT-Systemhäuser', 'CGM Service'],
      differentiation: 'Zehn Jahre Praxis-IT: kennt Dampsoft, Charly und Röntgensysteme, Festpreis ohne Stundenzettel.',
      experienceLevel: 'advanced',
      hoursPerWeek: 45,
      capitalCents: 2_000_000,
    },
    expert: {
      lowCents: 20_000_000,
      highCents: 35_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        '≈39 k dental practices in Germany, ≈600–800 in Nürnberg–Fürth–Erlangen (assumed from 1 dentist per ≈1,100 people in Bavaria); one technician ≈25–35 practices (assumed) + 1 hire ≈ 45–65 × €390 × 12 + projects',
    },
  },
  {
    id: 'de-food-veganes-cafe-leipzig',
    language: 'de-DE',
    idea: {
      title: 'Veganes Frühstücks- und Mittagscafé in der Leipziger Südvorstadt',
      problem:
        'In der Südvorstadt gibt es viele Cafés, aber kaum eins mit rein veganem Frühstück und warmem Mittagstisch; vegane Gäste müssen sich durch Karten mit zwei Alibi-Gerichten suchen.',
      targetCustomer:
        'Studierende, junge Berufstätige und Familien in der Südvorstadt und Connewitz (Leipzig), vegan, vegetarisch oder flexitarisch.',
      solution:
        'Ein Café mit 40 Plätzen: Frühstück bis 14 Uhr, wechselnder Mittagstisch, hausgemachte Kuchen und Hafermilch-Kaffee, Speisen auch zum Mitnehmen.',
      businessType: 'food',
      country: 'DE',
      city: 'Leipzig',
      priceCents: 1_100,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 25,
      channels: ['physicalStore', 'socialMedia'],
      competitors: ['Cafés auf der Karl-Liebknecht-Straße', 'Bäckereiketten', 'Lieferando'],
      differentiation: '100 % vegan, regionale Zutaten und ein Mittagstisch unter 10 Euro.',
      experienceLevel: 'beginner',
      hoursPerWeek: 55,
      capitalCents: 7_000_000,
    },
    expert: {
      lowCents: 25_000_000,
      highCents: 42_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        '11.6 % vegetarians and 2.2 % vegans nationally give a deep local pool; 40 seats × 1.5–2.2 turns + takeaway ≈ 80–130 guests a day × €11 × 300 days',
    },
  },
  {
    id: 'de-retail-second-hand-kinderkleidung-koeln',
    language: 'de-DE',
    idea: {
      title: 'Second-Hand-Laden für Kinderkleidung und Spielzeug in Köln-Ehrenfeld',
      problem:
        'Kinder wachsen so schnell aus ihren Sachen, dass Eltern ständig neu kaufen; Flohmärkte sind nur am Wochenende und Kleinanzeigen kosten viel Zeit.',
      targetCustomer: 'Eltern von Kindern bis 10 Jahre in Ehrenfeld, Neuehrenfeld und Bickendorf (Köln).',
      solution:
        'Ein Laden mit geprüfter Second-Hand-Kleidung, Schuhen und Spielzeug; Eltern bringen gut erhaltene Sachen und bekommen 40 % des Verkaufspreises als Guthaben oder bar.',
      businessType: 'retail',
      country: 'DE',
      city: 'Köln',
      priceCents: 2_200,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 8,
      channels: ['physicalStore', 'socialMedia'],
      competitors: ['Vinted', 'Kleinanzeigen', 'Kinderflohmärkte', 'Kik', 'H&M'],
      differentiation: 'Alles geprüft und nach Größen sortiert; Kommission mit Guthaben, Spielecke im Laden.',
      experienceLevel: 'beginner',
      hoursPerWeek: 40,
      capitalCents: 2_500_000,
    },
    expert: {
      lowCents: 13_000_000,
      highCents: 24_000_000,
      binding: 'market',
      customer: 'household',
      method:
        "≈5–7 k children in the shop's draw (assumed) × €280 a year on clothing ≈ €1.4–2 M × 8–12 % won by a second-hand shop; cross-check 25–40 sales a day × €22 × 290 days",
    },
  },
  {
    id: 'de-ecommerce-ersatzteile-kaffeevollautomaten',
    language: 'de-DE',
    idea: {
      title: 'Onlineshop für Ersatzteile und Reparatursets für Kaffeevollautomaten',
      problem:
        'Wenn der Kaffeevollautomat tropft oder die Brühgruppe klemmt, verlangt der Kundendienst 150 Euro und mehr; viele Besitzer könnten Dichtungen und Ventile selbst tauschen, finden aber nicht das passende Teil.',
      targetCustomer:
        'Besitzer von Kaffeevollautomaten (Jura, De\u2019Longhi, Siemens, Saeco) in Deutschland, die selbst reparieren wollen.',
      solution:
        'Ein Onlineshop mit Dichtungssätzen, Ventilen und Brühgruppen nach Modell sortiert, jeweils mit Schritt-für-Schritt-Video, Versand am selben Tag.',
      businessType: 'ecommerce',
      country: 'DE',
      city: null,
      priceCents: 3_200,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 1,
      channels: ['ownWebsite', 'marketplace'],
      competitors: ['Amazon', 'eBay', 'Kundendienst von Jura und De\u2019Longhi', 'andere Ersatzteilshops'],
      differentiation: 'Passendes Teil über die Modellnummer in zwei Klicks und ein Reparaturvideo zu jedem Set.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 35,
      capitalCents: 2_000_000,
    },
    expert: {
      lowCents: 12_000_000,
      highCents: 30_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        '≈20 % of German households own a bean-to-cup machine: millions, not binding; search traffic the shop can win ≈ 15–30 k visits a month by year 3 (assumed) × 2–3 % × €32 × 12',
    },
  },
  {
    id: 'de-other-coworking-freiburg',
    language: 'de-DE',
    idea: {
      title: 'Coworking Space mit Kinderbetreuung im Freiburger Stühlinger',
      problem:
        'Selbstständige Eltern in Freiburg arbeiten am Küchentisch zwischen Kita-Abholung und Wäsche; die Coworkings in der Innenstadt sind teuer und haben keine Betreuung.',
      targetCustomer:
        'Freiberufler, Remote-Angestellte und Gründer in Freiburg, vor allem Eltern von Kindern unter 3 Jahren.',
      solution:
        '45 Arbeitsplätze, zwei Besprechungsräume und eine Eltern-Kind-Etage mit stundenweiser Betreuung durch eine Tagesmutter, Flex-Desk oder fester Platz im Monatsabo.',
      businessType: 'other',
      country: 'DE',
      city: 'Freiburg',
      priceCents: 22_000,
      currency: 'EUR',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['ownWebsite', 'socialMedia', 'events', 'partners'],
      competitors: ['Coworking-Spaces der Innenstadt', 'Regus', 'Homeoffice'],
      differentiation: 'Betreuung im Haus: arbeiten, während das Kind eine Etage tiefer spielt.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 40,
      capitalCents: 8_000_000,
    },
    expert: {
      lowCents: 8_000_000,
      highCents: 14_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        '45 desks × 60–85 % let by year 3 ≈ 27–38 members × €220 × 12 ≈ €71–100 k, plus rooms and day passes ≈ €10–40 k; 1,223 coworking sites in Germany, hot desks ≈ €220–370',
    },
  },
  {
    id: 'de-food-kaffeeroesterei-muenchen-b2b',
    language: 'de-DE',
    idea: {
      title: 'Kleine Kaffeerösterei, die Münchner Cafés und Büros beliefert',
      problem:
        'Unabhängige Cafés und Büros in München beziehen Kaffee von großen Röstern ohne Beratung; wer Spezialitätenkaffee will, bekommt keine Schulung an der Maschine und keinen festen Lieferrhythmus.',
      targetCustomer:
        'Inhaber unabhängiger Cafés, Bäckereien mit Café und Office-Manager von Büros mit 20 bis 200 Mitarbeitenden in München.',
      solution:
        'Frisch gerösteter Spezialitätenkaffee im Abo, wöchentlich per Lastenrad geliefert, mit Barista-Schulung und Maschinenservice für Geschäftskunden.',
      businessType: 'food',
      country: 'DE',
      city: 'München',
      priceCents: 42_000,
      currency: 'EUR',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['directSales', 'ownWebsite', 'partners'],
      competitors: ['Dallmayr', 'Tchibo Coffee Service', 'andere Münchner Röstereien'],
      differentiation: 'Rösttag auf der Packung, Lieferung per Lastenrad und Barista-Schulung inklusive.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 50,
      capitalCents: 8_000_000,
    },
    expert: {
      lowCents: 18_000_000,
      highCents: 35_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        'roaster capacity is not the limit; one founder selling and delivering ≈ 35–70 business accounts by year 3 (assumed) × €350–420 a month × 12; Germans drink ≈166 litres of coffee a head a year',
    },
  },

  // ───────────────────────────── ES (es-ES) ─────────────────────────────
  {
    id: 'es-food-tartas-queso-bares-sevilla',
    language: 'es-ES',
    idea: {
      title: 'Obrador de tartas de queso que abastece a bares y restaurantes de Sevilla',
      problem:
        'Muchos bares de tapas de Sevilla quieren tener tarta de queso casera en la carta, pero no tienen repostero ni horno libre; las tartas de catering industrial no se diferencian de las del supermercado.',
      targetCustomer:
        'Dueños de bares de tapas, restaurantes y cafeterías de Sevilla capital (Triana, Alameda, Nervión, Los Remedios) que venden postres.',
      solution:
        'Un obrador que hornea cada mañana tartas de queso cremosas de 12 raciones (clásica, pistacho, queso payoyo) y las reparte en furgoneta refrigerada dos veces por semana, con pedido fijo mensual.',
      businessType: 'food',
      country: 'ES',
      city: 'Sevilla',
      priceCents: 26_000,
      currency: 'EUR',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['directSales', 'socialMedia', 'partners'],
      competitors: ['Makro', 'obradores de pastelería locales', 'tartas de catering industrial'],
      differentiation:
        'Horneada el mismo día, queso payoyo de la sierra de Cádiz y la marca del obrador en la carta del bar.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 50,
      capitalCents: 2_500_000,
    },
    expert: {
      lowCents: 15_000_000,
      highCents: 30_000_000,
      binding: 'market',
      customer: 'business',
      method:
        '≈3,900 bars and restaurants in Sevilla × ~40 % with a bought-in dessert worth upgrading (assumed) ≈ 1,500 × 3–5 % won ≈ 45–80 accounts × €250–300 a month × 12, plus weekend retail; two ovens could bake 3× that',
    },
  },
  {
    id: 'es-saas-gestion-peluquerias',
    language: 'es-ES',
    idea: {
      title: 'Programa de agenda, caja y fidelización para peluquerías de barrio',
      problem:
        'Las peluquerías de barrio llevan la agenda en papel o en WhatsApp, pierden citas y no saben qué clientas llevan meses sin volver; los programas que existen son caros y pensados para cadenas.',
      targetCustomer: 'Dueñas y dueños de peluquerías independientes con 2 a 6 puestos en toda España.',
      solution:
        'Una aplicación web con agenda online, recordatorios por WhatsApp, caja con TicketBAI/Verifactu y avisos automáticos a clientas que no vuelven en 8 semanas.',
      businessType: 'saas',
      country: 'ES',
      city: null,
      priceCents: 3_900,
      currency: 'EUR',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['ownWebsite', 'directSales', 'socialMedia', 'events'],
      competitors: ['Booksy', 'Treatwell', 'Koibox', 'agenda de papel'],
      differentiation:
        'Cumple Verifactu desde el primer día, precio plano sin comisiones por reserva y soporte por teléfono en español.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 45,
      capitalCents: 3_000_000,
    },
    expert: {
      lowCents: 7_000_000,
      highCents: 16_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        '≈50 k hair salons in Spain, 42 % one-person: ≈29 k with staff, far from binding; founder + 1 seller ≈ 150–340 salons by year 3 (assumed) × €39 × 12',
    },
  },
  {
    id: 'es-saas-reservas-clubes-padel',
    language: 'es-ES',
    idea: {
      title: 'Software de reservas, ligas y escuela para clubes de pádel',
      problem:
        'Los clubes de pádel pequeños gestionan reservas, ligas internas y clases de la escuela con varias herramientas y hojas de cálculo, y pagan comisiones por cada reserva hecha desde una app externa.',
      targetCustomer: 'Gerentes de clubes de pádel independientes de 4 a 12 pistas en España.',
      solution:
        'Una plataforma con reservas online sin comisión, ligas y americanos automáticos, gestión de la escuela y cobro de cuotas, con app con la marca del club.',
      businessType: 'saas',
      country: 'ES',
      city: null,
      priceCents: 9_900,
      currency: 'EUR',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['directSales', 'events', 'ownWebsite'],
      competitors: ['Playtomic', 'Matchpoint', 'hojas de cálculo y WhatsApp'],
      differentiation: 'Cuota fija sin comisión por reserva y app con la marca del club, no con la de la plataforma.',
      experienceLevel: 'advanced',
      hoursPerWeek: 50,
      capitalCents: 4_000_000,
    },
    expert: {
      lowCents: 4_500_000,
      highCents: 12_000_000,
      binding: 'market',
      customer: 'business',
      method:
        '≈4,100–4,500 pádel venues (17 k courts); most already on Playtomic or municipal systems: 1–2.5 % switch to a paid rival by year 3 ≈ 40–100 clubs × €99 × 12',
    },
  },
  {
    id: 'es-service-fisioterapia-domicilio-valencia',
    language: 'es-ES',
    idea: {
      title: 'Fisioterapia a domicilio para personas mayores en Valencia',
      problem:
        'Muchas personas mayores de Valencia no pueden desplazarse a un centro de fisioterapia después de una caída o una operación, y la lista de espera de rehabilitación en la sanidad pública es de meses.',
      targetCustomer:
        'Personas mayores de 70 años de Valencia (Ruzafa, Benimaclet, Campanar, El Carmen) y sus hijos, que deciden y pagan el tratamiento.',
      solution:
        'Sesiones de fisioterapia de 50 minutos en casa: recuperación tras fractura o prótesis, prevención de caídas y ejercicios para el cuidador, con informe para el médico.',
      businessType: 'service',
      country: 'ES',
      city: 'Valencia',
      priceCents: 4_500,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 12,
      channels: ['partners', 'socialMedia', 'directSales'],
      competitors: ['centros de fisioterapia del barrio', 'FisioReact', 'rehabilitación de la sanidad pública'],
      differentiation:
        'Especialista en geriatría, primera valoración gratuita y coordinación con el médico de cabecera.',
      experienceLevel: 'advanced',
      hoursPerWeek: 40,
      capitalCents: 600_000,
    },
    expert: {
      lowCents: 4_500_000,
      highCents: 7_500_000,
      binding: 'capacity',
      customer: 'person',
      method:
        'public physiotherapy covers ≈10 % of need, so demand is ample; one therapist with travel ≈ 5–7 home sessions a day × 5 days × 46 weeks ≈ 1,150–1,600 sessions × €40–45',
    },
  },
  {
    id: 'es-ecommerce-aceite-oliva-jaen',
    language: 'es-ES',
    idea: {
      title: 'Aceite de oliva virgen extra de nuestra finca de Jaén, directo a casa',
      problem:
        'En el supermercado el virgen extra ha subido muchísimo y no se sabe de qué finca viene; quien quiere un buen AOVE de cosecha temprana tiene que conocer a alguien del pueblo.',
      targetCustomer: 'Familias de toda España que cocinan con virgen extra y compran en garrafa para todo el año.',
      solution:
        'Venta online de AOVE picual de nuestra finca familiar en latas de 5 litros y estuches de regalo, con envío en 48 horas y suscripción por cosecha.',
      businessType: 'ecommerce',
      country: 'ES',
      city: null,
      priceCents: 5_500,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 3,
      channels: ['ownWebsite', 'marketplace', 'socialMedia'],
      competitors: ['Mercadona', 'Carrefour', 'Amazon', 'cooperativas con tienda online'],
      differentiation: 'Una sola finca con nombre, análisis de cada cosecha publicado y precio de almazara.',
      experienceLevel: 'beginner',
      hoursPerWeek: 20,
      capitalCents: 1_000_000,
    },
    expert: {
      lowCents: 8_000_000,
      highCents: 16_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        'households spend ≈€710 M a year on EVOO: never binding; the family grove\u2019s ≈20,000 litres a year (told) caps it, 40–70 % sold online by year 3 ≈ 8,000–14,000 l × ≈€11',
    },
  },
  {
    id: 'es-retail-tienda-bicicletas-zaragoza',
    language: 'es-ES',
    idea: {
      title: 'Tienda y taller de bicicletas urbanas y eléctricas en Zaragoza',
      problem:
        'En Zaragoza cada vez más gente va en bici al trabajo, pero las tiendas grandes están en las afueras y los talleres del centro tardan una semana en arreglar una eléctrica.',
      targetCustomer:
        'Personas que se mueven en bici por Zaragoza (Delicias, Universidad, Centro) y familias que compran bici urbana o eléctrica.',
      solution:
        'Una tienda de 150 m² con bicis urbanas, eléctricas y de carga, taller con reparación en 24 horas y bono anual de mantenimiento.',
      businessType: 'retail',
      country: 'ES',
      city: 'Zaragoza',
      priceCents: 18_000,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 2,
      channels: ['physicalStore', 'ownWebsite', 'socialMedia'],
      competitors: ['Decathlon', 'tiendas de bicis del barrio', 'Amazon'],
      differentiation: 'Reparación de eléctricas en 24 horas y bicis de sustitución mientras tanto.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 50,
      capitalCents: 6_000_000,
    },
    expert: {
      lowCents: 25_000_000,
      highCents: 45_000_000,
      binding: 'market',
      customer: 'person',
      method:
        '6–10 tickets a day (bikes, parts, repairs) × ≈€150 × 300 days ≈ €270–450 k; ≈3,000 bike shops share ≈€1.7 bn with chains and brands, so the neighbourhood\u2019s demand, not the shop, binds',
    },
  },
  {
    id: 'es-other-alquiler-campers-malaga',
    language: 'es-ES',
    idea: {
      title: 'Alquiler de furgonetas camper en Málaga',
      problem:
        'Los turistas que llegan al aeropuerto de Málaga y quieren recorrer Andalucía en camper encuentran pocas furgonetas disponibles en verano y precios altísimos.',
      targetCustomer:
        'Parejas y familias, españolas y extranjeras, que vuelan a Málaga y quieren viajar una o dos semanas en camper.',
      solution:
        'Tres furgonetas camper equipadas, recogida en el aeropuerto, rutas sugeridas por Andalucía y kit de playa y cocina incluidos.',
      businessType: 'other',
      country: 'ES',
      city: 'Málaga',
      priceCents: 12_000,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 7,
      channels: ['ownWebsite', 'marketplace', 'socialMedia'],
      competitors: ['Indie Campers', 'Roadsurfer', 'Yescapa (alquiler entre particulares)'],
      differentiation: 'Recogida en el aeropuerto, atención en cuatro idiomas y furgonetas de menos de dos años.',
      experienceLevel: 'beginner',
      hoursPerWeek: 30,
      capitalCents: 9_000_000,
    },
    expert: {
      lowCents: 4_000_000,
      highCents: 9_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        'the fleet binds: 3 vans rising to 5 by year 3 × 110–140 rented days (industry ≈120) × €115–130 average (≈€150 high, ≈€90 low season)',
    },
  },
  {
    id: 'es-ecommerce-regalos-todo-el-mundo',
    language: 'es-ES',
    idea: {
      title: 'Tienda online de regalos originales',
      problem: 'Siempre cuesta encontrar un regalo original.',
      targetCustomer: 'Todo el mundo, porque todos hacemos regalos.',
      solution: 'Una web con regalos originales para cualquier ocasión.',
      businessType: 'ecommerce',
      country: 'ES',
      city: null,
      priceCents: 3_000,
      currency: 'EUR',
      pricingModel: 'oneOff',
      purchasesPerYear: 2,
      channels: ['ownWebsite', 'socialMedia'],
      competitors: ['Amazon', 'El Corte Inglés', 'Etsy'],
      differentiation: 'Regalos más originales.',
      experienceLevel: 'beginner',
      hoursPerWeek: 10,
      capitalCents: 300_000,
    },
    expert: {
      lowCents: 1_000_000,
      highCents: 5_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        '"everyone" is not a market the founder can reach; 3–8 k visits a month by year 3 from 10 hours a week (assumed) × 1–2 % conversion (EU average ≈1.8 %) × €30 × 12',
    },
  },

  // ───────────────────────────── GB (en-GB) ─────────────────────────────
  {
    id: 'gb-food-coffee-van-bristol',
    language: 'en-US',
    idea: {
      title: 'Speciality coffee van at Temple Quay, Bristol',
      problem:
        'Commuters walking from Temple Meads to the offices at Temple Quay have a long queue at the station chains or nothing good on their route; weekend markets and events in Bristol often lack decent coffee.',
      targetCustomer:
        'Office workers and commuters around Temple Meads and Temple Quay on weekdays, and visitors to markets and events in Bristol at weekends.',
      solution:
        'A converted Piaggio van with a two-group espresso machine on a licensed weekday pitch from 7 to 2, a loyalty app for pre-ordering, and bookings for weddings, markets and corporate events at weekends.',
      businessType: 'food',
      country: 'GB',
      city: 'Bristol',
      priceCents: 340,
      currency: 'GBP',
      pricingModel: 'oneOff',
      purchasesPerYear: 120,
      channels: ['physicalStore', 'events', 'socialMedia'],
      competitors: ['Pret A Manger', 'Costa Coffee', 'Starbucks', 'independent cafés on Victoria Street'],
      differentiation:
        'Beans from a Bristol roaster, order ahead in the app and no queue, and oat milk at no extra charge.',
      experienceLevel: 'beginner',
      hoursPerWeek: 45,
      capitalCents: 2_500_000,
    },
    expert: {
      lowCents: 8_000_000,
      highCents: 16_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        '70 M cups a day in the UK, so demand is not the issue; one van, one barista, one pitch: 120–180 cups × £3.40 × 230 weekdays ≈ £94–141 k, plus 15–25 event days × £600–1,200',
    },
  },
  {
    id: 'gb-saas-booking-dog-groomers',
    language: 'en-US',
    idea: {
      title: 'Booking and client records app for independent dog groomers',
      problem:
        'Dog groomers juggle a paper diary, Facebook messages and texts; no-shows cost them a third of a day and they forget which dog bites or needs a number 7 blade.',
      targetCustomer: 'Independent dog groomers in the UK working from a salon, a home studio or a van.',
      solution:
        'A mobile app with online booking, deposits to stop no-shows, automatic reminders and a card per dog with coat notes, behaviour and photos of the last cut.',
      businessType: 'saas',
      country: 'GB',
      city: null,
      priceCents: 2_900,
      currency: 'GBP',
      pricingModel: 'monthly',
      purchasesPerYear: 12,
      channels: ['ownWebsite', 'socialMedia', 'events', 'partners'],
      competitors: ['Booksy', 'MoeGo', 'paper diary and WhatsApp'],
      differentiation:
        'Built for groomers: coat and behaviour notes per dog, deposits by card and a flat price with no booking fees.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 40,
      capitalCents: 1_500_000,
    },
    expert: {
      lowCents: 5_000_000,
      highCents: 12_000_000,
      binding: 'market',
      customer: 'business',
      method:
        '≈10,600 groomers in the UK, ≈2,500 on the high street and many part-time at home; 1.5–3 % paying by year 3 ≈ 150–330 × £29 × 12',
    },
  },
  {
    id: 'gb-service-short-let-cleaning-edinburgh',
    language: 'en-US',
    idea: {
      title: 'Turnover cleaning and linen for short-let hosts in Edinburgh',
      problem:
        'Short-let hosts in Edinburgh struggle to find reliable cleaners for same-day changeovers, especially in August, and a bad review about a dirty flat costs them bookings.',
      targetCustomer:
        'Licensed short-let hosts and small letting agents with 1 to 20 flats in Edinburgh (Old Town, New Town, Leith, Marchmont).',
      solution:
        'Changeover cleaning with hotel-standard linen, photo check-list after every clean and restocking of supplies, booked automatically from the host\u2019s Airbnb calendar.',
      businessType: 'service',
      country: 'GB',
      city: 'Edinburgh',
      priceCents: 4_500,
      currency: 'GBP',
      pricingModel: 'oneOff',
      purchasesPerYear: 50,
      channels: ['directSales', 'partners', 'ownWebsite'],
      competitors: ['Hostmaker-style management firms', 'independent cleaners', 'letting agents\u2019 in-house teams'],
      differentiation:
        'Calendar sync, photo proof of every clean and guaranteed same-day changeovers during the Festival.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 50,
      capitalCents: 1_200_000,
    },
    expert: {
      lowCents: 11_000_000,
      highCents: 20_000_000,
      binding: 'capacity',
      customer: 'business',
      method:
        '≈2,600 recently active short lets (from ≈12,000 listings before licensing) × ≈50 changeovers × £45 ≈ £6 M; founder + 3–5 part-time cleaners ≈ 8–12 turnovers a day × 330 days × £45',
    },
  },
  {
    id: 'gb-ecommerce-weekly-flowers-london',
    language: 'en-US',
    idea: {
      title: 'Weekly seasonal flowers delivered by cargo bike in South London',
      problem:
        'People in South London like fresh flowers at home but supermarket bunches are dull and florists are expensive; national subscriptions arrive in a box by post, squashed.',
      targetCustomer: 'Households in Clapham, Brixton, Dulwich and Peckham who want fresh flowers at home every week.',
      solution:
        'A weekly or fortnightly bunch of British-grown seasonal flowers, delivered by cargo bike on Thursdays, paused or skipped online at any time.',
      businessType: 'ecommerce',
      country: 'GB',
      city: 'London',
      priceCents: 2_500,
      currency: 'GBP',
      pricingModel: 'weekly',
      purchasesPerYear: 52,
      channels: ['ownWebsite', 'socialMedia'],
      competitors: ['Bloom & Wild', "Freddie's Flowers", 'supermarket flowers', 'local florists'],
      differentiation: 'British-grown and seasonal, delivered fresh by bike, never in a letterbox box.',
      experienceLevel: 'beginner',
      hoursPerWeek: 40,
      capitalCents: 2_000_000,
    },
    expert: {
      lowCents: 12_000_000,
      highCents: 28_000_000,
      binding: 'market',
      customer: 'household',
      method:
        'UK spends ≈£36 a head a year on flowers and plants; against Bloom & Wild and Freddie\u2019s (60 k subscribers nationally) a local service keeps ≈120–250 active deliveries a week by year 3 (assumed) × £25 × ≈44 weeks (skips, holidays)',
    },
  },
  {
    id: 'gb-retail-independent-bookshop-york',
    language: 'en-US',
    idea: {
      title: 'Independent bookshop and reading café near the Shambles, York',
      problem:
        'York has plenty of tourists and readers but few places to browse new books with advice; many locals order online out of habit and miss the joy of a good bookshop.',
      targetCustomer:
        'York residents who read, families buying children\u2019s books, students, and visitors walking the city centre.',
      solution:
        'A 90 m² bookshop with handpicked fiction, local history and children\u2019s books, a small coffee bar, author events and a monthly book subscription.',
      businessType: 'retail',
      country: 'GB',
      city: 'York',
      priceCents: 1_600,
      currency: 'GBP',
      pricingModel: 'oneOff',
      purchasesPerYear: 6,
      channels: ['physicalStore', 'events', 'ownWebsite', 'socialMedia'],
      competitors: ['Waterstones', 'Amazon', 'other independent bookshops in York'],
      differentiation: 'Staff picks, author events every month and a coffee bar that makes people stay.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 55,
      capitalCents: 8_000_000,
    },
    expert: {
      lowCents: 22_000_000,
      highCents: 40_000_000,
      binding: 'market',
      customer: 'person',
      method:
        '≈1,060 indie bookshops in the UK and closures now outnumber openings: footfall binds; 55–85 sales a day × ≈£15 × 310 days ≈ £255–395 k including coffee and events',
    },
  },
  {
    id: 'gb-retail-vintage-clothing-manchester',
    language: 'en-US',
    idea: {
      title: 'Curated vintage clothing shop in the Northern Quarter, Manchester',
      problem:
        'Young Mancunians want unique, sustainable clothes, but charity shops are hit and miss and apps like Vinted take hours of scrolling without trying anything on.',
      targetCustomer: 'Students and young professionals aged 18–35 in Manchester who buy second-hand clothes.',
      solution:
        'A shop with hand-picked 80s–00s vintage sorted by size and style, a repair and alteration corner, and weekly drops announced on Instagram and TikTok.',
      businessType: 'retail',
      country: 'GB',
      city: 'Manchester',
      priceCents: 3_000,
      currency: 'GBP',
      pricingModel: 'oneOff',
      purchasesPerYear: 4,
      channels: ['physicalStore', 'socialMedia', 'marketplace'],
      competitors: ['Vinted', 'Depop', 'Blue Rinse', 'Afflecks', 'charity shops'],
      differentiation: 'Everything cleaned, repaired and sized properly; weekly themed drops that sell out.',
      experienceLevel: 'beginner',
      hoursPerWeek: 50,
      capitalCents: 4_000_000,
    },
    expert: {
      lowCents: 20_000_000,
      highCents: 38_000_000,
      binding: 'market',
      customer: 'person',
      method:
        '29 % of UK online shoppers bought pre-owned clothing last year, but the Northern Quarter is crowded with vintage and Vinted: 25–40 sales a day × ≈£30 × 310 days ≈ £230–370 k',
    },
  },
  {
    id: 'gb-other-pottery-classes-brighton',
    language: 'en-US',
    idea: {
      title: 'Pottery studio with wheel-throwing courses in Brighton',
      problem:
        'Pottery classes in Brighton are fully booked months ahead since the TV shows; beginners can\u2019t find a six-week course or a place to keep practising afterwards.',
      targetCustomer:
        'Adults in Brighton and Hove aged 25–60 looking for a creative hobby, and groups booking hen parties and team days.',
      solution:
        'A studio with 8 wheels: six-week beginner courses in the evenings, weekend taster sessions, and monthly studio membership with kiln firing for past students.',
      businessType: 'other',
      country: 'GB',
      city: 'Brighton',
      priceCents: 24_000,
      currency: 'GBP',
      pricingModel: 'oneOff',
      purchasesPerYear: 1,
      channels: ['ownWebsite', 'socialMedia', 'partners'],
      competitors: ['other Brighton pottery studios', 'adult education ceramics classes', 'ClassBento listings'],
      differentiation: 'Small classes of 8, a wheel each and a membership path so students keep coming back.',
      experienceLevel: 'advanced',
      hoursPerWeek: 45,
      capitalCents: 3_500_000,
    },
    expert: {
      lowCents: 7_500_000,
      highCents: 13_000_000,
      binding: 'capacity',
      customer: 'person',
      method:
        'classes at capacity with waiting lists nationally; 8 wheels × 5 evening courses a week × ≈85 % full ≈ 270 course places a year × £240 ≈ £65 k, plus tasters (≈£25–35 k) and memberships',
    },
  },
  {
    id: 'gb-other-holiday-football-camps-leeds',
    language: 'en-US',
    idea: {
      title: 'School-holiday football camps for kids in North Leeds',
      problem:
        'Working parents in Leeds struggle to cover 13 weeks of school holidays; holiday clubs are full or expensive and children get bored at generic ones.',
      targetCustomer:
        'Parents of children aged 5–12 in North Leeds (Headingley, Roundhay, Chapel Allerton) who work during school holidays.',
      solution:
        'Full-day football camps (8:30–5) at two school sites with FA-qualified coaches, tournaments every Friday, and a wrap-around option; booked by the day or the week.',
      businessType: 'other',
      country: 'GB',
      city: 'Leeds',
      priceCents: 13_500,
      currency: 'GBP',
      pricingModel: 'weekly',
      purchasesPerYear: 3,
      channels: ['ownWebsite', 'partners', 'socialMedia'],
      competitors: ['Premier Education', 'council holiday activity programmes', 'local holiday clubs'],
      differentiation:
        'FA-qualified coaches, Ofsted-registered so parents can use Tax-Free Childcare, and priced below the regional average.',
      experienceLevel: 'intermediate',
      hoursPerWeek: 35,
      capitalCents: 1_000_000,
    },
    expert: {
      lowCents: 8_000_000,
      highCents: 15_000_000,
      binding: 'capacity',
      customer: 'household',
      method:
        'holiday places are short (only ≈17–24 % of councils have enough), so sites and coaches bind: 2 sites × 40–60 children × 11 camp weeks ≈ 880–1,320 child-weeks × 70–85 % full × £135 (Yorkshire average ≈£194 a week)',
    },
  },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** An entry's idea as the form sends it: the city the founder named, chosen from the country's list when listed. */
export function expertIdeaInput({ idea }: ExpertIdea): IdeaInput {
  const { city, ...rest } = idea;
  const listed = city && countryData(idea.country).cities.find((each) => fold(each.name) === fold(city));
  return { ...rest, region: COUNTRY_REGION[idea.country], city: listed ? listed.id : null };
}
