import type { LanguageWordSpec } from './who-pays-word-lists';

/*
 * Spanish (Spain). In Spain an "academia" is a private school (of languages, for exams): the
 * phrases "academia de inglés" and the like name tutoring, ahead of the Brazilian gym. A
 * "cervecería" is a beer bar, a "cervecera" or "microcervecería" a brewery. "Socios" of a gym are
 * its members.
 */
export const ES_WORDS: LanguageWordSpec = {
  people:
    'parejas, personas, persona, gente, quienes, mujeres, hombres, jóvenes, adolescentes, alumnos, alumnas, estudiantes, universitarios, socios, clientes, pacientes, miembros, vecinos, residentes, empleados, trabajadores, consumidores, usuarios, turistas, viajeros, deportistas, corredores, ciclistas, amantes, aficionados, fans, lectores, jubilados, mayores, personas mayores, inquilinos, huéspedes, opositores, novias, conductores',
  households:
    'padres primerizos, futuros padres, jóvenes padres, familias, familia, hogares, padres, madres, mamás, papás',
  homes: 'casa, casas, piso, pisos, vivienda, viviendas, apartamento, apartamentos, chalet, chalets',
  pets: 'perro, perros, gato, gatos, mascota, mascotas, animales, animales de compañía, caballos, coche, coches',
  owners: 'dueño, dueños, dueña, dueñas, propietario, propietarios, propietaria, propietarias',
  possession: 'tiene, tienen, tenga, tengan, regenta, regentan, gestiona, gestionan, lleva, llevan, dirige, dirigen',
  roles:
    'administradores de fincas, inmobiliarias, agentes inmobiliarios, anfitriones de airbnb, empresario, empresarios, empresarias, emprendedor*, gerentes, directivos, gestores, comerciantes, minoristas, tenderos, proveedores, productores, agricultores, ganaderos, autónomo, autónomos, autónomas, freelance, rrhh, corporativos, empresariales, médicos, fisioterapeutas, psicólogos, veterinarios, arquitectos, electricistas, fontaneros',
  professionals: 'profesionales, profesional',
  businesses:
    'empresa*, negocio, negocios, pyme, pymes, startups, clínica, clínicas, despacho, despachos, oficina, oficinas, centros, estudios, agencias, establecimiento*, comercio, comercios, sector, industria, cadenas, franquicias, farmacias, herbolarios, escuelas, colegios',
  shops: 'tienda, tiendas, tienda online, tiendas online, tiendecita*',
  supplies: '',
  products:
    'software, app, apps, aplicación, aplicaciones, plataforma, plataformas, programa de gestión, herramienta, herramientas, sistema, curso online, cursos online, curso en línea, cómo abrir, abrir tu, abrir un, abrir una, montar tu, montar un, montar una',
  modifiedHeads: '',
  recipients: 'para, abastece, abastecemos, suministra, suministramos, sirve a',
  suppliedBefore: '',
  exclusions: 'sin',
  connectors: 'de, del, la, las, el, los, su, sus',
  neutral:
    'en casa, a domicilio, desde casa, café de especialidad, café en grano, coffee break, coffee breaks, mercado de',
  activities: {
    bakery: {
      businesses: 'panadería*, pastelería*, obrador, obradores, panadero, panaderos, panadera, panaderas, horno de pan',
      trade: 'pan, masa madre, bollería, pasteles, tartas',
    },
    restaurant: {
      businesses:
        'restaurante*, chiringuito*, taberna*, marisquería*, pizzería*, hamburguesería*, asador, asadores, mesón, mesones, casa de comidas, restauradores, hostelería',
      trade: 'menú del día',
    },
    cafeBar: {
      businesses: 'cafetería*, bar, bares, cervecería*, pub, pubs, coctelería*, tasca*, bar de tapas, bares de tapas',
      trade: '',
    },
    catering: {
      businesses:
        'catering, comedor de empresa, comedores de empresa, empresa de catering, empresas de catering, food truck, food trucks',
      trade: 'comida preparada, comidas preparadas, menús semanales, tuppers',
    },
    grocery: {
      businesses:
        'tienda de alimentación, tiendas de alimentación, supermercado*, colmado*, ultramarinos, frutería*, verdulería*, carnicería*, tienda de barrio, tiendas de barrio',
      trade: 'alimentación, fruta, frutas, verdura, verduras, fruta y verdura, hortalizas',
    },
    clothing: {
      businesses: 'tienda de ropa, tiendas de ropa',
      generic: 'boutique, boutiques',
      trade: 'ropa, moda, prendas',
    },
    petShop: {
      businesses: 'tienda de animales, tiendas de animales, tienda de mascotas, tiendas de mascotas',
      trade: 'pienso, piensos, comida para perros, comida para gatos, accesorios para mascotas',
    },
    cosmetics: {
      businesses: 'perfumería*, droguería*',
      trade: 'cosmética, cosméticos, cosmético, maquillaje, perfume, perfumes, crema, cremas, jabones, champú',
    },
    hairBeauty: {
      businesses:
        'peluquería*, barbería*, peluquero, peluqueros, peluquera, peluqueras, salón de belleza, salones de belleza, centro de estética, centros de estética, esteticista*, barbero, barberos',
      generic: 'salón, salones',
      trade: 'estética, corte de pelo, manicura, uñas',
    },
    petCare: {
      businesses:
        'peluquería canina, peluquerías caninas, residencia canina, residencias caninas, guardería canina, guarderías caninas, paseador de perros, paseadores de perros, adiestrador*',
      trade: 'adiestramiento, paseo de perros',
    },
    fitness: {
      businesses:
        'gimnasio*, centro deportivo, centros deportivos, box de crossfit, estudio de pilates, estudios de pilates, entrenador personal, entrenadores personales',
      trade: 'entrenamiento*, fitness, crossfit, pilates, yoga',
    },
    cleaning: {
      businesses: 'empresa de limpieza, empresas de limpieza, limpiadora, limpiadoras',
      trade: 'limpieza, limpieza del hogar',
    },
    tutoring: {
      businesses:
        'academia de inglés, academias de inglés, academia de idiomas, academias de idiomas, academia de oposiciones, academias de oposiciones, academia de repaso, academias de repaso, escuela de idiomas, escuelas de idiomas, profesor particular, profesores particulares, profesora particular',
      trade: 'clases particulares, clases de refuerzo, refuerzo escolar, clases de repaso, refuerzo',
    },
    dental: {
      businesses: 'dentista, dentistas, clínica dental, clínicas dentales, odontólogo*, ortodoncista*',
      trade: 'dental, dentales, odontología, ortodoncia',
    },
    accounting: {
      businesses:
        'gestoría*, asesoría fiscal, asesorías fiscales, asesoría contable, asesorías contables, asesor fiscal, asesores fiscales, contable, contables',
      trade: 'contabilidad, fiscal, declaración de la renta, impuestos',
    },
    legal: {
      businesses: 'abogado, abogados, abogada, abogadas, despacho de abogados, despachos de abogados, bufete*',
      trade: 'asesoría legal, asesoría jurídica, jurídico, jurídica',
    },
    hotel: {
      businesses: 'hotel, hoteles, hostal*, casa rural, casas rurales, albergue*, apartamentos turísticos, hoteleros',
      trade: 'alojamiento, alojamientos',
    },
    brewery: {
      businesses:
        'microcervecería*, cervecera, cerveceras, fábrica de cerveza, fábricas de cerveza, cervecero artesano',
      trade: 'cerveza, cervezas, cerveza artesana, cerveza artesanal',
    },
    homeRepair: {
      businesses: 'pintor, pintores, carpintero*, alicatador*, empresa de reformas, empresas de reformas, reformista*',
      trade: 'reforma, reformas, pintura, reparaciones, pequeñas reparaciones, carpintería',
    },
  },
};
