import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants/branding.ts';

/** 'Video Library · Briefcast': tabs, history and screen readers tell the screens apart by it. */
export const pageTitle = (name: string | undefined) =>
  name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;

/** The screens under the root, with the document title of the screen shown. */
export function TitledOutlet() {
  const name = useRouterState({
    select: (state) => {
      const deepest = state.matches[state.matches.length - 1];
      // Only the root matched: no screen has this path, and the 404 page shows.
      return deepest?.routeId === '__root__' ? 'Page Not Found' : deepest?.staticData.title;
    },
  });
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
  return <Outlet />;
}
