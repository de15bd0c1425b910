import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import { lookupCountry } from './countries';
import { mapbox } from './mapbox';
import { countryMap, worldMap } from './world-map';

// Featured Charts "World Map" as saved by Superset.
const worldForm = {
  datasource: '1__table',
  viz_type: 'world_map',
  entity: 'country_name',
  country_fieldtype: 'name',
  metric: 'sum__SP_POP_TOTL',
  secondary_metric: 'sum__SP_RUR_TOTL',
  row_limit: 10000,
  show_bubbles: true,
};

describe('world_map', () => {
  it('groups the entity by both metrics', () => {
    expect(queryOf(worldMap, worldForm)).toMatchObject({
      columns: ['country_name'],
      metrics: ['sum__SP_POP_TOTL', 'sum__SP_RUR_TOTL'],
      row_limit: 10000,
    });
    expect(queryOf(worldMap, { ...worldForm, sort_by_metric: true })).toMatchObject({
      orderby: [['sum__SP_POP_TOTL', false]],
    });
  });

  it('places known countries by name and marks the others XXX', () => {
    const data = dataOf(worldMap, worldForm, [
      { country_name: 'france', sum__SP_POP_TOTL: 66, sum__SP_RUR_TOTL: 13 },
      { country_name: 'Atlantis', sum__SP_POP_TOTL: 1, sum__SP_RUR_TOTL: 0 },
      { country_name: null, sum__SP_POP_TOTL: 2, sum__SP_RUR_TOTL: 1 },
    ]);
    expect(data).toEqual([
      { country: 'FRA', m1: 66, m2: 13, latitude: 46, longitude: 2, name: 'France' },
      { country: 'XXX', m1: 1, m2: 0 },
      { country: 'XXX', m1: 2, m2: 1 },
    ]);
  });

  it('reads ISO and IOC codes, repeats a metric picked twice and omits m2 without a second one', () => {
    const cca2 = { ...worldForm, country_fieldtype: 'cca2', secondary_metric: 'sum__SP_POP_TOTL' };
    expect(dataOf(worldMap, cca2, [{ country_name: 'us', sum__SP_POP_TOTL: 5 }])).toEqual([
      { country: 'USA', m1: 5, m2: 5, latitude: 38, longitude: -97, name: 'United States' },
    ]);
    const cioc = { ...worldForm, country_fieldtype: 'cioc', secondary_metric: null };
    expect(dataOf(worldMap, cioc, [{ country_name: 'GER', sum__SP_POP_TOTL: 8 }])).toEqual([
      { country: 'DEU', m1: 8, latitude: 51, longitude: 9, name: 'Germany' },
    ]);
  });

  it('does not look countries up when the form names no field type', () => {
    const { country_fieldtype: _, ...form } = worldForm;
    expect(
      dataOf(worldMap, form, [{ country_name: 'France', sum__SP_POP_TOTL: 1, sum__SP_RUR_TOTL: 1 }]),
    ).toEqual([{ country: 'XXX', m1: 1, m2: 1 }]);
  });

  it('asks for a metric', () => {
    expect(() => queryOf(worldMap, { ...worldForm, metric: null })).toThrow('Pick a metric!');
  });
});

describe('countries', () => {
  it('keeps the last country of a repeated code, like Superset', () => {
    // Territories without an IOC code all share ''; New Caledonia is the last of them.
    expect(lookupCountry('cioc', '')?.cca3).toBe('NCL');
    expect(lookupCountry('cca3', 'unk')?.name).toBe('Kosovo');
    expect(lookupCountry('capital', 'Paris')).toBeNull();
  });
});

// Misc Charts "Birth in France by department in 2016".
const franceForm = {
  datasource: '3__table',
  viz_type: 'country_map',
  entity: 'DEPT_ID',
  metric: {
    aggregate: 'AVG',
    column: { column_name: '2004', type: 'INT' },
    expressionType: 'SIMPLE',
    label: 'Boys',
  },
  row_limit: 500000,
  select_country: 'france',
};

