// Country maps: the world map (viz.py WorldMapViz), which places each country of the entity
// column by its name or code, and the country map (CountryMapViz) of one country's regions.
import { legacyMetricLabel } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyRow, LegacyViz } from '../types';
import { lookupCountry } from './countries';
import { columnName, get } from './helpers';

export const worldMap: LegacyViz = {
  id: 'world_map',
  name: 'World Map',
  queryObject: (base, formData) => {
    if (!formData.metric) throw new LegacyVizError('Pick a metric!');
    const query = { ...base, columns: formData.entity ? [formData.entity] : [] };
    const metrics = Array.isArray(base.metrics) ? base.metrics : [];
    return formData.sort_by_metric && metrics.length > 0
      ? { ...query, orderby: [[metrics[0], false]] }
      : query;
  },
  getData: ({ rows, formData }) => {
    const entity = columnName(formData.entity);
    const metric = legacyMetricLabel(formData.metric);
    const secondary = formData.secondary_metric ? legacyMetricLabel(formData.secondary_metric) : null;
    const fieldType = formData.country_fieldtype;
    return rows.map((row) => {
      const out: LegacyRow = { country: get(row, entity), m1: get(row, metric) };
      if (secondary !== null) out.m2 = secondary === metric ? out.m1 : get(row, secondary);
      // Superset looks a country up only when the form names its field type.
      const country =
        typeof out.country === 'string' && typeof fieldType === 'string'
          ? lookupCountry(fieldType, out.country)
          : null;
      if (!country) return { ...out, country: 'XXX' };
      return {
        ...out,
        country: country.cca3,
        latitude: country.lat,
        longitude: country.lng,
        name: country.name,
      };
    });
  },
};

export const countryMap: LegacyViz = {
  id: 'country_map',
  name: 'Country Map',
  queryObject: (base, formData) => {
    if (!formData.select_country) throw new LegacyVizError('Must specify a country');
    if (!formData.metric) throw new LegacyVizError('Must specify a metric');
    if (!formData.entity) throw new LegacyVizError('Must provide ISO codes');
    return { ...base, columns: [formData.entity], metrics: [formData.metric] };
  },
  getData: ({ rows, formData, metricLabels }) => {
    const entity = columnName(formData.entity);
    const metric = metricLabels[0] ?? legacyMetricLabel(formData.metric);
    return rows.map((row) => ({ country_id: get(row, entity), metric: get(row, metric) }));
  },
};
