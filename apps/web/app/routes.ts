import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/_institutional/home.tsx'),
  layout('routes/app/app-layout.tsx', [
    layout('routes/_auth/auth-layout.tsx', [route('app/login', 'routes/_auth/login.tsx')]),
    route('app/panel', 'routes/app/panel.tsx'),
  ]),
] satisfies RouteConfig;
