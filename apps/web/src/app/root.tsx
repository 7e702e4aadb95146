import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { documentTitle } from './constants';

export interface RouteHandle {
  /** Browser tab title of the screen: "<title> · Back Office". */
  title?: string;
}

/** The top route: keeps the browser tab title in step with the deepest titled route. */
export function Root() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return <Outlet />;
}
