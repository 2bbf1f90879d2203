// The irpf feature's public surface for the site's frame (menu, footer): the years only, no content.

export { IRPF_YEARS_NEWEST_FIRST, currentIrpfYear, irpfPath } from './irpf-years';
