/** The countries of the generated examples (the `tessera_countries` dimension table). */

export interface Country {
  readonly name: string;
  readonly iso: string;
  readonly region: string;
  readonly currency: string;
  readonly population: number;
  readonly gdpPerCapita: number;
  readonly lat: number;
  readonly lon: number;
  /** Share of orders, in percent; the weights add up to 100. */
  readonly weight: number;
}

type Row = readonly [string, string, string, string, number, number, number, number, number];

// name, ISO code, region, currency, population (millions), GDP per capita (USD), lat, lon, weight
const ROWS: readonly Row[] = [
  ['United States', 'USA', 'North America', 'USD', 335.9, 81_695, 39.8, -98.6, 24],
  ['Canada', 'CAN', 'North America', 'CAD', 40.1, 53_372, 56.1, -106.3, 5],
  ['Mexico', 'MEX', 'North America', 'MXN', 128.5, 13_926, 23.6, -102.6, 3],
  ['Germany', 'DEU', 'Europe', 'EUR', 84.5, 52_746, 51.2, 10.5, 8],
  ['France', 'FRA', 'Europe', 'EUR', 68.2, 44_461, 46.2, 2.2, 6],
  ['United Kingdom', 'GBR', 'Europe', 'GBP', 68.3, 48_867, 55.4, -3.4, 7],
  ['Spain', 'ESP', 'Europe', 'EUR', 48.4, 33_509, 40.5, -3.7, 3],
  ['Italy', 'ITA', 'Europe', 'EUR', 58.9, 38_373, 41.9, 12.6, 3],
  ['Netherlands', 'NLD', 'Europe', 'EUR', 17.9, 64_572, 52.1, 5.3, 3],
  ['Sweden', 'SWE', 'Europe', 'SEK', 10.5, 55_517, 60.1, 18.6, 2],
  ['Japan', 'JPN', 'Asia Pacific', 'JPY', 124.5, 33_834, 36.2, 138.3, 6],
  ['Australia', 'AUS', 'Asia Pacific', 'AUD', 26.6, 64_712, -25.3, 133.8, 4],
  ['India', 'IND', 'Asia Pacific', 'INR', 1428.6, 2_485, 20.6, 79.0, 4],
  ['Singapore', 'SGP', 'Asia Pacific', 'SGD', 5.9, 84_734, 1.35, 103.8, 2],
  ['South Korea', 'KOR', 'Asia Pacific', 'KRW', 51.7, 33_121, 35.9, 127.8, 3],
  ['Brazil', 'BRA', 'Latin America', 'BRL', 216.4, 10_044, -14.2, -51.9, 4],
  ['Argentina', 'ARG', 'Latin America', 'ARS', 46.7, 13_731, -38.4, -63.6, 2],
  ['Chile', 'CHL', 'Latin America', 'CLP', 19.6, 17_093, -35.7, -71.5, 1],
  ['Colombia', 'COL', 'Latin America', 'COP', 52.1, 6_979, 4.6, -74.3, 1],
  ['United Arab Emirates', 'ARE', 'Middle East & Africa', 'AED', 9.5, 53_708, 23.4, 53.8, 2],
  ['South Africa', 'ZAF', 'Middle East & Africa', 'ZAR', 60.4, 6_023, -30.6, 22.9, 2],
  ['Nigeria', 'NGA', 'Middle East & Africa', 'NGN', 223.8, 1_621, 9.1, 8.7, 1],
  ['Egypt', 'EGY', 'Middle East & Africa', 'EGP', 112.7, 3_512, 26.8, 30.8, 1],
  ['Israel', 'ISR', 'Middle East & Africa', 'ILS', 9.8, 52_262, 31.0, 34.9, 3],
];

export const COUNTRIES: readonly Country[] = ROWS.map(
  ([name, iso, region, currency, population, gdpPerCapita, lat, lon, weight]) => ({
    name,
    iso,
    region,
    currency,
    population,
    gdpPerCapita,
    lat,
    lon,
    weight,
  }),
);
