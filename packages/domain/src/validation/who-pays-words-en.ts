import type { LanguageWordSpec } from './who-pays-word-lists';

/*
 * English (US). English puts the head of a noun group last ("gym goers", "restaurant managers",
 * "dog owners"), so who-pays.ts reads the word before an owner and the word after a business:
 * "restaurant customers" are people, "restaurant owners" a business. "B&B" folds to "b b".
 */
export const EN_WORDS: LanguageWordSpec = {
  people:
    'couples, people, person, anyone, those, women, men, teens, teenagers, students, members, customers, clients, patients, residents, neighbors, neighbours, employees, workers, consumers, users, tourists, travelers, travellers, athletes, runners, cyclists, lovers, fans, enthusiasts, goers, readers, gamers, drivers, brides, seniors, retirees, commuters, renters, tenants, guests, immigrants, millennials, singles, graduates, expats, nurses, teachers, remote workers, digital nomads, shoppers, buyers',
  households:
    'young parents, new parents, expecting parents, first-time parents, young families, families, family, households, household, homeowners, homeowner, parents, moms, dads, mothers, fathers',
  homes: 'home, homes, house, houses, apartment, apartments, condo, condos, property, properties',
  pets: 'dog, dogs, cat, cats, pet, pets, puppy, puppies, horse, horses, car, cars',
  owners: 'owner, owners, proprietor, proprietors',
  possession: 'have, has, own, owns, run, runs, operate, operates, manage, manages',
  roles:
    'business owners, letting agents, estate agents, real estate agents, airbnb hosts, short-let hosts, short-term rental hosts, property managers, property management companies, landlords, small business, small businesses, entrepreneurs, entrepreneur, founders, managers, manager, directors, retailers, merchants, shopkeepers, vendors, suppliers, producers, farmers, ranchers, growers, freelancers, freelance, self-employed, contractors, solopreneurs, b2b, hr, corporate, smb, smbs, realtors, doctors, physicians, therapists, vets, veterinarians, architects, electricians, plumbers',
  professionals: 'professionals, professional, pros',
  businesses:
    'businesses, business, companies, company, firms, firm, startups, practices, practice, clinics, clinic, offices, agencies, agency, studios, studio, venues, establishments, industry, sector, chains, franchises, schools, pharmacies, facilities, employers, organizations, organisations, nonprofits',
  shops: 'shops, shop, stores, store, online store, online shop, storefronts, outlets',
  supplies: '',
  products:
    'software, app, apps, platform, platforms, tool, tools, saas, marketplace, crm, erp, dashboard, online course, online courses, video course, e-book, ebook, portal, plugin, api, chatbot, how to, start a, start your, open a, open your',
  modifiedHeads:
    'service, services, supply, supplies, consulting, consultancy, marketing, staffing, linen, linens, equipment',
  recipients: 'for, to, supplying, supplies to, serving, sells to, delivering to',
  suppliedBefore: '',
  exclusions: 'without, with no',
  connectors: 'of, the, a, an, their, your',
  neutral:
    'at home, from home, work from home, home office, protein bar, protein bars, coffee beans, specialty coffee, coffee break, coffee breaks, bar exam, pet friendly, pet-friendly',
  activities: {
    bakery: {
      businesses:
        'bakery, bakeries, bakers, baker, bakehouse, patisserie, patisseries, cake shop, cake shops, donut shop, donut shops',
      trade: 'bread, breads, sourdough, pastries, pastry, cakes, cupcakes, bagels, baked goods',
    },
    restaurant: {
      businesses:
        'restaurant, restaurants, diner, diners, eatery, eateries, pizzeria, pizzerias, bistro, bistros, restaurateurs, steakhouse, steakhouses, food service',
      trade: 'fine dining',
    },
    cafeBar: {
      businesses:
        'cafe, cafes, coffee shop, coffee shops, coffeehouse, coffeehouses, coffee bar, coffee bars, bar, bars, pub, pubs, tavern, taverns, wine bar, wine bars, cocktail bar, cocktail bars, juice bar, juice bars',
      trade: '',
    },
    catering: {
      businesses: 'caterer, caterers, food truck, food trucks',
      trade: 'catering, meal prep, meal-prep, corporate catering, lunch catering',
    },
    grocery: {
      businesses:
        'grocery store, grocery stores, grocer, grocers, supermarket, supermarkets, convenience store, convenience stores, food store, food stores, health food store, health food stores, natural food store, natural food stores, co-ops, corner store, corner stores, bodega, bodegas, delis',
      trade: 'grocery, groceries, produce, organic produce, produce box, fruit and vegetables',
    },
    clothing: {
      businesses: 'clothing store, clothing stores, thrift store, thrift stores',
      generic: 'boutique, boutiques',
      trade:
        'clothing, clothes, apparel, fashion, dresses, t-shirts, lingerie, streetwear, activewear, adaptive clothing',
    },
    petShop: {
      businesses: 'pet store, pet stores, pet shop, pet shops, pet supply store, pet supply stores',
      trade: 'pet food, pet treats, dog treats, cat treats, cat food, dog food, pet supplies, kibble',
    },
    cosmetics: {
      businesses: 'beauty store, beauty stores, cosmetics store, cosmetics stores, perfumery, perfumeries',
      trade:
        'cosmetics, skincare, skin care, makeup, beauty products, perfume, perfumes, fragrance, fragrances, soaps, shampoo, shampoos',
    },
    hairBeauty: {
      businesses:
        'hair salon, hair salons, barbershop, barbershops, barber shop, barber shops, barber, barbers, hairdresser, hairdressers, hairstylist, hairstylists, nail salon, nail salons, beauty salon, beauty salons, estheticians, manicurists',
      generic: 'salon, salons',
      trade: 'haircut, haircuts, hair, nails, lash extensions, brows, waxing',
    },
    petCare: {
      businesses:
        'groomer, groomers, dog groomer, dog groomers, pet groomer, pet groomers, dog walker, dog walkers, pet sitter, pet sitters, doggy daycare, dog daycare, kennel, kennels',
      trade: 'grooming, dog grooming, pet grooming, dog walking, pet sitting',
    },
    fitness: {
      businesses:
        'gym, gyms, fitness studio, fitness studios, fitness center, fitness centers, crossfit box, crossfit boxes, personal trainer, personal trainers',
      trade: 'fitness, workout, workouts, hiit, crossfit, pilates, yoga, personal training, bootcamp',
    },
    cleaning: {
      businesses:
        'cleaning company, cleaning companies, janitorial company, maid service, maid services, house cleaners',
      trade: 'cleaning, house cleaning, home cleaning, janitorial, housekeeping, pest control, carpet cleaning',
    },
    tutoring: {
      businesses:
        'tutor, tutors, tutoring center, tutoring centers, learning center, learning centers, language school, language schools',
      trade: 'tutoring, test prep, sat prep, act prep, private lessons, language classes',
    },
    dental: {
      businesses:
        'dentist, dentists, dental practice, dental practices, dental office, dental offices, dental clinic, dental clinics, orthodontist, orthodontists',
      trade: 'dental, orthodontics, dentistry',
    },
    accounting: {
      businesses:
        'accountant, accountants, cpa, cpas, bookkeeper, bookkeepers, accounting firm, accounting firms, tax preparer, tax preparers',
      trade: 'accounting, bookkeeping, tax filing, tax preparation, tax prep, taxes, payroll',
    },
    legal: {
      businesses: 'lawyer, lawyers, attorney, attorneys, law firm, law firms, law office, law offices',
      trade: 'law, legal services, legal advice, legal help',
    },
    hotel: {
      businesses:
        'hotel, hotels, motel, motels, inn, inns, b b, b bs, bed and breakfast, bed and breakfasts, hostel, hostels, lodge, lodges, boutique hotel, boutique hotels, vacation rental, vacation rentals, hoteliers',
      trade: 'lodging',
    },
    brewery: {
      businesses:
        'brewery, breweries, brewpub, brewpubs, microbrewery, microbreweries, taproom, taprooms, brewer, brewers',
      trade: 'beer, beers, craft beer, ale, lager',
    },
    homeRepair: {
      businesses:
        'handyman, handymen, painter, painters, painting contractor, painting contractors, carpenter, carpenters, joiner, joiners, tiler, tilers, remodeler, remodelers',
      trade:
        'repairs, small repairs, painting, drywall, remodeling, renovation, renovations, home improvement, carpentry, tiling, flooring',
    },
  },
};
