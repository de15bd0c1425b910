import { describe, expect, it } from 'vitest';
import { legacyQueryObject } from '../base-query';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData } from '../types';
import { filterBoxViz } from './filter-box';
import { renderMarkdown } from './markdown';
import { iframeViz, markupViz, separatorViz } from './markup';

describe('markup, separator and iframe', () => {
  it('run no query and answer their data from the form data', () => {
    const fd = { viz_type: 'markup', markup_type: 'html', code: '<b>Hi</b>' };
    expect(markupViz.queryObject!(legacyQueryObject(fd), fd)).toBeNull();
    expect(markupViz.dataWhenEmpty).toBe(true);
    expect(dataOf(markupViz, fd, [])).toEqual({ html: '<b>Hi</b>', theme_css: [] });
    const md = { viz_type: 'separator', markup_type: 'markdown', code: '# Section\nA paragraph\n\n---' };
    expect(dataOf(separatorViz, md, [])).toEqual({
      html: '<h1>Section</h1>\n<p>A paragraph</p>\n<hr />',
      theme_css: [],
    });
    expect(iframeViz.queryObject!(legacyQueryObject({}), {})).toBeNull();
    expect(dataOf(iframeViz, { url: 'https://example.com' }, [])).toEqual({ iframe: true });
  });
});

describe('markdown', () => {
  it('renders the common syntax as Python-Markdown does', () => {
    expect(renderMarkdown('Some **bold**, *em* and `a < b`.')).toBe(
      '<p>Some <strong>bold</strong>, <em>em</em> and <code>a &lt; b</code>.</p>',
    );
    expect(renderMarkdown('- one\n- [two](http://x.org)')).toBe(
      '<ul>\n<li>one</li>\n<li><a href="http://x.org">two</a></li>\n</ul>',
    );
    expect(renderMarkdown('1. a\n2. b')).toBe('<ol>\n<li>a</li>\n<li>b</li>\n</ol>');
    expect(renderMarkdown('Title\n=====')).toBe('<h1>Title</h1>');
    expect(renderMarkdown('    x = 1 & 2')).toBe('<pre><code>x = 1 &amp; 2\n</code></pre>');
    expect(renderMarkdown('<div class="x">\n*raw*\n</div>')).toBe('<div class="x">\n*raw*\n</div>');
    expect(renderMarkdown('> quoted')).toBe('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(renderMarkdown('snake_case_name, a > b, <br/> and [x](http://a.org/my_page_x)')).toBe(
      '<p>snake_case_name, a &gt; b, <br/> and <a href="http://a.org/my_page_x">x</a></p>',
    );
    expect(renderMarkdown('__strong__ and _em_')).toBe('<p><strong>strong</strong> and <em>em</em></p>');
  });
});

describe('filter_box', () => {
  const formData: LegacyFormData = {
    viz_type: 'filter_box',
    granularity_sqla: 'ds',
    time_range: 'Last week',
    filter_configs: [
      { column: 'gender', metric: 'sum__num', asc: false, label: 'Gender' },
      { column: 'state', asc: true },
    ],
  };

  it('queries the first filter as the main query and the others as extra queries', () => {
    const main = queryOf(filterBoxViz, formData);
    expect(main).toMatchObject({
      columns: ['gender'],
      metrics: ['sum__num'],
      row_limit: 1000,
      orderby: [['sum__num', false]],
      time_range: 'Last week',
    });
    const extra = filterBoxViz.extraQueries!(main, formData);
    expect(extra).toHaveLength(1);
    expect(extra[0]).toMatchObject({ columns: ['state'], metrics: [], row_limit: 1000 });
    expect(extra[0]?.orderby).toBeUndefined();
  });

  it('runs nothing without filters and refuses a filter without a column', () => {
    const none = { ...formData, filter_configs: [] };
    expect(filterBoxViz.queryObject!(legacyQueryObject(none), none)).toBeNull();
    expect(dataOf(filterBoxViz, none, [])).toEqual({});
    const broken = { ...formData, filter_configs: [{ metric: 'count' }] };
    expect(() => queryOf(filterBoxViz, broken)).toThrow(
      'Invalid filter configuration, please select a column',
    );
  });

  it('lists each filter choices sorted by metric or by value', () => {
    const genders = [
      { gender: 'boy', sum__num: 5 },
      { gender: 'girl', sum__num: 9 },
    ];
    const states = [{ state: 'NY' }, { state: 'CA' }];
    expect(
      dataOf(filterBoxViz, formData, genders, { extra: [{ rows: states, colnames: ['state'] }] }),
    ).toEqual({
      gender: [
        { id: 'girl', text: 'girl', metric: 9 },
        { id: 'boy', text: 'boy', metric: 5 },
      ],
      state: [
        { id: 'CA', text: 'CA' },
        { id: 'NY', text: 'NY' },
      ],
    });
  });

  it('answers an empty list for a filter without values', () => {
    expect(dataOf(filterBoxViz, formData, [], { colnames: [], extra: [{ rows: [], colnames: [] }] })).toEqual(
      {
        gender: [],
        state: [],
      },
    );
  });
});
