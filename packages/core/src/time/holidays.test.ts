import { describe, expect, it } from 'vitest';
import { UnknownHolidayCountryError, UnknownHolidayError } from './errors';
import { easterSunday, findHoliday, HOLIDAY_COUNTRIES, listHolidays } from './holidays';
import { formatNaiveIso } from './naive';

const find = (name: string, year: number, country?: string) =>
  formatNaiveIso(findHoliday(name, year, country)).slice(0, 10);

describe('easterSunday', () => {
  it.each([
    [2016, [3, 27]],
    [2019, [4, 21]],
    [2024, [3, 31]],
    [2025, [4, 20]],
    [2038, [4, 25]],
    [1818, [3, 22]],
  ])('%i', (year, expected) => {
    expect(easterSunday(year)).toEqual(expected);
  });
});

describe('findHoliday', () => {
  it.each([
    // United States: fixed and nth-weekday rules
    ['Christmas', 2016, 'US', '2016-12-25'],
    ["New Year's Day", 2017, 'US', '2017-01-01'],
    ['Martin Luther King', 2024, 'US', '2024-01-15'],
    ["Washington's Birthday", 2024, 'US', '2024-02-19'],
    ['Presidents Day', 2024, 'US', '2024-02-19'],
    ['Memorial Day', 2024, 'US', '2024-05-27'],
    ['Memorial Day', 1960, 'US', '1960-05-30'],
    ['Juneteenth', 2022, 'US', '2022-06-19'],
    ['Independence Day', 2022, 'US', '2022-07-04'],
    ['Labor Day', 2018, 'US', '2018-09-03'],
    ['Columbus Day', 2023, 'US', '2023-10-09'],
    ['Veterans Day', 2023, 'US', '2023-11-11'],
    ['Thanksgiving', 2016, 'US', '2016-11-24'],
    ['thanksgiving day', 2024, 'usa', '2024-11-28'],
    // United Kingdom: Easter-based and bank holidays, with the moved years
    ['Good Friday', 2024, 'UK', '2024-03-29'],
    ['Easter Monday', 2024, 'GB', '2024-04-01'],
    ['Early May Bank Holiday', 2024, 'GB', '2024-05-06'],
    ['May Day', 2020, 'GB', '2020-05-08'],
    ['Spring Bank Holiday', 2024, 'GB', '2024-05-27'],
    ['Spring Bank Holiday', 2022, 'GB', '2022-06-02'],
    ['Late Summer Bank Holiday', 2024, 'GB', '2024-08-26'],
    ['Boxing Day', 2018, 'UK', '2018-12-26'],
    ['Platinum Jubilee', 2022, 'GB', '2022-06-03'],
    // Germany, France, Canada, Australia: native names and English aliases
    ['Tag der Deutschen Einheit', 2021, 'DE', '2021-10-03'],
    ['Whit Monday', 2024, 'DE', '2024-05-20'],
    ['Christi Himmelfahrt', 2024, 'DEU', '2024-05-09'],
    ['Fête nationale', 2024, 'FR', '2024-07-14'],
    ['fete nat', 2024, 'FR', '2024-07-14'],
    ['Noel', 2024, 'FR', '2024-12-25'],
    ['Lundi de Pentecôte', 2024, 'FR', '2024-05-20'],
    ['Victoria Day', 2024, 'CA', '2024-05-20'],
    ['Victoria Day', 2021, 'CA', '2021-05-24'],
    ['Thanksgiving', 2024, 'CA', '2024-10-14'],
    ['Canada Day', 2024, 'CAN', '2024-07-01'],
    ['ANZAC', 2024, 'AU', '2024-04-25'],
    ["Queen's Birthday", 2020, 'AU', '2020-06-08'],
    ['Easter', 2024, 'AU', '2024-03-30'],
  ])('%s %i %s', (name, year, country, expected) => {
    expect(find(name, year, country)).toBe(expected);
  });

  it('defaults to the United States', () => {
    expect(find('Thanksgiving', 2016)).toBe('2016-11-24');
  });

  it('knows when a holiday did not exist yet', () => {
    expect(() => find('Juneteenth', 2020, 'US')).toThrow(UnknownHolidayError);
    expect(() => find('Tag der Deutschen Einheit', 1980, 'DE')).toThrow(UnknownHolidayError);
  });

  it('refuses empty names, unknown names and unknown countries', () => {
    expect(() => find('', 2020, 'US')).toThrow(UnknownHolidayError);
    expect(() => find('Festivus', 2020, 'US')).toThrow('Unable to find such a holiday: [Festivus]');
    expect(() => find('Christmas', 2020, 'ZZ')).toThrow(UnknownHolidayCountryError);
    expect(() => find('Christmas', 2020, 'ZZ')).toThrow(/known countries: US, GB, DE, FR, CA, AU/);
  });
});

describe('listHolidays', () => {
  it('lists each country in date order', () => {
    for (const country of HOLIDAY_COUNTRIES) {
      const dates = listHolidays(2024, country).map((holiday) => holiday.date.getTime());
      expect(dates.length).toBeGreaterThan(5);
      expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    }
    expect(listHolidays(2016).map((holiday) => holiday.name)).toContain('Thanksgiving Day');
  });
});
