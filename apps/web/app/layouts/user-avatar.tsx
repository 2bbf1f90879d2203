import { cn } from '~/lib/cn';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The person's photo, or their initials on a soft circle; decorative (the name is beside it). */
export function UserAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null | undefined;
  className?: string;
}) {
  return photoUrl ? (
    <img
      src={photoUrl}
      alt=""
      aria-hidden="true"
      className={cn('size-8 shrink-0 rounded-full object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
