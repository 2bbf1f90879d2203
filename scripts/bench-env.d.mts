// Types of bench-env.mjs for the API's TypeScript benches (apps/api/bench).
export declare const BENCH_WEB_HOST: string;
export declare const BENCH_API_HOST: string;
export declare const BENCH_HOST_RESOLVER_RULES: string;
export declare function benchProductionEnv(ports: {
  webPort: number;
  apiPort: number;
  secret: string;
}): Record<string, string>;
