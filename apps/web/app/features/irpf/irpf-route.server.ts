import { data, type LoaderFunctionArgs } from 'react-router';
import { brasiliaToday } from '~/lib/brasilia-today';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { IRPF_YEARS, type IrpfYear } from './irpf-content';

/** The year of `/lp/irpf/{year}` from the path; the routes exist only for the years in IRPF_YEARS. */
export function irpfYearFromPath(pathname: string): IrpfYear {
  const year = Number(/\/lp\/irpf\/(\d{4})/.exec(pathname)?.[1]);
  const irpf = IRPF_YEARS[year as IrpfYear['year']] as IrpfYear | undefined;
  if (!irpf) throw new Error(`no IRPF page for ${pathname}`);
  return irpf;
}

/** `/lp/irpf/{year}`: the year's figures and today in Brasília (is the deadline past?). */
export function irpfLoader({ request }: LoaderFunctionArgs) {
  const irpf = irpfYearFromPath(new URL(request.url).pathname);
  return data({ year: irpf.year, today: brasiliaToday() }, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } });
}
