import type { LanguageWordSpec } from './who-pays-word-lists';

/*
 * Portuguese (Brazil). Note: "pais" is both "pais" (parents) and "país" (country) once accents
 * are folded; it is read as parents, since a country rarely heads a customer phrase. "Academia"
 * is a gym in Brazil (and a private school in Spain: see the Spanish phrases). "Café" is the drink
 * as often as the place: "café especial", "café da manhã" are set aside as neutral.
 */
export const PT_WORDS: LanguageWordSpec = {
  people:
    'casais, pessoas, pessoa, quem, gente, mulheres, mulher, homens, jovens, adolescentes, idosos, idosas, alunos, alunas, estudantes, universitários, universitárias, clientes, pacientes, membros, frequentadores, moradores, vizinhos, funcionários, trabalhadores, colaboradores, consumidores, consumidoras, usuários, turistas, viajantes, atletas, corredores, ciclistas, amantes, fãs, apaixonados, apaixonadas, entusiastas, leitores, motoristas, noivas, noivos, gestantes, aposentados, concurseiros, vestibulandos, inquilinos, hóspedes, donas de casa, pessoas físicas, seguidores, torcedores, imigrantes',
  households:
    'pais de primeira viagem, futuros pais, novos pais, jovens pais, futuras mamães, famílias, família, lares, domicílios, pais, mães, mamães, papais',
  homes: 'casa, casas, apartamento, apartamentos, imóvel, imóveis, residência, residências, sobrado, sobrados',
  pets: 'cachorro, cachorros, cão, cães, gato, gatos, pet, pets, animais, animal de estimação, animais de estimação, cavalos, carro, carros, moto, motos',
  owners:
    'dono, donos, dona, donas, proprietário, proprietários, proprietária, proprietárias, tutor, tutores, tutora, tutoras',
  possession:
    'tem, têm, tenha, tenham, ter, possui, possuem, toca, tocam, administra, administram, gerencia, gerenciam, comanda, comandam',
  roles:
    'síndico, síndicos, administradoras de condomínio, imobiliárias, empresário, empresários, empresária, empresárias, empreendedor*, gestores, gestoras, gerentes, administradores, diretores, lojistas, comerciantes, varejistas, atacadistas, fornecedores, produtores, agricultores, fazendeiros, mei, meis, microempreendedor*, autônomos, autônomas, freelancers, freelas, rh, recursos humanos, corporativos, corporativas, empresariais, médicos, médicas, psicólogos, psicólogas, nutricionistas, fisioterapeutas, veterinários, arquitetos, arquitetas, corretores de imóveis, eletricistas, encanadores, representantes comerciais',
  professionals: 'profissionais, profissional',
  businesses:
    'empresa*, negócio, negócios, pequenos negócios, pme, pmes, startup, startups, clínica, clínicas, escritório, escritórios, consultório, consultórios, indústria, indústrias, fábrica, fábricas, transportadora*, construtora*, distribuidora*, agência, agências, estabelecimento*, comércio, comércios, setor, segmento, ramo, condomínio, condomínios, cooperativa*, franquia*, redes de, hospitais, farmácias, escolas, escolas particulares',
  shops:
    'loja, lojas, lojinha, lojinhas, loja virtual, lojas virtuais, loja online, lojas online, e-commerce, ecommerce',
  supplies: '',
  products:
    'software, softwares, app, apps, aplicativo, aplicativos, plataforma, plataformas, sistema, sistemas, saas, ferramenta, ferramentas, marketplace, crm, erp, planilha, planilhas, curso online, cursos online, curso gravado, e-book, ebook, chatbot, como abrir, abrir um, abrir uma, abrir seu, abrir sua, montar um, montar uma, montar seu, montar sua',
  modifiedHeads: '',
  recipients:
    'para, pra, abastece, abastecem, fornece para, fornecem para, atende, atendem, entrega para, entregamos para',
  suppliedBefore: '',
  exclusions: 'sem',
  connectors: 'de, do, da, dos, das, o, os, as, seu, sua, seus, suas',
  neutral:
    'em casa, de casa, dentro de casa, home office, café da manhã, cafés da manhã, café especial, café em grãos, café torrado, café coado, salão de festas, salões de festas, salão de festa, mercado de, pet friendly',
  activities: {
    bakery: {
      businesses:
        'padaria*, panificadora*, confeitaria*, padeiro, padeiros, padeira, padeiras, doceria*, boleira, boleiras',
      trade:
        'pão, pães, pão de queijo, pães artesanais, fermentação natural, bolo, bolos, panificação, sonhos, salgados de padaria',
    },
    restaurant: {
      businesses:
        'restaurante*, lanchonete*, pizzaria*, hamburgueria*, churrascaria*, bistrô, bistrôs, cantina, cantinas, food service, restauradores, self-service, rodízio, rodízios',
      trade: 'gastronomia, comida japonesa, rodízio de pizza',
    },
    cafeBar: {
      businesses:
        'cafeteria*, café, cafés, bar, bares, boteco*, botequim, botequins, pub, pubs, choperia*, casa de sucos, coffee shop, coffee shops',
      trade: '',
    },
    catering: {
      businesses: 'bufê, bufês, buffet, buffets, marmitaria*, food truck, food trucks, foodtruck, quentinha*',
      trade: 'marmita*, marmitex, refeições corporativas, comida congelada, refeições congeladas, catering',
    },
    grocery: {
      businesses:
        'mercadinho*, supermercado*, minimercado*, mini mercado*, mercearia*, sacolão, sacolões, empório*, quitanda*, açougue*, mercado de bairro, mercados de bairro, loja de conveniência, lojas de conveniência, hortifrutis',
      trade:
        'hortifruti, orgânicos, frutas, verduras, legumes, frutas e verduras, cesta de orgânicos, produtos naturais, alimentos, alimentação',
    },
    clothing: {
      businesses: 'brechó, brechós, confecção, confecções',
      generic: 'boutique, boutiques',
      trade:
        'roupa, roupas, moda, vestuário, lingerie, moda praia, moda plus size, moda feminina, moda masculina, moda infantil, camisetas, vestidos',
    },
    petShop: {
      businesses: 'pet shop, pet shops, petshop, petshops, agropet*, casa de ração, casas de ração',
      trade: 'ração, rações, petiscos para cães, produtos pet, artigos pet, acessórios pet, areia para gatos',
    },
    cosmetics: {
      businesses: 'perfumaria*, loja de cosméticos, lojas de cosméticos',
      trade:
        'cosmético*, maquiagem, maquiagens, perfume, perfumes, produtos de beleza, skincare, dermocosmético*, sabonete*, shampoo, shampoos, xampu, cremes',
    },
    hairBeauty: {
      businesses:
        'salão de beleza, salões de beleza, barbearia*, cabeleireiro*, cabeleireira*, manicure, manicures, esmalteria*, esteticista*, nail designer, nail designers, designer de sobrancelhas, maquiador*, studio de beleza, espaço de beleza',
      generic: 'salão, salões',
      trade: 'beleza, estética, corte de cabelo, cortes de cabelo, cabelo, unhas, sobrancelha*, depilação, tranças',
    },
    petCare: {
      businesses:
        'banho e tosa, tosador*, adestrador*, creche para cães, creches para cães, hotel para cães, hotel para pets, hotelzinho*, passeador*, dog walker, dog walkers, pet sitter, pet sitters',
      trade: 'tosa, adestramento, passeio com cães, passeios com cães',
    },
    fitness: {
      businesses:
        'academia de ginástica, academias de ginástica, box de crossfit, boxes de crossfit, estúdio de pilates, estúdios de pilates, studio de pilates, personal trainer, personal trainers',
      generic: 'academia, academias',
      trade: 'pilates, yoga, ioga, musculação, treino*, treinamento funcional, funcional, fitness, ginástica, crossfit',
    },
    cleaning: {
      businesses: 'diarista, diaristas, faxineira, faxineiras, empresa de limpeza, empresas de limpeza, dedetizadora*',
      trade: 'faxina, faxinas, limpeza, higienização, dedetização, limpeza de sofá, limpeza pós-obra',
    },
    tutoring: {
      businesses:
        'escola de idiomas, escolas de idiomas, cursinho*, curso preparatório, cursos preparatórios, professor particular, professores particulares, professora particular, explicador*',
      trade:
        'aulas particulares, aula particular, reforço, reforço escolar, aulas de reforço, aulas de inglês, tutoria',
    },
    dental: {
      businesses:
        'dentista, dentistas, clínica odontológica, clínicas odontológicas, consultório odontológico, consultórios odontológicos, ortodontista*',
      trade: 'odontológic*, odontologia, ortodontia, odonto',
    },
    accounting: {
      businesses:
        'contador, contadores, contadora, contadoras, contabilista*, escritório contábil, escritórios contábeis, escritório de contabilidade, escritórios de contabilidade',
      trade:
        'contabilidade, contábil, contábeis, imposto de renda, declaração de imposto, folha de pagamento, assessoria contábil',
    },
    legal: {
      businesses: 'advogado, advogados, advogada, advogadas, escritório de advocacia, escritórios de advocacia',
      trade: 'advocacia, jurídico, jurídica, assessoria jurídica',
    },
    hotel: {
      businesses: 'hotel, hotéis, pousada*, hostel, hostels, hotel fazenda, hotéis fazenda, hotelaria, hoteleiros',
      trade: 'hospedagem, hospedagens',
    },
    brewery: {
      businesses:
        'cervejaria*, microcervejaria*, micro cervejaria*, brewpub, brewpubs, mestre cervejeiro, mestres cervejeiros',
      trade: 'cerveja, cervejas, cerveja artesanal, cervejas artesanais, chope, chopp',
    },
    homeRepair: {
      businesses:
        'pintor, pintores, marceneiro*, marcenaria*, gesseiro*, azulejista*, vidraceiro*, marido de aluguel, maridos de aluguel, empresa de reformas, empresas de reformas',
      trade: 'reforma, reformas, reparos, pequenos reparos, pintura, manutenção residencial, gesso',
    },
  },
};
