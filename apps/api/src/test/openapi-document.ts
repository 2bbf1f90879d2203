/** An OpenAPI document with every local `$ref` replaced by what it points to (tests walk schemas). */
export function dereferenced<T>(document: T): T {
  const root = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = root.components?.schemas ?? {};
  const resolve = (node: unknown, seen: Set<string>): unknown => {
    if (Array.isArray(node)) return node.map((child) => resolve(child, seen));
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      // A schema that contains itself (a tree) stays a reference below its first level.
      if (seen.has(name)) return node;
      const { $ref: _ref, ...siblings } = node as Record<string, unknown>;
      return { ...(resolve(schemas[name], new Set([...seen, name])) as object), ...siblings };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, seen)]));
  };
  return resolve(document, new Set()) as T;
}
