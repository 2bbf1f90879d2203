// `npm run dev`: the API with tsx watch and the web with Vite's dev server.
import { serviceEnv, startPrefixed, superviseChildren } from './lib.mjs';

const env = serviceEnv();
const api = startPrefixed('api', 'npm', ['run', 'dev', '-w', 'apps/api'], { env: env.api });
const web = startPrefixed('web', 'npm', ['run', 'dev', '-w', 'apps/web', '--', '--port', env.web.PORT], {
  env: env.web,
});
superviseChildren([api, web]);
