import type { Topic } from './topics';

/*
 * English (United States): the words that point to each topic, as a comma-separated list (`x*` is
 * a word start). Founders write "biz plan", "DMs", "P&L", "pay myself" and misspell "business",
 * "inventory", "working capital"; the common slips are listed. Kept apart on purpose: "working
 * capital" is cash-flow (loans has the lender words), "contribution margin" is unit-economics,
 * "reserve" is reserves (startup-cost has "startup costs"), "layoff" is fixed-costs while
 * "payroll" and "severance" are hiring. Left out: "charge" alone (as often a late fee as a price),
 * "pitch" alone (a sales pitch is first-customers) and "ein" (German for "a"). "Business model"
 * is business-plan (the canvas the mentor reads), changing it is pivot.
 */
export const EN_TOPIC_WORDS: Record<Topic, string> = {
  pricing:
    'price, prices, pric*, underpric*, overpric*, undercharg*, how much to charge, how much should i charge, how much do i charge, what to charge, charging enough, markup, mark up, selling price, price point, price increase, raise my prices, discount, discounts, discounting, too cheap, too expensive, premium, hourly rate, rate card, profit margin, cost plus, value based',
  marketing:
    'marketing, advertis*, ads, ad spend, facebook ads, google ads, meta ads, instagram, insta, ig, tiktok, reels, social media, followers, engagement, influencer*, seo, google business profile, google maps, promote, promoting, flyers, branding, paid traffic, boost a post, roas, what to post, referral program',
  'first-customers':
    'first customers, first customer, first client, first clients, first sale, first sales, first buyers, first paying, first contract, first costumers, no customers, no clients, zero customers, nobody buys, nobody knows me, find customers, land clients, prospect*, outreach, cold email, cold call, dm, dms, door to door, networking, word of mouth, ask for referrals, friends and family, whatsapp',
  hiring:
    'hire, hiring, hired, first hire, first employee, employee, employees, staff, recruit*, job interview, candidate*, payroll, w2, w 2, 1099, contractor*, employment law, workers comp, job posting, part time, intern, interns, assistant, fire someone, severance, ir35, employer, another salary',
  loans:
    'loan, loans, lender, lenders, borrow*, financing, credit line, line of credit, credit, interest rate, apr, monthly payment, repayment, repay, debt, debts, refinanc*, pay off, sba loan, sba, microloan, kfw, collateral, personal guarantee, overdraft, merchant cash advance, equipment loan, bank loan, business loan, interest rates',
  investors:
    'investor*, angel, angels, venture capital, vc, raise money, raising money, raise capital, fundrais*, funding round, seed round, seed funding, pre seed, series a, valuation, pre money, post money, pitch deck, term sheet, safe note, convertible note, sell equity, traction, bootstrap*, crowdfunding, outside investment, invest in my business, company worth, part of my company',
  'cash-flow':
    'cash flow, cashflow, working capital, working capitol, runway, burn rate, cash crunch, short of cash, out of cash, run out of cash, cash will run out, cash last, money in the account, profitable but, accounts receivable, receivables, invoice*, overdue, late payment, late paying, pay late, unpaid, hasn t paid, never paid, don t pay, payment reminder, factoring, cash conversion cycle, net 30, p&l',
  'break-even':
    'break even, breakeven, break even point, breaking even, turn a profit, make a profit, profitable, profitble, stop losing money, minimum revenue, how many units, how much do i need to sell, cover my costs, cover costs, cover my bills, get to zero, margin of safety, months to profitability, profitability, still losing money, turns a profit, making a profit',
  'fixed-costs':
    'rent, lease, landlord, fixed cost, fixed costs, fixed expenses, overhead, overheads, cut costs, cutting costs, cut expenses, cost cutting, reduce costs, reduce expenses, trim costs, utilities, electricity, software subscriptions, coworking, office space, break the lease, renegotiate the rent, lay off, layoff, cut first, utility, utility bills, fixed salary, internet bill, phone bill',
  'stock-capacity':
    'inventory, inventroy, stock, dead stock, restock*, reorder*, overstock*, out of stock, inventory turnover, abc analysis, shelf, sku*, food cost, food waste, spoil*, recipe*, portion*, menu, fifo, leftover*, capacity, fully booked, calendar is full, billable hours, scope creep, retainer, service business, services business, service provider, per project',
  expansion:
    'expan*, second location, second store, second shop, another location, another store, new location, new branch, branch, 2nd location, franchis*, open another, scale up, scaling, new city, another city, another country, new market, export*, sell abroad, international, cannibaliz*, grow the business, ready to grow, time to grow, growing too fast, grow too fast',
  'partners-equity':
    'partner, partners, co founder, cofounder, co founders, cofounders, business partner, split equity, equity split, split the company, 50 50, shares, shareholder, shareholders, shareholders agreement, operating agreement, vesting, vest, cliff, cap table, buy out, buyout, leave the company, dilution, stock options, esop, sweat equity, fifty fifty, partnership agreement',
  'legal-tax':
    'tax, taxes, irs, llc, s corp, sole proprietor*, sole trader, limited company, incorporat*, business license, license, permit*, sales tax, vat, self employment tax, estimated taxes, schedule c, accountant, cpa, legal structure, hmrc, deduct*, write off, mei, cnpj, simples nacional, formaliz*, formalis*, register my business, register it, register the business, register a business, business registration',
  reserves:
    'reserve, reserves, emergency fund, rainy day fund, rainy day, cushion, safety net, buffer, cash buffer, cash reserve, cash reserves, high yield, money market, treasury bills, t bills, liquidity, minimum cash, months of expenses, rebuild the reserve, sinking fund, emergencies, emergancy, cash sitting',
  'personal-finances':
    'pay myself, paying myself, pay themselves, owner salary, owners salary, my salary, salary for myself, owner draw, owners draw, owner s draw, take out of the business, personal account, personal expenses, personal bills, personal finances, personal money, personal and business, separate accounts, separate bank account, commingl*, mixing, dividends, distributions, quit my job, leave my job, day job, side hustle, household bills, company card',
  seasonality:
    'seasonal*, season, off season, offseason, high season, low season, peak season, slow season, slow month, slow months, dead months, quiet months, christmas, holiday*, black friday, summer, winter, january, february, mothers day, back to school, time of year, temp, temps, temporary, which months, rush, some months',
  'churn-retention':
    'churn, cancel, cancellation, cancellations, cancelling, canceling, unsubscrib*, retention, retain, retaining, loyal, loyalty, loyalty program, loyalty card, punch card, stamp card, repeat customers, repeat business, repeat purchase, regulars, come back, coming back, never come back, win back, winback, reactivate, lapsed, customers leave',
  'unit-economics':
    'cac, ltv, clv, cltv, contribution margin, mrr, arr, recurring revenue, saas, metrics, kpi, kpis, acquisition cost, cac payback, lifetime value, unit economics, average order value, aov, arpu, activation, activated, onboarding, trial, free trial, cohort*, gross margin, nrr, net revenue retention',
  pivot:
    'pivot, pivoting, pivoted, change direction, change course, change my idea, change the idea, change the product, change focus, give up, giving up, keep going, persevere, shut down, shutting down, close the business, close shop, start over, start again, not working, isnt working, stagnant, plateau, sunk cost, throw in the towel, worth continuing, shut it down, change what we sell, change my business idea, change my business model, change the business model',
  validation:
    'validat*, mvp, landing page, smoke test, fake door, waitlist, wait list, pre sale*, pre sell*, presale*, presell*, preorder*, pre order*, prototype, customer interviews, interview customers, test my idea, test the idea, idea works, will people buy, will anyone buy, actually buy, would pay, really pay, demand, market for my idea, market for this, nobody want, problem is real, experiment',
  'market-size':
    'market size, size of the market, market sizing, tam, total addressable market, addressable market, serviceable, market share, potential customers, how many potential, census, bls, county business patterns, population, residents, niche market, niche too small, market too small, small market, big enough, large enough, how big, bottom up, top down, industry report, market data, tam sam som',
  competitors:
    'competitor, competit*, competion, compeititors, competetor*, competiton, rival, rivals, differentiate, differentiat*, stand out, set myself apart, unique selling, usp, copying, copied, already exists, someone already, somebody already, same thing, swot, benchmark*, competitive advantage, blue ocean, already doing, apps like mine',
  'startup-cost':
    'startup cost, startup costs, start up costs, starting costs, initial investment, initial capital, seed money, how much money do i need, how much does it cost to open, cost to open, cost to start, cost to launch, opening costs, equipment, build out, buildout, renovation, fit out, from scratch, before opening, before launch, launch budget, capital needed, startup capital, grand opening, starting capital, little savings, to open a, to open my',
  'business-plan':
    'business plan, buisness plan, busines plan, bussiness plan, business plans, biz plan, lean canvas, business model canvas, canvas, executive summary, financial projections, projections, financial plan, feasibility, feasibility study, plan template, business plan template, one page plan, value proposition, how many pages, score mentor, strategic plan, business model',
};
