// The nfs feature's public surface: what other features and the app shell may import.

export { RequestStatusBadge } from './components/request-status-badge';
export { DateFilter } from './components/requests-filters-bar';
export {
  CancellationFacts,
  CancelNoteDialog,
  canCancelNote,
  NationalErrors,
  nationalNoteItems,
  XmlCheckFlags,
} from './components/national-note';
