/**
 * An answer whose JSON text is already written (the transactions page's items come written
 * by PostgreSQL, decision 017). A route returns it in place of the object it stands for; the
 * route's serializer (response-serializer.ts) sends the text as it is in production and,
 * elsewhere, parses it and fails the call unless zod writes the same bytes.
 */
export class WrittenJson {
  constructor(readonly text: string) {}
}

const EMPTY_DATA = '{"data":[]';

/**
 * `answer` (an object whose first field is an empty `data`) written with `items` (a JSON
 * array's text) as its `data`: the rest of the answer is JSON.stringify's, the items are not
 * parsed or written again.
 */
export function withWrittenData(answer: { data: readonly [] }, items: string): WrittenJson {
  const rest = JSON.stringify(answer);
  if (!rest.startsWith(EMPTY_DATA)) throw new Error("withWrittenData: data must be the answer's first field, empty");
  return new WrittenJson(`{"data":${items}${rest.slice(EMPTY_DATA.length)}`);
}
