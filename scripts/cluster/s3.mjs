// S3-compatible storage for the cluster: s3rver (a devDependency of apps/api) in this
// process, path-style, one bucket, files in a temp folder. s3rver accepts any credentials.
import S3rver from 's3rver';

export const S3_BUCKET = 'contabil-cluster';
export const S3_KEY = 'S3RVER';

export async function startS3({ port, directory }) {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => server.close(),
  };
}
