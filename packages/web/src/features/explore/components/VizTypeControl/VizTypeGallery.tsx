import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Modal } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useFocusAfterOpen } from '../../../../app/useFocusAfterOpen';
import {
  ALL_CHARTS,
  categoryOf,
  type GallerySection,
  galleryCategories,
  gallerySearch,
  galleryTags,
  inSection,
  moveInGrid,
  RECOMMENDED_TAGS,
  sectionKey,
  type VizEntry,
} from '../../lib/vizGallery';
import { VizThumbnail } from './VizThumbnail';
import { VizTypeDetails } from './VizTypeDetails';

export interface VizTypeGalleryProps {
  readonly open: boolean;
  /** Offered types, already filtered and ordered (galleryEntries). */
  readonly entries: readonly VizEntry[];
  readonly value: string;
  readonly onConfirm: (vizType: string) => void;
  readonly onCancel: () => void;
}

function SectionButton({
  section,
  label,
  active,
  onSelect,
}: {
  section: GallerySection;
  label: string;
  active: boolean;
  onSelect: (section: GallerySection) => void;
}) {
  return (
    <button
      type="button"
      className={`viz-gallery-section${active ? ' is-active' : ''}`}
      aria-pressed={active}
      onClick={() => onSelect(section)}
    >
      {label}
    </button>
  );
}

/** How many tiles share the first row, for the up and down arrows. */
function columnsOf(grid: HTMLElement | null): number {
  const tiles = grid ? [...grid.querySelectorAll<HTMLElement>('[role=option]')] : [];
  const top = tiles[0]?.offsetTop;
  return Math.max(1, tiles.filter((t) => t.offsetTop === top).length);
}

/**
 * 'Select a visualization type' (spec 001 points 2, 4, 9): All charts, Recommended tags, Category
 * and Tags in a sidebar; fuzzy search over them all; a details pane; double click or Enter
 * confirms, Escape closes.
 */
