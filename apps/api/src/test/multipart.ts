import { randomUUID } from 'node:crypto';

/** A multipart/form-data body by hand, as a browser sends it. */
export function multipart(parts: { field: string; fileName?: string; type?: string; content: Buffer | string }[]) {
  const boundary = `----teste${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.field}"; filename="${part.fileName}"`
      : `form-data; name="${part.field}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.type ? `Content-Type: ${part.type}\r\n` : ''
    }\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
