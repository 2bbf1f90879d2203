import { Link } from 'react-router';
import type { CnaeReference } from '@contabil/contracts';
import { linkNote } from '../cnae-note-links';

/** IBGE's explanatory notes, one item each; the codes they name link to their pages. */
export function CnaeNoteList({
  notes,
  references,
}: {
  notes: readonly string[];
  references: readonly CnaeReference[];
}) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 marker:text-muted-foreground">
      {notes.map((note, index) => (
        // Notes may repeat word for word within a subclass: keyed by position.
        <li key={index} className="leading-relaxed">
          {linkNote(note, references).map((part, partIndex) =>
            typeof part === 'string' ? (
              part
            ) : (
              <Link
                key={partIndex}
                to={part.to}
                title={part.title}
                className="font-medium whitespace-nowrap text-primary underline underline-offset-4 hover:no-underline"
              >
                {part.text}
              </Link>
            ),
          )}
        </li>
      ))}
    </ul>
  );
}
