import { SegmentedControl, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEED_VIEWS, type FeedView, isFeedView } from '../utils/feed-views';

interface FeedViewSwitchProps {
  value: FeedView;
  onChange: (view: FeedView) => void;
  /** Events per view; a view's count is missing while it loads. */
  counts: Partial<Record<FeedView, number>>;
}

/** Live / Upcoming / Finished with how many events each holds. */
export function FeedViewSwitch({ value, onChange, counts }: FeedViewSwitchProps) {
  const { t } = useTranslation();
  // On a phone the three views share the card's width, a long label on two lines (Spanish
  // "En directo (14)" and "Terminados (3)" side by side do not fit 390 px otherwise).
  const fullWidth = useMatches({ base: true, sm: false });
  return (
    <SegmentedControl
      fullWidth={fullWidth}
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
      value={value}
      onChange={(next) => {
        if (isFeedView(next)) onChange(next);
      }}
      aria-label={t('liveEvents.views.label')}
      data-testid="feed-view-switch"
      data={FEED_VIEWS.map((view) => {
        const label = t(`liveEvents.views.${view}`);
        const count = counts[view];
        return {
          value: view,
          label: count === undefined ? label : t('liveEvents.views.withCount', { label, count }),
        };
      })}
    />
  );
}
