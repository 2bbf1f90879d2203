/**
 * For an XML text indented one element a line (xmlbuilder2's prettyPrint), the element path
 * each line opens or holds: line 3 -> "DPS/infDPS/tpAmb". Index 0 is unused (lines are 1-based).
 */
export function elementPathsByLine(indented: string): (string | null)[] {
  const stack: string[] = [];
  const paths: (string | null)[] = [null];
  for (const line of indented.split('\n')) {
    const text = line.trim();
    const open = /^<([A-Za-z_][\w.-]*)(?=[\s>/])/.exec(text);
    const close = /^<\/([A-Za-z_][\w.-]*)>$/.exec(text);
    if (close) {
      paths.push([...stack].join('/'));
      stack.pop();
    } else if (open?.[1] && !text.startsWith('<?')) {
      const name = open[1];
      paths.push([...stack, name].join('/'));
      const selfClosing = text.endsWith('/>');
      const closesOnLine = text.includes(`</${name}>`);
      if (!selfClosing && !closesOnLine) stack.push(name);
    } else paths.push(null);
  }
  return paths;
}

/** `{http://…}cLocEmi` or `cLocEmi` -> `cLocEmi`. */
export function localName(qualified: string): string {
  return qualified.replace(/^\{[^}]*\}/, '');
}

/**
 * The path of the element a libxml2 schema error is about: the element on its line, or, for
 * "not expected" and "missing child" errors, the first element the schema expected there.
 */
export function errorElementPath(message: string, linePath: string | null): string | null {
  if (!linePath) return null;
  const expected = /Expected is(?: one of)? \( ?([^ ,)]+)/.exec(message)?.[1];
  if (expected) {
    const missingChild = /Missing child element/.test(message);
    const parent = missingChild ? linePath : linePath.split('/').slice(0, -1).join('/');
    return `${parent}/${localName(expected)}`;
  }
  const attribute = /attribute '([^']+)'/.exec(message)?.[1];
  return attribute ? `${linePath}/@${attribute}` : linePath;
}
