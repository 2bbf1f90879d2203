/** The page the person asked for, also when React Router fetched its data (`/x.data?_routes=`). */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const pathname = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '/') || '/';
  return `${pathname}${url.search}`;
}
