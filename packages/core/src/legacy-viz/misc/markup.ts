// MarkupViz, SeparatorViz and IFrameViz: dashboard widgets that run no query. Markup answers its
// code as HTML (rendered from Markdown when `markup_type` is "markdown"); the iframe answers
// `{iframe: true}` and the front end reads the URL from the form data.
import type { LegacyViz } from '../types';
import { renderMarkdown } from './markdown';

const markupData = (formData: Readonly<Record<string, unknown>>) => {
  const code = typeof formData.code === 'string' ? formData.code : '';
  // theme_css lists the CSS files of Superset's webpack manifest; there are none to list here.
  return { html: formData.markup_type === 'markdown' ? renderMarkdown(code) : code, theme_css: [] };
};

export const markupViz: LegacyViz = {
  id: 'markup',
  name: 'Markup',
  queryObject: () => null,
  dataWhenEmpty: true,
  getData: ({ formData }) => markupData(formData),
};

export const separatorViz: LegacyViz = { ...markupViz, id: 'separator', name: 'Separator' };

export const iframeViz: LegacyViz = {
  id: 'iframe',
  name: 'iFrame',
  queryObject: () => null,
  dataWhenEmpty: true,
  getData: () => ({ iframe: true }),
};
