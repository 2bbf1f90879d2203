import type { Track, TrackId } from '@contabil/contracts';

/** What every step screen gets from the wizard. */
export interface StepProps {
  companyId: string;
  trackId: TrackId;
  track: Track;
  /** The step was saved: the wizard moves on with the track the API answered. */
  onSaved: (track: Track) => void;
  /** Back to the previous step, when it can still be changed. */
  onBack?: (() => void) | undefined;
}
