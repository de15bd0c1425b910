import { StarFilled, StarOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { failureMessage } from '../../../app/api';
import { type FavoriteResource, useSetFavoriteMutation } from '../api/listApi';

export const FAVORITE_SAVE_ERROR = 'There was an error saving the favorite status: %s';
export const FAVORITE_FETCH_ERROR = 'There was an error fetching the favorite status: %s';

/** The favourite toggle of a chart or dashboard; the list's favorite_status answer says whether it is on. */
export function FavoriteStar(props: {
  readonly resource: FavoriteResource;
  readonly id: number;
  readonly name: string;
  readonly on: boolean;
}) {
  const { message } = App.useApp();
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  const label = props.on ? `Remove ${props.name} from favorites` : `Add ${props.name} to favorites`;
  const toggle = async () => {
    try {
      await setFavorite({ resource: props.resource, id: props.id, on: !props.on }).unwrap();
    } catch (error) {
      message.error(FAVORITE_SAVE_ERROR.replace('%s', failureMessage(error)));
    }
  };
  return (
    <Tooltip title={props.on ? 'Remove from favorites' : 'Add to favorites'}>
      <Button
        type="text"
        size="small"
        className={props.on ? 'favorite-star favorite-star-on' : 'favorite-star'}
        aria-label={label}
        aria-pressed={props.on}
        data-test="favorite-star"
        data-favorite={props.on ? 'true' : 'false'}
        loading={isLoading}
        icon={props.on ? <StarFilled /> : <StarOutlined />}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void toggle();
        }}
      />
    </Tooltip>
  );
}
