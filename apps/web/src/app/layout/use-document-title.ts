import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** What a route declares in its `handle`: the key of its page title. */
export interface RouteHandle {
  titleKey: ParseKeys;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** Keeps `document.title` as "About · StakeLab", following the route and the language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches.map((match) => match.handle).findLast(isRouteHandle)?.titleKey;
  const title = titleKey ? `${t(titleKey)} · ${t('common.appName')}` : t('common.appName');

  useEffect(() => {
    document.title = title;
  }, [title]);
}
