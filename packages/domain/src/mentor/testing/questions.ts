import type { Topic } from '../topics';

/**
 * The twenty questions first-time founders ask most, in pt-BR and en-US, with the topic each is
 * about: the built-in mentor's tests and its benchmark ask them.
 */
export interface QuestionCase {
  topic: Topic;
  'pt-BR': string;
  'en-US': string;
}

export const TWENTY_QUESTIONS: readonly QuestionCase[] = [
  { topic: 'validation', 'pt-BR': 'Existe mercado para a minha ideia?', 'en-US': 'Is there a market for my idea?' },
  {
    topic: 'validation',
    'pt-BR': 'Como validar minha ideia gastando pouco?',
    'en-US': 'How can I validate my idea cheaply?',
  },
  {
    topic: 'startup-cost',
    'pt-BR': 'Quanto dinheiro eu preciso para começar o negócio?',
    'en-US': 'How much money do I need to start my business?',
  },
  {
    topic: 'cash-flow',
    'pt-BR': 'Quanto capital de giro eu preciso?',
    'en-US': 'How much working capital do I need?',
  },
  { topic: 'pricing', 'pt-BR': 'Quanto devo cobrar pelo meu produto?', 'en-US': 'How should I price my product?' },
  {
    topic: 'break-even',
    'pt-BR': 'Quando vou atingir o ponto de equilíbrio?',
    'en-US': 'When will I reach break-even?',
  },
  {
    topic: 'legal-tax',
    'pt-BR': 'Devo abrir MEI ou ME? Qual regime tributário escolher?',
    'en-US': 'Should I register as an MEI or an ME, and which tax regime should I choose?',
  },
  {
    topic: 'legal-tax',
    'pt-BR': 'Como formalizar minha empresa e tirar o CNPJ?',
    'en-US': 'How do I formalise my business and register it?',
  },
  {
    topic: 'first-customers',
    'pt-BR': 'Como conseguir os primeiros clientes?',
    'en-US': 'How do I get my first customers?',
  },
  { topic: 'competitors', 'pt-BR': 'Como analisar meus concorrentes?', 'en-US': 'How do I analyze my competitors?' },
  { topic: 'market-size', 'pt-BR': 'Qual o tamanho do meu mercado?', 'en-US': 'How big is my market?' },
  {
    topic: 'partners-equity',
    'pt-BR': 'Como dividir a participação com meu sócio?',
    'en-US': 'How should I split equity with my co-founder?',
  },
  {
    topic: 'loans',
    'pt-BR': 'Devo pegar um empréstimo ou buscar um investidor?',
    'en-US': 'Should I take out a loan or look for an investor?',
  },
  {
    topic: 'personal-finances',
    'pt-BR': 'Como separar o dinheiro pessoal do dinheiro da empresa?',
    'en-US': 'How do I separate my personal money from the business money?',
  },
  { topic: 'cash-flow', 'pt-BR': 'Como controlar meu fluxo de caixa?', 'en-US': 'How do I manage my cash flow?' },
  {
    topic: 'hiring',
    'pt-BR': 'Quando devo contratar meu primeiro funcionário?',
    'en-US': 'When should I hire my first employee?',
  },
  {
    topic: 'marketing',
    'pt-BR': 'Como fazer marketing com pouco dinheiro?',
    'en-US': 'How do I do marketing on a small budget?',
  },
  { topic: 'business-plan', 'pt-BR': 'Preciso fazer um plano de negócios?', 'en-US': 'Do I need a business plan?' },
  { topic: 'pivot', 'pt-BR': 'Quando devo pivotar meu negócio?', 'en-US': 'When should I pivot my business?' },
  {
    topic: 'cash-flow',
    'pt-BR': 'Como lidar com clientes que não pagam?',
    'en-US': 'How do I deal with customers who do not pay?',
  },
];