describe('country_map', () => {
  it('groups the ISO codes by the metric', () => {
    expect(queryOf(countryMap, franceForm)).toMatchObject({
      columns: ['DEPT_ID'],
      metrics: [franceForm.metric],
    });
  });

  it('answers country_id and metric per region', () => {
    expect(dataOf(countryMap, franceForm, [{ DEPT_ID: 'FR-01', Boys: 5.5 }])).toEqual([
      { country_id: 'FR-01', metric: 5.5 },
    ]);
  });

  it('checks the country, then the metric, then the codes', () => {
    expect(() => queryOf(countryMap, { ...franceForm, select_country: '', metric: null })).toThrow(
      'Must specify a country',
    );
    expect(() => queryOf(countryMap, { ...franceForm, metric: null })).toThrow('Must specify a metric');
    expect(() => queryOf(countryMap, { ...franceForm, entity: null })).toThrow('Must provide ISO codes');
  });
});

// Misc Charts "OSM Long/Lat".
const osmForm = {
  datasource: '2__table',
  viz_type: 'mapbox',
  all_columns: ['occupancy'],
  all_columns_x: 'LON',
  all_columns_y: 'LAT',
  granularity_sqla: 'day',
  mapbox_style: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  row_limit: 500000,
  since: '2014-01-01',
  until: 'now',
};

describe('mapbox', () => {
  it('lists longitude and latitude raw, with the label and radius columns', () => {
    expect(queryOf(mapbox, osmForm)).toMatchObject({
      columns: ['LAT', 'LON'],
      metrics: null,
      row_limit: 500000,
    });
    const labelled = { ...osmForm, mapbox_label: ['occupancy'], point_radius: 'radius' };
    expect(queryOf(mapbox, labelled)).toMatchObject({ columns: ['LAT', 'LON', 'occupancy', 'radius'] });
  });

  it('words the control errors as Superset', () => {
    expect(() => queryOf(mapbox, { ...osmForm, all_columns_y: null })).toThrow(
      '[Longitude] and [Latitude] must be set',
    );
    expect(() => queryOf(mapbox, { ...osmForm, mapbox_label: ['count'] })).toThrow(
      "Must have a [Group By] column to have 'count' as the [Label]",
    );
    const grouped = { ...osmForm, groupby: ['LON', 'LAT'] };
    expect(() => queryOf(mapbox, { ...grouped, mapbox_label: ['x'] })).toThrow(
      'Choice of [Label] must be present in [Group By]',
    );
    expect(() => queryOf(mapbox, { ...grouped, point_radius: 'r' })).toThrow(
      'Choice of [Point Radius] must be present in [Group By]',
    );
    expect(() => queryOf(mapbox, { ...grouped, groupby: ['LON'] })).toThrow(
      '[Longitude] and [Latitude] columns must be present in [Group By]',
    );
    expect(queryOf(mapbox, { ...grouped, mapbox_label: ['count'] })).toMatchObject({
      columns: ['LON', 'LAT'],
    });
  });

  it('answers a GeoJSON point collection with its bounds and the map controls', () => {
    const form = { ...osmForm, mapbox_label: ['occupancy'], point_radius: 'Auto', clustering_radius: '60' };
    const data = dataOf(mapbox, form, [
      { LON: -122.12345678901235, LAT: 37.5, occupancy: 3 },
      { LON: -121, LAT: 38.25, occupancy: 1 },
    ]);
    expect(data).toEqual({
      geoJSON: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { metric: 3, radius: null },
            geometry: { type: 'Point', coordinates: [-122.123456789, 37.5] },
          },
          {
            type: 'Feature',
            properties: { metric: 1, radius: null },
            geometry: { type: 'Point', coordinates: [-121, 38.25] },
          },
        ],
      },
      hasCustomMetric: true,
      mapboxApiKey: '',
      mapStyle: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      aggregatorName: null,
      clusteringRadius: '60',
      pointRadiusUnit: null,
      globalOpacity: null,
      bounds: [
        [-122.12345678901235, 37.5],
        [-121, 38.25],
      ],
      renderWhileDragging: null,
      tooltip: null,
      color: null,
    });
  });
});
