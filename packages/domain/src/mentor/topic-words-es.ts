import type { Topic } from './topics';

/*
 * Spanish (Spain): the words that point to each topic, as a comma-separated list (`x*` is a word
 * start). Founders write "autonomo", "curro", "rrss", "sl", "estok" and drop accents; the lists
 * follow them. Kept apart on purpose: "fondo de maniobra" and "circulante" are cash-flow
 * (loans has the lender words), "margen de contribucion" is unit-economics, "reserva" and
 * "colchon" are reserves (startup-cost has "inversion inicial"). "Captar" alone is left out: it is
 * as often customers (marketing) as money (investors), so only its phrases are listed. "Modelo
 * de negocio" and "lienzo" (the canvas) are business-plan, changing the model is pivot.
 */
export const ES_TOPIC_WORDS: Record<Topic, string> = {
  pricing:
    'precio, precios, cuanto cobrar, cuanto cobro, cuanto deberia cobrar, cuanto le cobro, que precio, poner precio, fijar el precio, fijo el precio, precio de venta, subir precios, subir el precio, bajar el precio, bajar precios, markup, margen de beneficio, descuento, descuentos, rebaja, demasiado caro, demasiado barato, muy barato, precio por hora, tarifas, cobrar por hora, quedando corta, quedando corto',
  marketing:
    'marketing, publicidad, publicit*, anunci*, promocionar, promocion*, a conocer, difusion, trafico de pago, ads, facebook ads, google ads, meta ads, instagram, insta, reels, stories, tiktok, redes sociales, rrss, seguidores, engagement, influencer*, seo, google maps, ficha de google, folletos, flyers, que publicar, programa de recomendacion',
  'first-customers':
    'primeros clientes, primer cliente, primera venta, primeras ventas, primeros compradores, primer contrato, primeros clietnes, ningun cliente, sin clientes, nadie me compra, nadie compra, nadie me conoce, no he vendido nada, conseguir clientes, encontrar clientes, captar clientes, prospecc*, prospectar, puerta a puerta, llamada en frio, correo en frio, networking, boca a boca, boca oreja, recomendaciones, referidos, whatsapp, amigos y familia',
  hiring:
    'contratar, contratacion, empleado, empleados, primer empleado, trabajador, nomina, coste de empresa, coste de un empleado, entrevista de trabajo, candidato, candidatos, reclut*, seleccion de personal, becario, becarios, practicas, falso autonomo, despido, despedir, indemnizacion, periodo de prueba, media jornada, contrato indefinido, contrato temporal, contrato de trabajo, un sueldo mas, problemas laborales',
  loans:
    'prestam*, credito, creditos, financiacion, financiar, financiamiento, pedir dinero al banco, banco, intereses, tipo de interes, tae, tin, deuda, deudas, endeud*, amortizar, amortizacion anticipada, refinanciar, ico, enisa, microcredito, aval, avalista, poliza de credito, linea de credito, leasing, renting, cuanta cuota',
  investors:
    'inversor*, inversionista*, business angel*, angel, capital riesgo, venture capital, vc, fondo de inversion, levantar capital, levantar dinero, ronda, seed, pre seed, presemilla, valoracion, pre money, post money, pitch, pitch deck, term sheet, nota convertible, entrar en el capital, traccion, bootstrapping, crowdfunding, crowdequity, cuanto vale mi empresa, vender una parte, buscar inversion, quiere invertir',
  'cash-flow':
    'flujo de caja, tesoreria, fondo de maniobra, capital circulante, circulante, capital de trabajo, necesidades operativas, runway, burn rate, quemar caja, sin caja, falta de liquidez, me falta dinero, numeros rojos, entradas y salidas, cobros, cobrar antes, cuentas por cobrar, impago*, moroso*, morosidad, no me ha pagado, no me pagan, recordatorio de pago, reclamar a un cliente, facturas pendientes, factoring, ciclo de caja, periodo medio de cobro, dinero en la cuenta',
  'break-even':
    'punto de equilibrio, punto muerto, umbral de rentabilidad, break even, breakeven, equilibrio, cubrir gastos, cubrir costes, cubrir los costes, cuanto tengo que vender, cuanto tengo que facturar, cuantas unidades, facturacion minima, dejar de perder, empezar a ganar, dar beneficio, dar beneficios, ser rentable, rentabilidad, perdidas, margen de seguridad, llegar a cero, tener beneficios',
  'fixed-costs':
    'alquiler, alquileres, arrendador, casero, contrato de alquiler, arrendamiento, coste fijo, costes fijos, costo fijo, costos fijos, gasto fijo, gastos fijos, recortar, recorte, recortar gastos, reducir gastos, reducir costes, ahorrar costes, luz, factura de la luz, coworking, renegociar el alquiler, gastos generales, suscripciones de software, recorto, sueldo fijo, factura de internet, factura del telefono',
  'stock-capacity':
    'stock, estok, inventario, existencias, almacen, mercancia*, rotacion de stock, rotura*, reposicion, punto de pedido, tiramos, stock parado, curva abc, estanteria, escandallo, food cost, materia prima, desperdicio, tirar comida, merma*, raciones, fifo, capacidad, agenda llena, horas facturables, iguala, negocio de servicios, prestacion de servicios, por proyecto, estropea*',
  expansion:
    'expan*, segundo local, segunda tienda, otro local, otra tienda, nueva tienda, nuevo local, abrir otro, abrir otra, abro el segundo, sucursal, sucursales, franquiciar, franquici*, otra ciudad, nueva ciudad, otro barrio, export*, vender fuera, internacionaliz*, escalar, canibaliz*, ampliar el local, ampliar, momento de crecer, hora de crecer, crecer demasiado',
  'partners-equity':
    'socio, socios, socia, socias, cofundador, cofundadores, co fundador, pacto de socios, pacto de accionistas, participaciones, vesting, cliff, cap table, al 50, 50 50, mitad y mitad, salida de un socio, echar a un socio, sacar a un socio, capital social, stock options, phantom shares, tag along, drag along, repartir la empresa, reparto de participaciones',
  'legal-tax':
    'autonomo*, alta de autonomo, dar de alta, doy de alta, darme de alta, hacienda, impuesto*, iva, irpf, modelo 303, tarifa plana, cuota de autonomos, reta, sociedad limitada, sl, cif, nif, licencia*, registro mercantil, registrar mi empresa, gestoria, asesor fiscal, tribut*, fiscal*, formaliz*, mei, cnpj, simples nacional, inscripcion, s l',
  reserves:
    'reserva, reservas, reserva legal, colchon, colchon de seguridad, fondo de emergencia, fondo de reserva, dinero ahorrado, ahorrado, ahorro, caja minima, cuenta remunerada, deposito, depositos, letras del tesoro, imprevistos, imprevisto, volver a llenar, reponer la reserva, dinero parado, para emergencias',
  'personal-finances':
    'mi sueldo, mi salario, pagarme, pagarme a mi, me pago, pagar de sueldo, cuanto me pago, cuanto sacar, sacar dinero, retirar dinero, cuenta personal, cuenta de la empresa, cuentas personales, mezclo, mezclar, separar las cuentas, separo el dinero, dinero personal, finanzas personales, dividendos, reparto de beneficios, dejar el trabajo, dejar mi trabajo, dejar el curro, tarjeta de la empresa, gastos personales, gastos de casa, vivir del negocio, ponerme un sueldo, me pongo de sueldo',
  seasonality:
    'estacional, estacionalidad, temporada, temporada alta, temporada baja, meses flojos, mes flojo, meses muertos, mes muerto, meses malos, navidad, navidades, campana de navidad, rebajas, black friday, verano, invierno, enero, febrero, dia de la madre, vuelta al cole, semana santa, epoca del ano, pico, picos, eventual, eventuales, contrato por temporada, que meses, hay meses',
  'churn-retention':
    'churn, abandono, tasa de abandono, darse de baja, se dan de baja, cancelar, cancelan, cancelacion, cancelaciones, fideliz*, fidelidad, cliente fiel, clientes fieles, clientes habituales, habituales, retencion, retener, repetir, repite, repiten, volver a comprar, vuelvan, no vuelven, no vuelve, recuperar clientes, tarjeta de fidelizacion, programa de puntos, programa de fidelidad, sin comprar',
  'unit-economics':
    'cac, ltv, clv, ltv cac, margen de contribucion, mrr, arr, ingresos recurrentes, ingreso recurrente, saas, metricas, kpi, kpis, coste de adquisicion, costo de adquisicion, payback, valor de vida, lifetime value, unit economics, ticket medio, activacion, onboarding, trial, prueba gratis, cohorte, cohortes, margen bruto, arpu, nrr, activado',
  pivot:
    'pivotar, pivot*, pivote, cambiar de idea, cambiar mi idea, cambiar el negocio, cambiar el rumbo, cambio de rumbo, cambiar el foco, cambiar el producto, cambiar de publico, rendirme, tirar la toalla, abandonar, desistir, seguir o dejarlo, lo dejo, dejar el negocio, insistir, cerrar el negocio, cerrar la empresa, hora de cerrar, empezar de cero, empezar de nuevo, no funciona, no despega, estancado, estancada, coste hundido, cambiar de modelo',
  validation:
    'valid*, mvp, producto minimo viable, landing, pagina de aterrizaje, lista de espera, prueba de humo, smoke test, preventa, pre venta, prototipo, entrevistar, entrevistas con clientes, probar mi idea, probar la idea, pruebo mi idea, pruevo mi idea, testear, hay demanda, demanda, alguien va a comprar, la gente va a comprar, pagarian, problema real, es real, experimento, hay mercado, mi idea funciona, nadie lo va a querer',
  'market-size':
    'tamano del mercado, tamano de mercado, tamano de mi mercado, que tamano, tam, sam, som, mercado potencial, mercado total, mercado direccionable, cuota de mercado, clientes potenciales, cuantos clientes potenciales, cuantos consumidores, ine, dirce, datos de mercado, estudio de mercado, poblacion, habitantes, nicho, nicho pequeno, mercado pequeno, mercado grande, suficientemente grande, lo bastante grande, bottom up, top down, cnae, cuantas empresas',
  competitors:
    'competencia, competidor, competidores, competid*, conpetencia, compentencia, competensia, competidora, rival, rivales, diferenciarme, diferenciar, diferenci*, destacar, ventaja competitiva, ventaja frente, analisis de la competencia, benchmarking, dafo, foda, copiando, copiado, me copian, ya existe, ya hay alguien, apps como la mia, oceano azul',
  'startup-cost':
    'inversion inicial, capital inicial, cuanto cuesta abrir, cuanto cuesta montar, cuesta abrir, cuesta montar, costes de apertura, gastos de apertura, gastos previos, antes de abrir, desde cero, equipamiento, maquinaria, reforma del local, obras, mobiliario, montar un negocio, montar mi negocio, cuanto dinero necesito, dinero para empezar, para arrancar, pocos ahorros, lista de compras, para abrir una, para abrir un, comprar para abrir',
  'business-plan':
    'plan de negocio, plan de negocios, plan de empresa, planes de negocio, business plan, plan de nogocio, lean canvas, canvas, modelo canvas, business model canvas, resumen ejecutivo, plan financiero, proyecciones, proyeccion financiera, plan economico financiero, viabilidad, estudio de viabilidad, cuantas paginas, propuesta de valor, plan estrategico, lienzo, modelo de negocio, modelo de negocios',
};