export function VizTypeGallery({ open, entries, value, onConfirm, onCancel }: VizTypeGalleryProps) {
  const [selected, setSelected] = useState<string | null>(value);
  const [section, setSection] = useState<GallerySection>({ kind: 'all' });
  const [query, setQuery] = useState('');
  const grid = useRef<HTMLDivElement>(null);
  // The cursor goes to the search box once the dialog has opened (spec 000: 200 ms).
  const searchBox = useFocusAfterOpen<InputRef>(open);
  const categories = useMemo(() => galleryCategories(entries), [entries]);
  const tags = useMemo(() => galleryTags(entries), [entries]);
  const search = useMemo(() => gallerySearch(entries), [entries]);
  const searching = query.trim() !== '';
  const shown = searching ? search(query) : entries.filter((e) => inSection(e, section));
  const details = entries.find((e) => e.key === selected) ?? null;

  useEffect(() => {
    if (open) {
      setSelected(value);
      setSection({ kind: 'all' });
      setQuery('');
    }
  }, [open, value]);

  useEffect(() => {
    if (!open || !selected) return;
    grid.current
      ?.querySelector<HTMLElement>(`[data-viz="${selected}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, selected]);

  const chooseSection = (next: GallerySection) => {
    setQuery('');
    setSection(next);
    // Spec 001 point 4: a section without the selected chart clears the selection.
    const current = entries.find((e) => e.key === selected);
    if (current && !inSection(current, next)) setSelected(null);
  };

  const focusTile = (key: string) =>
    requestAnimationFrame(() => grid.current?.querySelector<HTMLElement>(`[data-viz="${key}"]`)?.focus());

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && selected) {
      event.preventDefault();
      onConfirm(selected);
      return;
    }
    const index = shown.findIndex((e) => e.key === selected);
    const next = moveInGrid(index, event.key, shown.length, columnsOf(grid.current));
    const entry = shown[next];
    if (entry && next !== index) {
      event.preventDefault();
      setSelected(entry.key);
      focusTile(entry.key);
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = shown[0];
    if ((event.key === 'ArrowDown' || event.key === 'Enter') && first) {
      event.preventDefault();
      const target = shown.some((e) => e.key === selected) && selected ? selected : first.key;
      if (event.key === 'Enter' && searching) {
        onConfirm(target);
        return;
      }
      setSelected(target);
      focusTile(target);
    }
  };

  const isActive = (s: GallerySection) => !searching && sectionKey(s) === sectionKey(section);
  return (
    <Modal
      open={open}
      title="Select a visualization type"
      width="min(1090px, 94vw)"
      onCancel={onCancel}
      destroyOnHidden
      className="viz-gallery-modal"
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button
          key="select"
          type="primary"
          disabled={!selected}
          onClick={() => selected && onConfirm(selected)}
          data-test="viz-gallery-select"
        >
          Select
        </Button>,
      ]}
    >
      <div className="viz-gallery" data-test="viz-gallery">
        <nav className="viz-gallery-sidebar" aria-label="Chart groups">
          <SectionButton
            section={{ kind: 'all' }}
            label={ALL_CHARTS}
            active={isActive({ kind: 'all' })}
            onSelect={chooseSection}
          />
          <div className="viz-gallery-group">Recommended tags</div>
          {RECOMMENDED_TAGS.map((tag) => (
            <SectionButton
              key={tag}
              section={{ kind: 'tag', name: tag }}
              label={tag}
              active={isActive({ kind: 'tag', name: tag })}
              onSelect={chooseSection}
            />
          ))}
          <div className="viz-gallery-group">Category</div>
          {categories.map((name) => (
            <SectionButton
              key={name}
              section={{ kind: 'category', name }}
              label={name}
              active={isActive({ kind: 'category', name })}
              onSelect={chooseSection}
            />
          ))}
          <div className="viz-gallery-group">Tags</div>
          {tags.map((name) => (
            <SectionButton
              key={name}
              section={{ kind: 'tag', name }}
              label={name}
              active={isActive({ kind: 'tag', name })}
              onSelect={chooseSection}
            />
          ))}
        </nav>
        <div className="viz-gallery-main">
          <Input
            ref={searchBox}
            allowClear
            aria-label="Search all charts"
            placeholder="Search all charts"
            prefix={<SearchOutlined aria-hidden />}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onSearchKey}
            data-test="viz-gallery-search"
          />
          <div
            ref={grid}
            className="viz-gallery-grid"
            role="listbox"
            aria-label="Chart types"
            onKeyDown={onGridKey}
          >
            {shown.map((entry) => {
              const isSelected = entry.key === selected;
              return (
                <div
                  key={entry.key}
                  role="option"
                  aria-selected={isSelected}
                  aria-label={entry.metadata.name}
                  tabIndex={isSelected || (!selected && entry === shown[0]) ? 0 : -1}
                  data-viz={entry.key}
                  data-test="viz-gallery-tile"
                  className={`viz-gallery-tile${isSelected ? ' is-selected' : ''}`}
                  onClick={() => setSelected(entry.key)}
                  onDoubleClick={() => onConfirm(entry.key)}
                  onKeyDown={(event) => {
                    if (event.key === ' ') {
                      event.preventDefault();
                      setSelected(entry.key);
                    }
                  }}
                >
                  <VizThumbnail
                    vizType={entry.key}
                    category={categoryOf(entry)}
                    image={entry.metadata.thumbnail}
                    alt={`${entry.metadata.name} thumbnail`}
                  />
                  <span className="viz-gallery-tile-name">{entry.metadata.name}</span>
                </div>
              );
            })}
            {shown.length === 0 ? (
              <div className="viz-gallery-empty">No charts match “{query.trim()}”.</div>
            ) : null}
          </div>
        </div>
        <div className="viz-gallery-details" data-test="viz-gallery-details">
          {details ? (
            <VizTypeDetails metadata={details.metadata} />
          ) : (
            <div className="viz-gallery-details-empty">Select a visualization type</div>
          )}
        </div>
      </div>
    </Modal>
  );
}
