import { CHART_LABEL_EXPLANATIONS } from '@tessera/core';
import { Tag, Tooltip } from 'antd';
import type { GalleryMetadata } from '../../lib/vizGallery';

/**
 * The gallery's details pane (spec 001 "Chart type picker", Superset's VizTypeGallery): the name
 * with its badge (the label's explanation as tooltip), the tags, the description and the example
 * pictures with their captions; the thumbnail stands in when a type has no examples.
 */
export function VizTypeDetails({ metadata }: { readonly metadata: GalleryMetadata }) {
  const { name, label, labelExplanation, tags, description, thumbnail, exampleGallery } = metadata;
  const examples = exampleGallery?.length
    ? exampleGallery
    : thumbnail
      ? [{ url: thumbnail, caption: name }]
      : [];
  return (
    <div className={`viz-details${examples.length ? ' has-examples' : ''}`}>
      <div className="viz-details-text">
        <h3 className="viz-details-name">
          <span>{name}</span>
          {label ? (
            <Tooltip title={labelExplanation ?? CHART_LABEL_EXPLANATIONS[label]} placement="top">
              {/* A button so the keyboard reaches the explanation too; it does nothing else. */}
              <button
                type="button"
                className={`viz-details-badge is-${label.toLowerCase()}`}
                data-test="viz-badge"
              >
                {label}
              </button>
            </Tooltip>
          ) : null}
        </h3>
        <div className="viz-details-tags">
          {tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </div>
        <p className="viz-details-description">{description || 'No description available.'}</p>
      </div>
      {examples.length ? (
        <section className="viz-details-examples" aria-label="Examples">
          <h4 className="viz-details-examples-title">Examples</h4>
          <div className="viz-details-examples-list">
            {examples.map((example) => (
              <figure key={example.url} className="viz-details-example">
                <img
                  src={example.url}
                  alt={example.caption}
                  title={example.caption}
                  width={800}
                  height={450}
                  decoding="async"
                />
                <figcaption>{example.caption}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
