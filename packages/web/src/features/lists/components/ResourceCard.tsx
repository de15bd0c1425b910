import { Card, Checkbox, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface CardContent {
  readonly title: string;
  readonly url: string;
  /** The large area of the card: the chart type, the dashboard's status */
  readonly cover: ReactNode;
  readonly subtitle?: ReactNode;
  readonly badges?: ReactNode;
  readonly footer?: ReactNode;
}

/** One item of the card view; in bulk-select mode the whole card toggles its selection. */
export function ResourceCard(props: {
  readonly content: CardContent;
  readonly star?: ReactNode;
  readonly actions?: ReactNode;
  readonly selecting: boolean;
  readonly selected: boolean;
  readonly onSelect: (selected: boolean) => void;
}) {
  const { content } = props;
  return (
    <Card
      size="small"
      className={props.selected ? 'resource-card resource-card-selected' : 'resource-card'}
      data-test="list-card"
      cover={<div className="resource-card-cover">{content.cover}</div>}
    >
      <div className="resource-card-head">
        {props.selecting ? (
          <Checkbox
            checked={props.selected}
            onChange={(event) => props.onSelect(event.target.checked)}
            aria-label={`Select ${content.title}`}
          />
        ) : null}
        {props.star}
        <Link to={content.url} className="resource-card-title list-name" title={content.title}>
          {content.title}
        </Link>
        {content.badges}
        <span className="resource-card-actions">{props.actions}</span>
      </div>
      {content.subtitle ? (
        <Typography.Text type="secondary" className="resource-card-subtitle" ellipsis>
          {content.subtitle}
        </Typography.Text>
      ) : null}
      {content.footer ? <div className="resource-card-footer">{content.footer}</div> : null}
    </Card>
  );
}
