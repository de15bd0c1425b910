import {
  ALL_PANELS_SCOPE,
  checkedChartIds,
  type FilterScope,
  type Position,
  type ScopeTreeNode,
  scopeFromCheckedCharts,
  scopeTree,
} from '@tessera/core';
import { Alert, Radio, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';

function toDataNode(node: ScopeTreeNode, omit: number | undefined): DataNode {
  return {
    key: node.key,
    title: node.title,
    isLeaf: node.chartId !== undefined,
    children: node.children
      .filter((child) => omit === undefined || child.chartId !== omit)
      .map((child) => toDataNode(child, omit)),
  };
}

function isAllPanels(scope: FilterScope | undefined): boolean {
  return (
    !scope || (scope.rootPath.length === 1 && scope.rootPath[0] === 'ROOT_ID' && scope.excluded.length === 0)
  );
}

/**
 * Superset's scoping: "Apply to all panels", or a tree of the dashboard's tabs and charts whose
 * checked charts become `{rootPath, excluded}`.
 */
export function ScopeEditor({
  scope,
  position,
  onChange,
  omitChartId,
}: {
  readonly scope: FilterScope | undefined;
  readonly position: Position;
  readonly onChange: (scope: FilterScope) => void;
  /** A chart left out of the tree: a cross-filter's own chart, which it never filters. */
  readonly omitChartId?: number;
}) {
  const [specific, setSpecific] = useState(() => !isAllPanels(scope));
  const tree = useMemo(() => [toDataNode(scopeTree(position), omitChartId)], [position, omitChartId]);
  const checked = useMemo(
    () => checkedChartIds(scope, position).map((id) => `chart-${id}`),
    [scope, position],
  );
  return (
    <div className="filters-config-scope" data-test="filter-scope">
      <Radio.Group
        value={specific ? 'specific' : 'all'}
        onChange={(event) => {
          const next = event.target.value === 'specific';
          setSpecific(next);
          if (!next) onChange(ALL_PANELS_SCOPE);
        }}
        options={[
          { value: 'all', label: 'Apply to all panels' },
          { value: 'specific', label: 'Apply to specific panels' },
        ]}
      />
      {specific ? (
        <>
          <Alert
            type="info"
            showIcon
            className="filters-config-scope-hint"
            title="Only the selected panels will be affected by this filter"
          />
          <Tree
            checkable
            defaultExpandAll
            selectable={false}
            treeData={tree}
            checkedKeys={checked}
            onCheck={(keys) => {
              const list = Array.isArray(keys) ? keys : keys.checked;
              const ids = list
                .map(String)
                .filter((key) => key.startsWith('chart-'))
                .map((key) => Number(key.slice('chart-'.length)));
              onChange(scopeFromCheckedCharts(position, ids));
            }}
          />
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          className="filters-config-scope-hint"
          title="All panels with this column will be affected by this filter"
        />
      )}
    </div>
  );
}
