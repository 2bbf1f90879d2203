// Types of bench-env.mjs for the API's TypeScript benches (apps/api/bench).
export declare function benchProductionEnv(ports: {
  webPort: number;
  apiPort: number;
  secret: string;
}): Record<string, string>;
