import type { Topic } from './topics';

/*
 * Portuguese (Brazil): the words that point to each topic, as a comma-separated list (`x*` is a
 * word start). Founders write "pra", "zap", "insta", "pro labore", "2a loja", drop accents and
 * slip ("prejuiso", "empretimo", "concorente"); the lists follow them. Kept apart on purpose:
 * "capital de giro" is cash-flow (loans has the bank words), "reserva" is reserves (startup-cost
 * has "investimento inicial"), "margem de contribuicao" is unit-economics, "quanto custa demitir"
 * is hiring (cutting staff to save money is left to the examples, between hiring and fixed-costs).
 * "vc" is "você", not venture capital; "simples" alone is an ordinary adjective and "das" a
 * contraction, so only their phrases stand for the tax regime. "Modelo de negocio" is
 * business-plan (the canvas the mentor reads), changing it ("mudar o modelo") is pivot.
 */
export const PT_TOPIC_WORDS: Record<Topic, string> = {
  pricing:
    'preco, precos, precific*, precifiq*, quanto cobrar, quanto cobro, quanto devo cobrar, quanto eu cobro, markup, mark up, preco de venda, formacao de preco, formar o preco, tabela de precos, aumentar o preco, subir o preco, baixar o preco, reajustar o preco, reajuste de preco, dar desconto, cobrar mais caro, caro demais, barato demais, preco premium, valor percebido, margem de lucro, valor da hora, preco da hora, ta barato',
  marketing:
    'marketing, marketing digital, anunci*, divulg*, propaganda, trafego pago, gestor de trafego, ads, facebook ads, google ads, meta ads, instagram, insta, reels, stories, tiktok, postar, seguidores, engajamento, redes sociais, seo, google meu negocio, impulsion*, postage*, influenciador*, panflet*, programa de indicacao, indique e ganhe, google maps',
  'first-customers':
    'primeiros clientes, primeiro cliente, primeiras vendas, primeira venda, primeiro contrato, primeros clientes, nenhum cliente, sem clientes, ninguem compra, ninguem me conhece, conseguir clientes, achar clientes, encontrar clientes, prospec*, prospectar, abordar clientes, abordagem, porta a porta, mensagem fria, networking, boca a boca, pedir indicacao, whatsapp, zap, zapzap, lista de transmissao, amigos e familia',
  hiring:
    'contratar, contratacao, contratando, primeiro funcionario, empregado, empregados, clt, carteira assinada, encargos, encargos trabalhistas, folha de pagamento, fgts, vaga, entrevista de emprego, candidato, candidatos, recrut*, estagiari*, pj ou clt, pejotizacao, vinculo empregaticio, trabalhista, rescisao, contrato de experiencia, admissao, ajudante, quanto custa demitir, equipe, funcionari*',
  loans:
    'emprest*, empretimo, financi*, credito, juros, taxa de juros, parcela, parcelas, banco, pronampe, bndes, microcredito, cet, custo efetivo total, divida, endivid*, quitar, portabilidade, refinanciar, renegociar a divida, cheque especial, linha de credito, cooperativa de credito, agiota, dividas',
  investors:
    'investidor anjo, anjo, anjos, venture capital, fundo de investimento, captar investimento, captacao, captar recursos, rodada, rodadas, seed, pre seed, valuation, pre money, post money, pitch, pitch deck, term sheet, mutuo conversivel, aporte, vender parte da empresa, tracao, bootstrapping, crowdfunding, equity crowdfunding, quer investir, investir no meu negocio, quanto vale minha empresa, vender uma parte, investidor*',
  'cash-flow':
    'fluxo de caixa, capital de giro, runway, queima de caixa, no vermelho, falta dinheiro, falta caixa, aperto de caixa, dinheiro na conta, entradas e saidas, contas a receber, recebiveis, antecipar, inadimpl*, calote, fiado, cobranca, boleto, pix, maquininha, ciclo financeiro, prazo de recebimento, atrasou, atrasam, multa por atraso, nao pagou, nao pagam, dinheiro no caixa, projecao do caixa',
  'break-even':
    'ponto de equilibrio, equilibrio, empat*, zerar, zerar as contas, break even, breakeven, faturamento minimo, quanto preciso vender, quanto preciso faturar, quanto tenho que vender, quantas unidades, cobrir os custos, dar lucro, comecar a lucrar, ter lucro, lucrar, prejuizo, prejuiso, sair do prejuizo, margem de seguranca, parar de perder dinheiro',
  'fixed-costs':
    'aluguel, custo fixo, custos fixos, gasto fixo, gastos fixos, despesa fixa, despesas fixas, reduzir custos, reduzir despesas, reduzir gastos, enxug*, economizar, renegociar o aluguel, conta de luz, coworking, locacao, contrato de locacao, dono do imovel, proprietario do imovel, inquilinato, estrutura enxuta, ponto caro, overhead, cortar, conta de internet, conta de telefone',
  'stock-capacity':
    'estoq*, mercadoria, mercadorias, encalh*, giro de estoque, curva abc, ruptura, reposicao, ponto de pedido, inventario, prateleira, cmv, food cost, desperdic*, ficha tecnica, porcoes, cardapio, fifo, capacidade, agenda lotada, agenda cheia, gargalo, ponto de reposicao, validade, porcao, contrato mensal, fazer pedido, peps, prestador de servico, ganho pouco',
  expansion:
    'expandir, expan*, filial, filiais, segunda loja, segunda unidade, outra unidade, nova unidade, outra loja, mais uma loja, 2a loja, 2a unidade, abrir outra, franquear, franque*, virar franquia, rede de franquias, escalar, nova cidade, outra cidade, outro bairro, exportar, export*, vender para fora, canibaliz*, ampliar, ampliacao, hora de crescer, em franquia, vender pra fora',
  'partners-equity':
    'socio, socios, socia, socias, sociedade, cofundador, cofundadores, co fundador, acordo de socios, acordo de quotistas, cotas, quotas, vesting, cliff, cap table, meio a meio, 50 50, dividir a empresa, divisao da empresa, sair da sociedade, tirar um socio, tirar o socio, tag along, drag along, contrato social, stock options, apuracao de haveres',
  'legal-tax':
    'mei, cnpj, simples nacional, no simples, do simples, tribut*, lucro presumido, lucro real, epp, microempresa, alvara, nota fiscal, nfe, inscricao municipal, contador, contabilidade, formaliz*, informalidade, abrir empresa, abrir cnpj, tirar cnpj, junta comercial, icms, iss, ltda, fator r, impost*, registrar a empresa, registrar minha empresa',
  reserves:
    'reserva, reservas, reserva de emergencia, colchao, colchao financeiro, fundo de emergencia, fundo de reserva, dinheiro guardado, guardar dinheiro, poupanca, cdb, tesouro selic, liquidez, liquidez diaria, conta remunerada, aplicar o dinheiro, caixa minimo, repor a reserva, imprevisto, imprevistos, reserva legal, caixinha, dinheiro parado no caixa, minimo de caixa',
  'personal-finances':
    'pro labore, prolabore, pro labores, retirada, retiradas, salario do dono, meu salario, me pagar, pagar a mim mesmo, quanto tirar, tirar dinheiro da empresa, conta pessoal, contas pessoais, conta pj, conta pf, mistur*, separar as contas, dinheiro pessoal, financas pessoais, distribuicao de lucros, dividendos, largar o emprego, largar meu emprego, pedir demissao, cartao da empresa, confusao patrimonial, tirar salario, aluguel da minha casa, tirar da empresa, despesas pessoais',
  seasonality:
    'sazonal, sazonalidade, sazonais, baixa temporada, alta temporada, temporada, mes fraco, meses fracos, mes parado, meses parados, mes ruim, movimento fraco, natal, fim de ano, verao, inverno, ferias escolares, carnaval, black friday, dia das maes, janeiro, fevereiro, epoca do ano, pico, temporario, temporarios, entressafra, volta as aulas',
  'churn-retention':
    'churn, cancelamento, cancelamentos, cancelam, cancelaram, cancelando, quer cancelar, fideli*, cliente fiel, clientes fieis, retencao de clientes, reter, reter clientes, recompra, voltar a comprar, voltam a comprar, nao voltam, nao volta, nunca mais volta, cartao fidelidade, programa de fidelidade, clientes recorrentes, reconquistar, reativar, cliente sumiu, clientes somem, somem, parou de comprar, fieis, cliente voltar',
  'unit-economics':
    'cac, ltv, clv, ltv cac, margem de contribuicao, mrr, arr, receita recorrente, saas, metricas, kpi, kpis, custo de aquisicao, lifetime value, unit economics, ticket medio, ativacao, onboarding, trial, teste gratis, coorte, cohort, margem bruta, arpu, nrr, quanto vale um cliente, lucro por cliente, payback do cac, cac payback, ativou',
  pivot:
    'pivotar, pivot*, pivo, mudar de ideia, mudar o negocio, mudar o foco, mudar de rumo, mudar o produto, mudar o publico, desistir, desist*, insistir, insist*, fechar a empresa, fechar o negocio, encerrar, recomecar, comecar de novo, nao esta dando certo, nao da certo, nao cresce, estagnado, largar tudo, jogar a toalha, custo afundado, mudar minha ideia, vale a pena continuar, mudar o modelo, mudar meu modelo, mudar de modelo',
  validation:
    'validar, validac*, mvp, landing page, pagina de captura, pre venda, prevenda, prototipo, entrevistar clientes, testar a ideia, testar minha ideia, ideia funciona, ideia e boa, ideia da certo, tem demanda, existe demanda, demanda, teste de fumaca, alguem vai comprar, vao comprar, pagariam, experimento, valida, validou, tem mercado, existe mercado, exite mercado, problema real, ninguem vai querer, testo minha ideia',
  'market-size':
    'tamanho do mercado, tamanho de mercado, tamnho do mercado, tam, sam, mercado potencial, potencial de mercado, mercado total, mercado enderecavel, fatia de mercado, market share, participacao de mercado, clientes potenciais, quantos consumidores, ibge, sidra, dados de mercado, nicho pequeno, mercado pequeno, mercado grande, populacao, bottom up, top down, quantas empresas, quantos clientes potenciais, quantos clientes existem, tamanho do meu mercado, nicho, grande o suficiente',
  competitors:
    'concorrente, concorrentes, concorr*, concorent*, concorenc*, competidor, competidores, competi*, diferencial, diferenci*, me destacar, analise de concorrencia, benchmarking, benchmark, swot, fofa, oceano azul, copiando, copiou, ja existe, ja tem alguem, apps iguais, mesmo ramo, do ramo, vantagem competitiva, copiar meu produto',
  'startup-cost':
    'investimento inicial, capital inicial, quanto custa abrir, custa abrir, quanto custa montar, custa montar, custo de abertura, custos de abertura, pre operacionais, custos pre operacionais, preciso para abrir, preciso pra abrir, comecar do zero, do zero, equipamentos, inaugur*, capital de giro inicial, quanto dinheiro preciso, dinheiro pra comecar, dinheiro para comecar, reforma do ponto, equipamento, montar do zero, antes de comecar, pra abrir uma, para abrir uma, pra abrir um, para abrir um',
  'business-plan':
    'plano de negocio, plano de negocios, planos de negocio, plano de negocioss, business plan, plano de empresa, canvas, lean canvas, business model canvas, modelo canvas, sumario executivo, resumo executivo, projecao financeira, projecoes financeiras, plano financeiro, estudo de viabilidade, analise de viabilidade, viabilidade, planejamento estrategico, modelo de plano, quantas paginas, proposta de valor, modelo de negocio, modelo de negocios',
};
